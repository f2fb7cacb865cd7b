import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's renderer, with two changes. Hydration waits until the browser has painted the server
 * HTML once: scripts from a fast host otherwise arrive before the first frame, and the page stays
 * blank until React is done with it. And the server HTML is hydrated inside a transition: React
 * then hydrates in short slices and yields to the browser between them, instead of one task as long
 * as the whole page (on the home page, a long task that made most of its Total Blocking Time). A
 * reader's click on a part not hydrated yet makes React hydrate that part at once and replay it.
 * Containers without server HTML (client-only pages, `gatsby develop`) are rendered as Gatsby does.
 */
export function hydrateInTransition(element: ReactNode, container: Element): () => void {
  if (!container.querySelector("#gatsby-focus-wrapper > *")) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let unmount = () => undefined as void;
  let cancelled = false;
  afterNextPaint(() => {
    if (cancelled) return;
    startTransition(() => {
      const root = hydrateRoot(container, element);
      unmount = () => root.unmount();
    });
  });
  return () => {
    cancelled = true;
    unmount();
  };
}

/** A frame's callbacks run just before it is painted; a task queued from there runs after it. */
function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => window.setTimeout(work, 0));
}
