/** @jest-environment node */
import fs from "fs";
import path from "path";
import { prepareContent } from "../../src/content/prepareContent";
import { monthsIn } from "../../src/node/contentDir";
import {
  addStory,
  addTranslation,
  readStories,
  scaleHeadlines,
  storyFiles,
  writeScaledContent,
  writeStoryContent,
} from "../../tools/bench/content";
import { FIXTURE_CONTENT_DIR as CONTENT_DIR, readContentFolder } from "../support/content";
import { makeTempDir } from "../support/tempDir";

describe("scaleHeadlines", () => {
  const file = {
    articlesPerCategory: 2,
    authors: ["A"],
    headlines: [
      { category: "news", headlines: ["One", "Two"] },
      { category: "sports", headlines: ["Win"] },
      { category: "empty", headlines: [] as string[] },
    ],
  };
  const listOf = (headlines: typeof file.headlines, category: string) =>
    headlines.find((list) => list.category === category)?.headlines;

  it("grows every list to the count with distinct headlines and keeps the other settings", () => {
    const scaled = scaleHeadlines(file, 5);
    expect(scaled.articlesPerCategory).toBe(5);
    expect(scaled.authors).toEqual(["A"]);
    expect(listOf(scaled.headlines, "news")).toEqual([
      "One",
      "Two",
      "One (follow-up 1)",
      "Two (follow-up 1)",
      "One (follow-up 2)",
    ]);
    expect(new Set(listOf(scaled.headlines, "sports")).size).toBe(5);
    expect(listOf(scaled.headlines, "empty")).toEqual([]);
  });

  it("does not change its input", () => {
    scaleHeadlines(file, 5);
    expect(listOf(file.headlines, "news")).toEqual(["One", "Two"]);
  });
});

describe("writeScaledContent", () => {
  it("writes a content folder that validates, with 150 stories per category", () => {
    const dir = path.join(makeTempDir("bench-content"), "content");
    writeScaledContent(CONTENT_DIR, dir, 150);
    const prepared = prepareContent(readContentFolder(dir));
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
    const headlines = prepared.content["headlines.json"];
    expect(headlines.articlesPerCategory).toBe(150);
    for (const category of prepared.content["categories.json"].categories) {
      expect(
        headlines.headlines.find((list) => list.category === category.id)?.headlines,
      ).toHaveLength(150);
    }
    // Every other file is copied unchanged.
    expect(fs.readFileSync(path.join(dir, "faq.json"), "utf8")).toBe(
      fs.readFileSync(path.join(CONTENT_DIR, "faq.json"), "utf8"),
    );
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});

describe("writeStoryContent", () => {
  it("adds 2,000 written stories that validate, over every section, a third with the local picture", () => {
    const dir = path.join(makeTempDir("bench-stories"), "content");
    writeStoryContent(CONTENT_DIR, dir, 2000);
    const prepared = prepareContent(readContentFolder(dir), {
      fileExists: (file) => fs.existsSync(path.join(dir, file)),
    });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems.slice(0, 3)));
    const stories = prepared.content["stories/*.json"];
    const shipped = storyFiles(CONTENT_DIR).length;
    expect(stories).toHaveLength(2000 + shipped);
    // Each in the month folder of its publication, none of them crowded.
    const perMonth = new Map<string, number>();
    for (const file of storyFiles(dir)) {
      expect(file).toMatch(/^stories\/\d{4}\/\d{2}\/[^/]+\.json$/);
      perMonth.set(path.dirname(file), (perMonth.get(path.dirname(file)) ?? 0) + 1);
    }
    expect(perMonth.size).toBeGreaterThan(2);
    expect(Math.max(...perMonth.values())).toBeLessThan(3000);
    // The editor's month collections are named from these folders, newest first.
    const months = [...perMonth.keys()].map((folder) => folder.slice("stories/".length));
    expect(monthsIn(dir)).toEqual({ stories: months.sort().reverse() });
    const sections = new Set(stories.map((story) => story.section));
    expect(sections.size).toBe(prepared.content["categories.json"].categories.length);
    const local = stories.filter((story) => story.image && !story.image.src.startsWith("https://"));
    expect(local.length).toBeGreaterThanOrEqual(Math.floor(2000 / 3));
    expect(stories.filter((story) => story.corrections.length > 0).length).toBeGreaterThanOrEqual(
      40,
    );
    // Every other file is copied unchanged.
    expect(fs.readFileSync(path.join(dir, "home.json"), "utf8")).toBe(
      fs.readFileSync(path.join(CONTENT_DIR, "home.json"), "utf8"),
    );
  });
});

describe("addStory", () => {
  it("adds the newest published story, as a publish does, even when a story is scheduled", () => {
    const dir = makeTempDir("bench-add-story");
    writeStoryContent(CONTENT_DIR, dir, 30);
    const now = Date.parse("2026-11-26T12:00:00Z");
    const scheduled = {
      ...readStories(dir)[0]!,
      slug: "due-tomorrow",
      publishedAt: "2026-11-27T12:00:00Z",
    };
    fs.writeFileSync(
      path.join(dir, "stories", "2026", "11", "due-tomorrow.json"),
      JSON.stringify(scheduled),
    );
    const file = addStory(dir, now);
    const added = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as {
      publishedAt: string;
    };
    const others = readStories(dir).filter(
      (story) => !["bench-one-more-story", "due-tomorrow"].includes(story.slug),
    );
    expect(Date.parse(added.publishedAt)).toBeLessThan(now);
    for (const story of others) {
      expect(Date.parse(added.publishedAt)).toBeGreaterThan(Date.parse(story.publishedAt));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("addTranslation", () => {
  it("adds a translation of a published English story not yet translated, which the content model accepts", () => {
    const dir = makeTempDir("bench-add-translation");
    writeStoryContent(CONTENT_DIR, dir, 30);
    const now = Date.parse("2026-11-26T12:00:00Z");
    const before = readStories(dir);
    const file = addTranslation(dir, "es", now);
    const added = readStories(dir).find((story) => story.slug === "bench-una-traduccion-mas")!;
    expect(file).toMatch(/^stories\/\d{4}\/\d{2}\/bench-una-traduccion-mas\.json$/);
    const original = before.find((story) => story.slug === added.translationOf)!;
    expect(original.language ?? undefined).toBeUndefined();
    expect(original.liveUntil).toBeUndefined();
    expect(added).toMatchObject({ language: "es", section: original.section, corrections: [] });
    expect(Date.parse(added.publishedAt)).toBeGreaterThanOrEqual(Date.parse(original.publishedAt));
    expect(Date.parse(added.publishedAt)).toBeLessThanOrEqual(now);
    // Not a second Spanish translation of a story that has one.
    const translatedBefore = before.filter((story) => story.language === "es");
    expect(translatedBefore.map((story) => story.translationOf)).not.toContain(original.slug);
    const prepared = prepareContent(readContentFolder(dir));
    expect(prepared.ok ? [] : prepared.problems).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
