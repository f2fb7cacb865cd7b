import { globalHistory } from "@gatsbyjs/reach-router";
import { whenNearViewport } from "./whenNearViewport";

/**
 * When a part of a server-rendered page may hydrate (HydrateWhenSeen): once it comes within
 * 400 px of the viewport, or at once when a reader points at it, clicks it or moves focus into it
 * (React then hydrates it before it handles the event, if its code has arrived; a click it drops
 * meanwhile is made again, `hydrated`), whichever comes first. Every part opens
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
  /**
   * For the part to call once React has hydrated it. React drops a click on a part it cannot
   * hydrate at once (its code has not arrived): such a click is made again now. A link's is not,
   * since the browser has followed the link.
   */
  hydrated: () => void;
}

/** Events that open the gate of the part they happen in, caught before React sees them. */
const READER_EVENTS = ["pointerdown", "focusin", "click"] as const;

/** What shows a reader using the page (whenReaderActs). */
const ACTIVITY_EVENTS = ["scroll", "keydown", "pointerdown"] as const;

let readerActed: Promise<void> | undefined;

/**
 * Settles on the reader's first scroll, key or touch anywhere on the page: the moment to fetch
 * the code of parts not on screen yet, so that it has arrived when the reader gets to them.
 */
export function whenReaderActs(): Promise<void> {
  readerActed ??= new Promise((resolve) => {
    const acted = () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, acted, true);
      resolve();
    };
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, acted, { capture: true, passive: true });
    }
  });
  return readerActed;
}

interface GateState {
  gate: HydrationGate;
  element: Element;
  open: () => void;
  isHydrated: boolean;
  droppedClick?: HTMLElement;
}

const gates = new Map<string, GateState>();

function openAllGates(): void {
  for (const { open } of gates.values()) open();
}

function openGatesAround(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const state of gates.values()) {
    if (state.isHydrated || !state.element.contains(target)) continue;
    state.open();
    if (event.type === "click" && target instanceof HTMLElement && !target.closest("a[href]")) {
      // Known once React has handled the event: hydrated by then, or the click was dropped.
      queueMicrotask(() => {
        if (!state.isHydrated) state.droppedClick = target;
      });
    }
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
  const hydrated = () => {
    state.isHydrated = true;
    const click = state.droppedClick;
    state.droppedClick = undefined;
    if (click?.isConnected) click.click();
  };
  const state: GateState = {
    gate: { isOpen: () => isOpen, opened, hydrated },
    element,
    open,
    isHydrated: false,
  };
  gates.set(id, state);
  stopWatching = whenNearViewport(element, open);
  return state.gate;
}
