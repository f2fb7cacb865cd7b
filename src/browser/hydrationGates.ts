import { globalHistory } from "@gatsbyjs/reach-router";
import { whenNearViewport } from "./whenNearViewport";

/**
 * When a part of a server-rendered page may hydrate (HydrateWhenSeen): once it comes within
 * 400 px of the viewport, or at once when a reader points at it, clicks it or moves focus into it
 * (React then hydrates it before it handles the event), whichever comes first. Every part opens
 * when the address changes (a link to `#main-content`, Back, a link the router follows): the
 * router's new location reaches every part, and React can apply it to a part still waiting only
 * by hydrating it first. The router applies it in a transition
 * (patches/@gatsbyjs+reach-router+2.0.1.patch), so React hydrates the parts before it shows the
 * change, never dropping their server HTML to render them anew (error #421).
 */
export interface HydrationGate {
  isOpen: () => boolean;
  /** Settles when the gate opens; what React waits on while the part stays as the server sent it. */
  opened: Promise<void>;
}

/** Events that open the gate of the part they happen in, caught before React sees them. */
const READER_EVENTS = ["pointerdown", "focusin", "click"] as const;

const gates = new Map<string, { gate: HydrationGate; element: Element; open: () => void }>();

function openAllGates(): void {
  for (const { open } of gates.values()) open();
}

function openGatesAround(event: Event): void {
  if (!(event.target instanceof Node)) return;
  for (const { gate, element, open } of gates.values()) {
    if (!gate.isOpen() && element.contains(event.target)) open();
  }
}

/**
 * The gate of the element with this id, made the first time it is asked for; none when the page
 * has no such element (nothing to wait for: hydrate as React would).
 */
export function hydrationGate(id: string): HydrationGate | undefined {
  const known = gates.get(id);
  if (known) return known.gate;
  const element = document.getElementById(id);
  if (!element) return undefined;
  if (gates.size === 0) {
    for (const type of READER_EVENTS) {
      document.addEventListener(type, openGatesAround, { capture: true });
    }
    globalHistory.listen(openAllGates);
  }
  let isOpen = false;
  let settle = () => undefined as void;
  let stopWatching = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const open = () => {
    if (isOpen) return;
    isOpen = true;
    stopWatching();
    settle();
  };
  const gate: HydrationGate = { isOpen: () => isOpen, opened };
  gates.set(id, { gate, element, open });
  stopWatching = whenNearViewport(element, open);
  return gate;
}
