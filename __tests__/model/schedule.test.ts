import { prepareContent } from "../../src/content/prepareContent";
import {
  buildDay,
  buildMoment,
  isPublishedAt,
  publishedContent,
  scheduledHeroProblem,
  splitScheduled,
} from "../../src/model/schedule";
import { readAllContent } from "../support/content";

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

describe("publishedContent: what a build at a moment publishes", () => {
  const prepared = prepareContent(readAllContent());
  if (!prepared.ok) throw new Error("the fixture content is not valid");
  const fixture = prepared.content;
  const heroSlug = fixture["home.json"].hero.storySlug;
  const notHero = fixture["stories/*.json"].find((story) => story.slug !== heroSlug)!;

  it("keeps every other file, and only the stories out at that moment, in their order", () => {
    const due = Math.max(
      ...fixture["stories/*.json"].map((story) => Date.parse(story.publishedAt)),
    );
    const everything = publishedContent(fixture, due);
    expect(everything.content).toEqual(fixture);
    expect(everything.scheduled).toEqual([]);
    expect(everything.problem).toBeUndefined();

    const later = { ...notHero, publishedAt: new Date(due + 60_000).toISOString() };
    const withLater = {
      ...fixture,
      "stories/*.json": fixture["stories/*.json"].map((story) =>
        story === notHero ? later : story,
      ),
    };
    const atDue = publishedContent(withLater, due);
    expect(atDue.content["stories/*.json"]).toEqual(
      fixture["stories/*.json"].filter((story) => story !== notHero),
    );
    expect(atDue.scheduled).toEqual([later]);
    expect(atDue.content["authors.json"]).toBe(fixture["authors.json"]);
    // A minute on, it is out.
    expect(publishedContent(withLater, due + 60_000).scheduled).toEqual([]);
  });

  it("holds back a live update timed after the moment, like a story", () => {
    const live = fixture["stories/*.json"].find((story) => (story.updates?.length ?? 0) > 1)!;
    const times = live.updates!.map((update) => Date.parse(update.time)).sort((a, b) => a - b);
    const beforeLast = times.at(-1)! - 1;
    const out = publishedContent(fixture, beforeLast).content["stories/*.json"];
    expect(out.find((story) => story.slug === live.slug)?.updates).toHaveLength(times.length - 1);
    expect(publishedContent(fixture, times.at(-1)!).content["stories/*.json"]).toContain(live);
  });

  it("refuses a hero that leads with a story not out yet, in the model's words", () => {
    const hero = fixture["stories/*.json"].find((story) => story.slug === heroSlug)!;
    const moment = Date.parse(hero.publishedAt) - 1;
    const { problem } = publishedContent(fixture, moment);
    expect(problem).toEqual(
      scheduledHeroProblem(heroSlug, [{ slug: hero.slug, publishedAt: hero.publishedAt }]),
    );
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

describe("buildDay", () => {
  const day = (moment: string) => new Date(buildDay(Date.parse(moment))).toISOString();

  it("is the newsroom's calendar date at noon UTC, the same for every moment of that day", () => {
    expect(day("2026-12-01T00:00:00-05:00")).toBe("2026-12-01T12:00:00.000Z");
    expect(day("2026-12-01T23:59:59.999-05:00")).toBe("2026-12-01T12:00:00.000Z");
  });

  it("follows Detroit's date, not UTC's, on either side of midnight there", () => {
    // 03:00 UTC on December 2 is still the evening of December 1 in Detroit.
    expect(day("2026-12-02T03:00:00Z")).toBe("2026-12-01T12:00:00.000Z");
    expect(day("2026-12-02T05:00:00Z")).toBe("2026-12-02T12:00:00.000Z");
    // Summer time: midnight in Detroit is 04:00 UTC.
    expect(day("2026-07-04T03:59:59Z")).toBe("2026-07-03T12:00:00.000Z");
    expect(day("2026-07-04T04:00:00Z")).toBe("2026-07-04T12:00:00.000Z");
  });
});
