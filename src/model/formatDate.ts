/** Dates are shown in the newsroom's time zone, so the server's HTML and the browser agree. */
const TIME_ZONE = "America/Detroit";

/**
 * A formatter made on first use, then kept. The first `Intl.DateTimeFormat` with a time zone
 * makes the browser load its locale and time-zone data, which takes tens of milliseconds on a
 * phone: made at module load, that landed in the one long task that starts the page's script.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date): string => (format ??= new Intl.DateTimeFormat(locale, options)).format(date);
}

const longDate = formatter("en-US", {
  timeZone: TIME_ZONE,
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
});

const shortDate = formatter("en-US", {
  timeZone: TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
});

const storyDate = formatter("en-US", {
  timeZone: TIME_ZONE,
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const dateTime = formatter("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const clockTime = formatter("en-US", {
  timeZone: TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

const calendarDate = formatter("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const editorDate = formatter("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** e.g. "Sunday, November 22, 2026" */
export const formatLongDate = (date: Date): string => longDate(date);

/** e.g. "Nov 22, 2026" */
export const formatShortDate = (date: Date): string => shortDate(date);

/** e.g. "Nov 21, 3:40 PM" */
export const formatStoryDate = (date: Date): string => storyDate(date);

/** e.g. "November 21, 2026 at 3:40 PM EST": a story's own times, with the zone they are in. */
export const formatDateTime = (date: Date): string => dateTime(date);

/** e.g. "2:53 PM" */
export const formatClockTime = (date: Date): string => clockTime(date);

/** The calendar date in the newsroom's zone, for `<time datetime>`, e.g. "2026-11-22". */
export const isoCalendarDate = (date: Date): string => calendarDate(date);

/** The month folder of a moment, `YYYY/MM` in the newsroom's zone, e.g. "2026/11". */
export const monthFolderOf = (dateTime: string): string =>
  isoCalendarDate(new Date(dateTime)).slice(0, 7).replace("-", "/");

/** A calendar date written by an editor (YYYY-MM-DD), e.g. "November 1, 2026". */
export const formatCalendarDate = (isoDate: string): string =>
  editorDate(new Date(`${isoDate}T00:00:00Z`));

/**
 * Makes the formatters the header uses, so the browser loads its date data in a task of its own
 * (while the page's data is on its way) rather than in the middle of hydration.
 */
// Stryker disable next-line BlockStatement: equivalent; it only saves time, every date reads the same
export function prepareDateFormats(): void {
  const now = new Date();
  formatLongDate(now);
  formatShortDate(now);
  isoCalendarDate(now);
}
