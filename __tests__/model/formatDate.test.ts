import {
  calendarDay,
  dayLabels,
  formatCalendarDate,
  formatClockTime,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatStoryDate,
  isoCalendarDate,
} from "../../src/model/formatDate";

// ICU puts a narrow no-break space before AM/PM; readers see a space.
const spaced = (text: string) => text.replace(/\s/gu, " ");

describe("dates in Detroit's time zone, whatever the machine's", () => {
  // 3:40 PM on Nov 21 in Detroit (EST, UTC-5); 8:40 PM in UTC.
  const winterAfternoon = new Date("2026-11-21T20:40:00Z");
  // 9:05 PM on Jul 3 in Detroit (EDT, UTC-4); already Jul 4 in UTC.
  const summerEvening = new Date("2026-07-04T01:05:00Z");

  it("writes a story's date with month, day and time, as in 'Nov 21, 3:40 PM'", () => {
    expect(spaced(formatStoryDate(winterAfternoon))).toBe("Nov 21, 3:40 PM");
    expect(spaced(formatStoryDate(summerEvening))).toBe("Jul 3, 9:05 PM");
    expect(spaced(formatStoryDate(new Date("2026-11-22T05:00:00Z")))).toBe("Nov 22, 12:00 AM");
  });

  it("writes a story page's times in full, with the zone in force that day", () => {
    expect(spaced(formatDateTime(winterAfternoon))).toBe("November 21, 2026 at 3:40 PM EST");
    expect(spaced(formatDateTime(summerEvening))).toBe("July 3, 2026 at 9:05 PM EDT");
  });

  it("writes the weather's update time as a clock time in Detroit", () => {
    expect(spaced(formatClockTime(winterAfternoon))).toBe("3:40 PM");
    expect(spaced(formatClockTime(new Date("2026-07-03T13:05:00Z")))).toBe("9:05 AM");
  });

  it("writes the header's long and short dates on Detroit's calendar day", () => {
    expect(formatLongDate(summerEvening)).toBe("Friday, July 3, 2026");
    expect(formatShortDate(summerEvening)).toBe("Jul 3, 2026");
    expect(formatLongDate(winterAfternoon)).toBe("Saturday, November 21, 2026");
    expect(formatShortDate(winterAfternoon)).toBe("Nov 21, 2026");
  });

  it("gives <time datetime> the calendar date as YYYY-MM-DD", () => {
    expect(isoCalendarDate(summerEvening)).toBe("2026-07-03");
    expect(isoCalendarDate(new Date("2026-01-05T12:00:00Z"))).toBe("2026-01-05");
  });
});

describe("formatCalendarDate: a date an editor wrote", () => {
  it("writes the day the editor meant, not the day before in Detroit", () => {
    expect(formatCalendarDate("2026-11-01")).toBe("November 1, 2026");
    expect(formatCalendarDate("2027-01-01")).toBe("January 1, 2027");
  });
});

describe("calendarDay and dayLabels: the header's date without formatting in the browser", () => {
  const at = (moment: string) => calendarDay(Date.parse(moment));
  const iso = (moment: number) => new Date(moment).toISOString();

  it("bounds a day at Detroit's midnights, in winter and in summer", () => {
    const winter = at("2026-11-22T20:00:00Z");
    expect(winter).toMatchObject({ iso: "2026-11-22", long: "Sunday, November 22, 2026" });
    expect(winter.short).toBe("Nov 22, 2026");
    expect(iso(winter.start)).toBe("2026-11-22T05:00:00.000Z");
    expect(iso(winter.end)).toBe("2026-11-23T05:00:00.000Z");
    const summer = at("2026-07-04T01:05:00Z");
    expect(summer.iso).toBe("2026-07-03");
    expect(iso(summer.start)).toBe("2026-07-03T04:00:00.000Z");
    expect(iso(summer.end)).toBe("2026-07-04T04:00:00.000Z");
  });

  it("gives the days the clocks change their 23 and 25 hours", () => {
    const springForward = at("2026-03-08T17:00:00Z");
    expect(iso(springForward.start)).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(springForward.end)).toBe("2026-03-09T04:00:00.000Z");
    const fallBack = at("2026-11-01T17:00:00Z");
    expect(iso(fallBack.start)).toBe("2026-11-01T04:00:00.000Z");
    expect(iso(fallBack.end)).toBe("2026-11-02T05:00:00.000Z");
  });

  it("keeps the build day's own labels for any moment of that day", () => {
    const day = at("2026-11-22T20:00:00Z");
    expect(dayLabels(day, day.start)).toBe(day);
    expect(dayLabels(day, day.end - 1)).toBe(day);
  });

  it("formats the date a reader reads on once the build's day is over, or before it began", () => {
    const day = at("2026-11-22T20:00:00Z");
    expect(dayLabels(day, day.end)).toEqual({
      iso: "2026-11-23",
      long: "Monday, November 23, 2026",
      short: "Nov 23, 2026",
    });
    expect(dayLabels(day, day.start - 1).iso).toBe("2026-11-21");
  });
});
