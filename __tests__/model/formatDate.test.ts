import {
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
