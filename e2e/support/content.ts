import { fillContentFacts } from "../../src/model/contentFacts";
import type { Author, NewsStory } from "../../src/model/newsStories";
import { readAllContent } from "../../__tests__/support/content";

/**
 * The content as the built pages show it: prose quotes facts such as the founding year by
 * placeholder (`{foundingYear}`), which the build fills in, so tests compare with filled text.
 */
const built = fillContentFacts(readAllContent());

export const FAQ_CONTENT = built["faq.json"] as typeof import("../../content/faq.json");

/** The stories the newsroom wrote, one per file of content/stories/. */
export const STORIES = Object.entries(built)
  .filter(([file]) => file.startsWith("stories/"))
  .map(([, story]) => story as NewsStory);

export const AUTHORS = (built["authors.json"] as { authors: Author[] }).authors;
