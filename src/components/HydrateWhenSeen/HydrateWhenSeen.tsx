import React, {
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { DeferredModule } from "../../browser/deferredModule";
import { hydrationGate, whenReaderActs } from "../../browser/hydrationGates";

const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates this component from the server's HTML (and while the server renders
 * it): React reads the server snapshot then, and the client one in any render in the browser.
 */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** Never settles: what a part whose code could not be fetched waits on, as the server sent it. */
const AS_SENT = new Promise<never>(() => undefined);

interface PartProps<T> {
  id: string;
  code: DeferredModule<T>;
  children: (code: T) => ReactNode;
}

function Part<T>({ id, code, children, fromServer }: PartProps<T> & { fromServer: boolean }) {
  const gate = fromServer && typeof document !== "undefined" ? hydrationGate(id) : undefined;
  // After a click's hydration, React runs this before the click's event ends.
  useEffect(() => gate?.hydrated(), [gate]);
  // Suspending keeps the server's HTML as it is, links working, until the gate opens.
  if (gate && !gate.isOpen()) throw gate.opened;
  const module = code.loaded();
  if (module) return <>{children(module)}</>;
  const failure = code.failure();
  if (!failure) throw code.load();
  // A part from the server keeps its HTML, links working; a part rendered after a navigation has
  // none to keep, and the page's error boundary says what went wrong.
  if (fromServer) throw AS_SENT;
  throw failure;
}

/**
 * Server-rendered content whose code (`code`, given to `children`) is fetched and which hydrates
 * only when a reader comes near it or uses it (src/browser/hydrationGates.ts), so the page's
 * first load and hydration are the part on screen; `id` is the id of the element the children
 * render. Give it props that stay the same between renders (React.memo above it): new props make
 * React render a part still waiting anew, dropping the server's HTML.
 *
 * In a render in the browser (after a navigation) there is no Suspense boundary: a part whose
 * code has not arrived suspends the router's transition, which keeps the page the reader is on
 * until the new one can show whole, laid out for its scroll position and anchors.
 */
export function HydrateWhenSeen<T>({ id, code, children }: PartProps<T>) {
  const hydrating = useIsHydrating();
  // Decided once: a boundary that came or went between renders would remount the part.
  const [fromServer] = useState(hydrating);
  // A part from the server may wait for its gate; its code is fetched once the reader acts.
  useEffect(() => {
    if (fromServer) void whenReaderActs().then(code.load);
  }, [code, fromServer]);
  // The same element when this re-renders after hydration (the store's client snapshot), so
  // React leaves a part that is still waiting alone.
  return useMemo(() => {
    const part = (
      <Part id={id} code={code} fromServer={fromServer}>
        {children}
      </Part>
    );
    return fromServer ? <Suspense fallback={null}>{part}</Suspense> : part;
  }, [id, code, children, fromServer]);
}
