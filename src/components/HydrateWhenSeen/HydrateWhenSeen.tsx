import React, { Suspense, useSyncExternalStore, type ReactNode } from "react";
import { hydrationGate } from "../../browser/hydrationGates";

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

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useIsHydrating();
  const gate = hydrating && typeof document !== "undefined" ? hydrationGate(id) : undefined;
  // Suspending keeps the server's HTML as it is, links working, until the gate opens.
  if (gate && !gate.isOpen()) throw gate.opened;
  return <>{children}</>;
}

/**
 * Server-rendered content that hydrates only when a reader comes near it or uses it
 * (src/browser/hydrationGates.ts), so the page's first hydration is the part on screen; `id` is
 * the id of the element the children render. In a render in the browser (after a navigation) it
 * renders its children at once. Give it props that stay the same between renders (React.memo
 * above it): new props make React render a part still waiting anew, dropping the server's HTML.
 */
export function HydrateWhenSeen({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
