import fs from "fs";
import path from "path";
import { fillContentFacts } from "../../src/model/contentFacts";
import type { Author, NewsStory } from "../../src/model/newsStories";
import { contentPaths } from "../../src/node/contentDir";

const CONTENT_DIR = path.join(__dirname, "..", "..", "content");

/**
 * The content as the built pages show it: prose quotes facts such as the founding year by
 * placeholder (`{foundingYear}`), which the build fills in, so tests compare with filled text.
 */
const built = fillContentFacts(
  Object.fromEntries(
    contentPaths(CONTENT_DIR).map((file) => [
      file,
      JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")) as unknown,
    ]),
  ),
);

export const FAQ_CONTENT = built["faq.json"] as typeof import("../../content/faq.json");

/** The stories the newsroom wrote, one per file of content/stories/. */
export const STORIES = Object.entries(built)
  .filter(([file]) => file.startsWith("stories/"))
  .map(([, story]) => story as NewsStory);

export const AUTHORS = (built["authors.json"] as { authors: Author[] }).authors;
