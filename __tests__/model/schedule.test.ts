import {
  buildMoment,
  isPublishedAt,
  scheduledHeroProblem,
  splitScheduled,
} from "../../src/model/schedule";

const at = "2026-12-01T09:00:00-05:00";
const moment = Date.parse(at);

describe("scheduled stories", () => {
  it("publishes a story from the very moment of its publishedAt, not a millisecond before", () => {
    expect(isPublishedAt({ publishedAt: at }, moment)).toBe(true);
    expect(isPublishedAt({ publishedAt: at }, moment - 1)).toBe(false);
    expect(isPublishedAt({ publishedAt: at }, moment + 1)).toBe(true);
    // The same moment written in another zone.
    expect(isPublishedAt({ publishedAt: "2026-12-01T14:00:00Z" }, moment)).toBe(true);
  });

  it("splits stories (or stories with their files) into published and scheduled, in order", () => {
    const entries = [
      { file: "a.json", story: { publishedAt: "2026-11-30T09:00:00-05:00" } },
      { file: "b.json", story: { publishedAt: "2026-12-01T09:00:00.001-05:00" } },
      { file: "c.json", story: { publishedAt: at } },
    ];
    const { published, scheduled } = splitScheduled(entries, (entry) => entry.story, moment);
    expect(published.map((entry) => entry.file)).toEqual(["a.json", "c.json"]);
    expect(scheduled.map((entry) => entry.file)).toEqual(["b.json"]);
  });

  it("refuses a hero that leads with a story not out yet, naming it and its time", () => {
    const scheduled = [{ slug: "snow-day", publishedAt: at }];
    expect(scheduledHeroProblem("snow-day", scheduled)).toEqual({
      file: "content/home.json",
      field: "hero.storySlug",
      message: `"snow-day" is scheduled for ${at}; point the hero at it once it is published, or at a published story now`,
    });
    expect(scheduledHeroProblem("other", scheduled)).toBeUndefined();
    expect(scheduledHeroProblem(undefined, scheduled)).toBeUndefined();
  });
});

describe("buildMoment", () => {
  it("is BUILD_TIME when set, else now", () => {
    expect(buildMoment(at, 5)).toBe(moment);
    expect(buildMoment(undefined, 5)).toBe(5);
    expect(buildMoment("", 5)).toBe(5);
  });

  it("says what a moment looks like when BUILD_TIME is not one", () => {
    expect(() => buildMoment("next tuesday", 5)).toThrow(
      'BUILD_TIME is "next tuesday", not a moment such as 2026-12-01T09:00:00-05:00',
    );
  });
});
