/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { prepareContent } from "../../src/model/prepareContent";
import { scaleHeadlines, writeScaledContent } from "../../scripts/benchContent";
import { readContentFolder } from "../support/content";

const CONTENT_DIR = path.join(__dirname, "..", "..", "content");

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
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-content-")), "content");
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
