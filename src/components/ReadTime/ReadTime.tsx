import React, {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";

const ReadTimeContext = createContext<number>(0);

/**
 * The moment the page is read. The server renders with the build time and the browser's first
 * render repeats it (so hydration matches); right after, the browser switches to its own clock,
 * which keeps story dates within the last 7 days however old the build is. That switch re-renders
 * every date on the page, so it runs as a transition: in short slices, never one long task.
 */
export function ReadTimeProvider({
  buildTime,
  children,
}: {
  buildTime: number;
  children: ReactNode;
}) {
  const [readTime, setReadTime] = useState(buildTime);
  useEffect(() => startTransition(() => setReadTime(Date.now())), []);
  return <ReadTimeContext.Provider value={readTime}>{children}</ReadTimeContext.Provider>;
}

export const useReadTime = (): number => useContext(ReadTimeContext);
