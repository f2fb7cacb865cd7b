import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's renderer, with one change: the server HTML is hydrated inside a transition. React then
 * hydrates in short slices and yields to the browser between them, instead of one task as long as
 * the whole page (on the home page, a long task that made most of its Total Blocking Time). A
 * reader's click on a part not hydrated yet makes React hydrate that part at once and replay it.
 * Containers without server HTML (client-only pages, `gatsby develop`) are rendered as Gatsby does.
 */
export function hydrateInTransition(element: ReactNode, container: Element): () => void {
  if (!container.querySelector("#gatsby-focus-wrapper > *")) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  // A no-op until hydration has a root to unmount.
  let unmount = () => undefined as void;
  startTransition(() => {
    const root = hydrateRoot(container, element);
    unmount = () => root.unmount();
  });
  return () => unmount();
}
