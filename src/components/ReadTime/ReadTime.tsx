import React, { createContext, useContext, useEffect, useState, type ReactNode } from "react";

const ReadTimeContext = createContext<number>(0);

/**
 * The moment the page is read. The server renders with the build time and the browser's first
 * render repeats it (so hydration matches); right after, the browser switches to its own clock,
 * which keeps story dates within the last 7 days however old the build is.
 */
export function ReadTimeProvider({
  buildTime,
  children,
}: {
  buildTime: number;
  children: ReactNode;
}) {
  const [readTime, setReadTime] = useState(buildTime);
  useEffect(() => setReadTime(Date.now()), []);
  return <ReadTimeContext.Provider value={readTime}>{children}</ReadTimeContext.Provider>;
}

export const useReadTime = (): number => useContext(ReadTimeContext);
