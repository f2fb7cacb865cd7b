import React, {
  createContext,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { dayLabels, type CalendarDay, type DayLabels } from "../../model/formatDate";

/** Outside a provider (a test of one part), the read time is 0 and every date is formatted. */
const BuildDayContext = createContext<CalendarDay>({
  moment: 0,
  locale: "en-US",
  start: 0,
  end: 0,
  iso: "",
  long: "",
  short: "",
});

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
  buildDay,
  children,
}: {
  buildDay: CalendarDay;
  children: ReactNode;
}) {
  useEffect(() => {
    browserTime = Date.now();
    listeners.forEach((listener) => listener());
  }, []);
  return <BuildDayContext.Provider value={buildDay}>{children}</BuildDayContext.Provider>;
}

export function useReadTime(): number {
  const buildTime = useContext(BuildDayContext).moment;
  return useSyncExternalStore(
    subscribe,
    () => browserTime ?? buildTime,
    () => buildTime,
  );
}

/** The locale of the page's dates and lists: the site's, or its edition's (`editionLocale`). */
export function usePageLocale(): string {
  return useContext(BuildDayContext).locale;
}

/** The date the page is read on, in the newsroom's zone (see `dayLabels`). */
export function useReadDay(): DayLabels {
  return dayLabels(useContext(BuildDayContext), useReadTime());
}
