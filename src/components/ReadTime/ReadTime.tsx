import React, {
  createContext,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from "react";

const BuildTimeContext = createContext<number>(0);

/** The browser's clock, read once a page has hydrated; undefined until then. */
let browserTime: number | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The moment the page is read. The server renders with the build time and hydration repeats it
 * (so the HTML matches); right after, the browser switches to its own clock, which keeps story
 * dates within the last 7 days however old the build is. The clock is a store, not a context
 * value: a change of context would reach parts of the page that wait to hydrate
 * (HydrateWhenSeen) and make React render them anew at once. Each date reads the store when it
 * hydrates, and only the dates already hydrated re-render when the clock is read.
 */
export function ReadTimeProvider({
  buildTime,
  children,
}: {
  buildTime: number;
  children: ReactNode;
}) {
  useEffect(() => {
    browserTime = Date.now();
    listeners.forEach((listener) => listener());
  }, []);
  return <BuildTimeContext.Provider value={buildTime}>{children}</BuildTimeContext.Provider>;
}

export function useReadTime(): number {
  const buildTime = useContext(BuildTimeContext);
  return useSyncExternalStore(
    subscribe,
    () => browserTime ?? buildTime,
    () => buildTime,
  );
}
