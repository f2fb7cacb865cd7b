/** Dates are shown in the newsroom's time zone, so the server's HTML and the browser agree. */
const TIME_ZONE = "America/Detroit";

/** The site's own locale; an edition's is its language with its numerals pinned (`editionLocale`). */
const SITE_LOCALE = "en-US";

/**
 * A formatter made on first use in each locale, then kept. The first `Intl.DateTimeFormat` with a
 * time zone makes the browser load its locale and time-zone data, tens of milliseconds on a
 * phone: so none is made at module load, where it would lengthen the long task that starts the
 * page's script. `fixedLocale` is for a format that is no reader's language (ISO dates).
 */
function formatter(options: Intl.DateTimeFormatOptions, fixedLocale?: string) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (date: Date, locale = SITE_LOCALE): string => {
    const key = fixedLocale ?? locale;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(key, options);
      formats.set(key, format);
    }
    return format.format(date);
  };
}

const longDate = formatter({
  timeZone: TIME_ZONE,
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
});

const shortDate = formatter({
  timeZone: TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
});

const storyDate = formatter({
  timeZone: TIME_ZONE,
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const dateTime = formatter({
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const clockTime = formatter({
  timeZone: TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

const calendarDate = formatter(
  { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" },
  "en-CA",
);

const editorDate = formatter({
  timeZone: "UTC",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** e.g. "Sunday, November 22, 2026" */
export const formatLongDate = (date: Date, locale?: string): string => longDate(date, locale);

/** e.g. "Nov 22, 2026" */
export const formatShortDate = (date: Date, locale?: string): string => shortDate(date, locale);

/**
 * An edition's locale for dates and numbers: its language with one numbering system pinned, so
 * that the build and every browser write the same digits (`ar-u-nu-latn`: 28, not ٢٨).
 */
export const editionLocale = (language: string, numerals: string): string =>
  `${language}-u-nu-${numerals}`;

/** e.g. "Nov 21, 3:40 PM" */
export const formatStoryDate = (date: Date, locale?: string): string => storyDate(date, locale);

/** e.g. "November 21, 2026 at 3:40 PM EST": a story's own times, with the zone they are in. */
export const formatDateTime = (date: Date, locale?: string): string => dateTime(date, locale);

/** e.g. "2:53 PM" */
export const formatClockTime = (date: Date, locale?: string): string => clockTime(date, locale);

/** The calendar date in the newsroom's zone, for `<time datetime>`, e.g. "2026-11-22". */
export const isoCalendarDate = (date: Date): string => calendarDate(date);

/** The month folder of a moment, `YYYY/MM` in the newsroom's zone, e.g. "2026/11". */
export const monthFolderOf = (dateTime: string): string =>
  isoCalendarDate(new Date(dateTime)).slice(0, 7).replace("-", "/");

/** A calendar date written by an editor (YYYY-MM-DD), e.g. "November 1, 2026". */
export const formatCalendarDate = (isoDate: string): string =>
  editorDate(new Date(`${isoDate}T00:00:00Z`));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The first moment of a calendar date in the newsroom's zone (offsets are whole minutes). */
function startOfDay(isoDate: string): number {
  // No zone is more than 14 hours from UTC: the day starts inside this window, found by halving.
  let before = Date.parse(`${isoDate}T00:00:00Z`) - 14 * HOUR;
  let after = before + 28 * HOUR;
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (isoCalendarDate(new Date(middle)) < isoDate) before = middle;
    else after = middle;
  }
  return after;
}

/** What the header shows for a day: `<time datetime>`, and the long and short dates. */
export interface DayLabels {
  iso: string;
  long: string;
  short: string;
}

/** A moment's calendar day in the newsroom's zone, its labels and where it begins and ends. */
export interface CalendarDay extends DayLabels {
  moment: number;
  /** The labels' locale, for a later day's. */
  locale: string;
  start: number;
  end: number;
}

/** Made at build time for the build's day, so a browser reading the page that day formats none. */
export function calendarDay(moment: number, locale = SITE_LOCALE): CalendarDay {
  const date = new Date(moment);
  const iso = isoCalendarDate(date);
  const next = new Date(Date.parse(`${iso}T12:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
  return {
    moment,
    locale,
    start: startOfDay(iso),
    end: startOfDay(next),
    iso,
    long: formatLongDate(date, locale),
    short: formatShortDate(date, locale),
  };
}

/**
 * The header's date at a moment. Within the build's day it is the build's labels: a browser's
 * first date format loads its locale data, a long task on a phone, which the front page then
 * never pays; on a later day the browser formats the date.
 */
export function dayLabels(day: CalendarDay, moment: number): DayLabels {
  if (moment >= day.start && moment < day.end) return day;
  const date = new Date(moment);
  return {
    iso: isoCalendarDate(date),
    long: formatLongDate(date, day.locale),
    short: formatShortDate(date, day.locale),
  };
}
