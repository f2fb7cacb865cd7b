/** Dates are shown in the newsroom's time zone, so the server's HTML and the browser agree. */
const TIME_ZONE = "America/Detroit";

const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
});

const shortDate = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
});

const storyDate = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** e.g. "Sunday, November 22, 2026" */
export const formatLongDate = (date: Date): string => longDate.format(date);

/** e.g. "Nov 22, 2026" */
export const formatShortDate = (date: Date): string => shortDate.format(date);

/** e.g. "Nov 21, 3:40 PM" */
export const formatStoryDate = (date: Date): string => storyDate.format(date);

/** The calendar date in the newsroom's zone, for `<time datetime>`, e.g. "2026-11-22". */
export function isoCalendarDate(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
  return parts;
}

/** A calendar date written by an editor (YYYY-MM-DD), e.g. "November 1, 2026". */
export function formatCalendarDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
