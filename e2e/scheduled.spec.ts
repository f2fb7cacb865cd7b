import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { test, expect } from "./support/fixtures";
import { SCHEDULED_STORIES, SITE_DIR, writtenByThisBuild } from "./support/content";
import { storyAddress } from "./support/site";

/** Pictures and fonts hold no text a reader or crawler could find a story by. */
const BINARY = /\.(avif|gif|ico|jpe?g|png|svg|webp|woff2?)$/i;

/**
 * Every file the build published (on the content path, those it wrote), as text: the search
 * index's gzipped files unpacked.
 */
function* publishedTexts(dir: string): Generator<[file: string, text: string]> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* publishedTexts(file);
    else if (!BINARY.test(entry.name) && writtenByThisBuild(file)) {
      const bytes = fs.readFileSync(file);
      const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
      yield [file, (gzipped ? gunzipSync(bytes) : bytes).toString("utf8")];
    }
  }
}

/**
 * A headline as a page, feed or data file holds it whole: an element's text in HTML or XML, a
 * string in JSON. (Within a longer headline it is another story's.)
 */
const writtenForms = (text: string) => [
  `>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}<`,
  `>${text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")}<`,
  JSON.stringify(text),
];

// tools/content-path.ts runs this spec when the content under test holds a scheduled story.
if (SCHEDULED_STORIES.length === 0) {
  throw new Error("No story is scheduled in the content under test: there is nothing to check");
}

test.describe("a scheduled story is published nowhere before its time", () => {
  test("its address answers 404, and no page, feed, sitemap, page-data or search file names it", async ({
    request,
  }) => {
    for (const story of SCHEDULED_STORIES) {
      const response = await request.get(storyAddress(story));
      expect(response.status(), `${storyAddress(story)} before ${story.publishedAt}`).toBe(404);
    }
    const clues = SCHEDULED_STORIES.flatMap((story) => [
      storyAddress(story),
      ...writtenForms(story.headline),
    ]);
    const found: string[] = [];
    for (const [file, text] of publishedTexts(path.resolve(SITE_DIR))) {
      for (const clue of clues) {
        if (text.includes(clue)) found.push(`${path.relative(SITE_DIR, file)} holds "${clue}"`);
      }
    }
    expect(found, "published files that name a scheduled story").toEqual([]);
  });
});
