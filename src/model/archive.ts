import { newestFirst, type NewsStory } from "./newsStories";
import { authorPath, correctionsPath, SECTIONS_DIR, TOPICS_DIR } from "./pageIds";
import { fillTemplate } from "./templates";

/**
 * The archive: every written story reachable newest first, a bounded page at a time, by section,
 * topic (a story's tags), author and correction. Pages hold ids only; each page's query then asks
 * for just its stories, so no page grows with the archive.
 */

/** Stories on one archive page: divisible by 2, 3 and 4, so the list fills every grid row. */
export const ARCHIVE_PAGE_SIZE = 24;

/** The address of page `number` of the list whose first page is `firstPage`. */
export const archivePagePath = (firstPage: string, number: number) =>
  number === 1 ? firstPage : `${firstPage}page/${number}/`;

/** The first page of a section's archive; `/{section}/` stays the spec's alias to the front page. */
export const sectionArchivePath = (sectionId: string) => `/${SECTIONS_DIR}/${sectionId}/`;

/**
 * A tag as an address segment: letters and digits, accents dropped, the rest one hyphen.
 * "Eastern Market" and "eastern market" are one topic. Empty when a tag has no letter or digit.
 */
export function topicSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The first page of a topic. */
export const topicPath = (slug: string) => `/${TOPICS_DIR}/${slug}/`;

/** A story's tags as the topics it links to: one per address, none for a tag without letters. */
export function storyTopics(tags: readonly string[]): { name: string; path: string }[] {
  const topics = new Map<string, string>();
  for (const tag of tags) {
    const slug = topicSlug(tag);
    if (slug !== "" && !topics.has(slug)) topics.set(slug, tag);
  }
  return [...topics].map(([slug, name]) => ({ name, path: topicPath(slug) }));
}

/**
 * A topic of a single story is thin: its page stays out of search engines' indexes and the
 * sitemap (readers still reach it from the story), until a second story shares the tag.
 */
export const isThinTopic = (page: Pick<ArchivePage, "total">) => page.total <= 1;

export interface ArchivePage {
  /** 1 for the first page. */
  number: number;
  count: number;
  path: string;
  /** The ids of the page's stories, in the list's order. */
  ids: string[];
  /** How many the whole list holds. */
  total: number;
  /** The first page's address: the list's canonical home, and where page 1 links go. */
  firstPage: string;
}

/**
 * What a list's heading says: its title, and which page of how many when it has several
 * ("Local News: stories, page 3 of 41").
 */
export function archiveHeading(
  title: string,
  page: Pick<ArchivePage, "number" | "count">,
  pageOf: string,
): string {
  return page.count > 1
    ? fillTemplate(pageOf, { title, page: page.number, count: page.count })
    : title;
}

/** What a page of a list gets from createSitePages (Gatsby reserves `path` in a page's context). */
export type ArchivePageContext = Omit<ArchivePage, "path">;

/** A page of a list, made a Gatsby page with the template's own context besides. */
export function archiveSitePage<C extends object>(
  { path, ...page }: ArchivePage,
  component: string,
  context: C,
) {
  return { path, component, context: { ...page, ...context } };
}

/** Splits a list into pages of `size`; an empty list has no page. */
export function paginate(
  ids: readonly string[],
  firstPage: string,
  size = ARCHIVE_PAGE_SIZE,
): ArchivePage[] {
  const count = Math.ceil(ids.length / size);
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    count,
    path: archivePagePath(firstPage, index + 1),
    ids: ids.slice(index * size, (index + 1) * size),
    total: ids.length,
    firstPage,
  }));
}

/**
 * The page numbers a page list shows: the first, the last, and two either side of the current,
 * with `null` for each gap, so the list stays short at page 600 of 1,250.
 */
export function pageList(current: number, count: number, around = 2): (number | null)[] {
  const shown = [
    ...new Set([
      1,
      count,
      ...Array.from({ length: 2 * around + 1 }, (_, i) => current - around + i),
    ]),
  ]
    .filter((number) => number >= 1 && number <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) =>
    index > 0 && number - shown[index - 1]! > 1 ? [null, number] : [number],
  );
}

type ArchiveStory = Pick<NewsStory, "slug" | "section" | "authors" | "tags" | "publishedAt"> & {
  id: string;
  corrections: readonly { date: string }[];
};

export interface Topic {
  slug: string;
  /** The tag as the newest story with it spells it. */
  name: string;
  pages: ArchivePage[];
}

export interface Archives {
  sections: Map<string, ArchivePage[]>;
  topics: Topic[];
  authors: Map<string, ArchivePage[]>;
  corrections: ArchivePage[];
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Every archive of the written stories, in one pass over them newest first: each list is then
 * already in order, and building them all stays linear in stories.
 */
export function buildArchives(stories: readonly ArchiveStory[]): Archives {
  const bySection = new Map<string, string[]>();
  const byAuthor = new Map<string, string[]>();
  const byTopic = new Map<string, string[]>();
  const topicNames = new Map<string, string>();
  for (const story of newestFirst(stories)) {
    push(bySection, story.section, story.id);
    for (const author of new Set(story.authors)) push(byAuthor, author, story.id);
    for (const tag of story.tags) {
      const slug = topicSlug(tag);
      if (slug === "" || byTopic.get(slug)?.at(-1) === story.id) continue;
      if (!topicNames.has(slug)) topicNames.set(slug, tag);
      push(byTopic, slug, story.id);
    }
  }
  // Newest correction first; a story corrected twice is listed once, at its latest correction.
  const latestCorrection = (story: ArchiveStory) =>
    Math.max(...story.corrections.map((correction) => Date.parse(correction.date)));
  const corrected = stories
    .filter((story) => story.corrections.length > 0)
    .map((story) => ({ story, latest: latestCorrection(story) }))
    .sort((a, b) => b.latest - a.latest || a.story.slug.localeCompare(b.story.slug))
    .map(({ story }) => story.id);
  const pagesOf = (lists: Map<string, string[]>, firstPage: (key: string) => string) =>
    new Map([...lists].map(([key, ids]) => [key, paginate(ids, firstPage(key))]));
  return {
    sections: pagesOf(bySection, sectionArchivePath),
    authors: pagesOf(byAuthor, authorPath),
    topics: [...byTopic]
      .map(([slug, ids]) => ({
        slug,
        name: topicNames.get(slug) ?? slug,
        pages: paginate(ids, topicPath(slug)),
      }))
      .sort((a, b) => a.slug.localeCompare(b.slug)),
    // The corrections page exists while there is none yet too, and says so.
    corrections:
      corrected.length > 0
        ? paginate(corrected, correctionsPath())
        : [
            {
              number: 1,
              count: 1,
              path: correctionsPath(),
              ids: [],
              total: 0,
              firstPage: correctionsPath(),
            },
          ],
  };
}
