import { isInEnglish, newestFirst, type NewsStory } from "./newsStories";
import { authorPath, correctionsPath, sectionArchivePath, topicPath } from "./pageIds";
import { fillTemplate } from "./templates";

/**
 * The archive: every written story reachable newest first, a bounded page at a time, by section,
 * topic (a story's tags), author and correction. Pages hold ids only; each page's query then asks
 * for just its stories, so no page grows with the archive.
 */

/**
 * Stories on one archive page: divisible by 2, 3 and 4, so the list fills every grid row. 48,
 * not 24: every page is two published files (HTML and page data), and at 30,000 stories in four
 * lists each (section, author, two topics) 24 a page made 10,000 of them, past the 100,000 files
 * a host takes with the stories' own (docs/deployment.md).
 */
export const ARCHIVE_PAGE_SIZE = 48;

/**
 * The address of a page of the list whose first page is `firstPage`: the newest page is the
 * list's own address, the others `page/{number}/`, numbered from the oldest.
 */
export const archivePagePath = (firstPage: string, page: Pick<ArchivePage, "number" | "newest">) =>
  page.newest ? firstPage : `${firstPage}page/${page.number}/`;

/**
 * A tag as an address segment: its letters and digits, in any script, lower case and without
 * accents or vowel marks, the rest one hyphen. "Eastern Market" and "eastern market" are one
 * topic, "إيسترن ماركت" another (an address in Arabic letters, as a browser shows it). Empty when
 * a tag has no letter or digit.
 */
export function topicSlug(tag: string): string {
  return tag
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A story's tags as the topics it links to, the site's or its edition's: one per address, none
 * for a tag without letters.
 */
export function storyTopics(
  tags: readonly string[],
  edition?: string,
): { name: string; path: string }[] {
  const topics = new Map<string, string>();
  for (const tag of tags) {
    const slug = topicSlug(tag);
    if (slug !== "" && !topics.has(slug)) topics.set(slug, tag);
  }
  return [...topics].map(([slug, name]) => ({ name, path: topicPath(slug, edition) }));
}

/**
 * A topic of a single story is thin: its page stays out of search engines' indexes and the
 * sitemap (readers still reach it from the story), until a second story shares the tag.
 */
export const isThinTopic = (page: Pick<ArchivePage, "newest" | "ids">) =>
  page.newest && page.ids.length <= 1;

/** Whether a page of a section's or a topic's list is offered to search engines (its Head, the sitemap). */
export const isIndexedArchivePage = (
  page: { kind: string } & Pick<ArchivePage, "newest" | "ids">,
) => !(page.kind === "topic" && isThinTopic(page));

/**
 * A page of a list. Pages are numbered from the oldest: page 1 holds the oldest stories, and a
 * page, once made, keeps its stories and its number however many are published after them. The
 * newest page, at the list's own address, holds the stories no numbered page holds yet (with
 * the page before when those are fewer than a page), so a new story changes the newest page
 * and, when it fills one, the few pages whose links reach the new one.
 */
export interface ArchivePage {
  /** From the oldest, 1; the newest page's is one past the newest numbered page. */
  number: number;
  /** The newest page: the list's own address and canonical home. */
  newest: boolean;
  /**
   * How many numbered pages are newer than this one, counted to 3 at most: what its links
   * need, and no more, so that its data stays as it was while the list grows.
   */
  newer: number;
  path: string;
  /** The ids of the page's stories, in the list's order. */
  ids: string[];
  /** The list's own address, where the newest page is. */
  firstPage: string;
}

/**
 * What a list's heading says: its title on its newest page, and which page elsewhere
 * ("Local News: stories, page 3 from the oldest").
 */
export function archiveHeading(
  title: string,
  page: Pick<ArchivePage, "number" | "newest">,
  pageOf: string,
): string {
  return page.newest ? title : fillTemplate(pageOf, { title, page: page.number });
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

/**
 * Splits a list, newest first, into pages of `size` counted from the oldest (see ArchivePage);
 * an empty list has no page.
 */
export function paginate(
  ids: readonly string[],
  firstPage: string,
  size = ARCHIVE_PAGE_SIZE,
): ArchivePage[] {
  if (ids.length === 0) return [];
  const oldestFirst = [...ids].reverse();
  // The stories past the last full page; the newest page takes a full page more when they are
  // fewer than one (or all of them, in a list of one page or less).
  const numbered = Math.max(0, Math.ceil(ids.length / size) - (ids.length % size === 0 ? 1 : 2));
  const page = (number: number, from: number, to: number): ArchivePage => {
    const newest = number > numbered;
    return {
      number,
      newest,
      newer: Math.min(3, numbered - Math.min(number, numbered)),
      path: archivePagePath(firstPage, { number, newest }),
      ids: oldestFirst.slice(from, to).reverse(),
      firstPage,
    };
  };
  return [
    page(numbered + 1, numbered * size, ids.length),
    ...Array.from({ length: numbered }, (_, index) =>
      page(numbered - index, (numbered - index - 1) * size, (numbered - index) * size),
    ),
  ];
}

/**
 * The page links a page of a list shows, newest first: the newest page ("newest"), two numbered
 * pages either side of this one, and page 1 (the oldest), with `null` for each gap. Only what
 * `newer` says is used, so the list of a page far from the newest never changes.
 */
export function pageList(
  page: Pick<ArchivePage, "number" | "newest" | "newer">,
  around = 2,
): ("newest" | number | null)[] {
  const newer = Math.min(around, page.newer);
  const numbers = [
    ...Array.from({ length: newer }, (_, i) => page.number + newer - i),
    ...(page.newest ? [] : [page.number]),
    ...Array.from({ length: around }, (_, i) => page.number - 1 - i),
  ].filter((number) => number >= 1);
  const bottom = numbers.at(-1) ?? 1;
  return [
    "newest",
    ...(page.newer > around ? [null] : []),
    ...numbers,
    ...(bottom > 2 ? [null, 1] : bottom === 2 ? [1] : []),
  ];
}

type ArchiveStory = Pick<NewsStory, "slug" | "section" | "publishedAt"> & {
  id: string;
  authors: readonly string[];
  tags: readonly string[];
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
 * Every archive of the written stories in one language, the site's or an edition's (`edition`,
 * whose lists are under its address), in one pass over them newest first: each list is then
 * already in order, and building them all stays linear in stories.
 */
export function buildArchives(stories: readonly ArchiveStory[], edition?: string): Archives {
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
  const pagesOf = (
    lists: Map<string, string[]>,
    firstPage: (key: string, edition?: string) => string,
  ) => new Map([...lists].map(([key, ids]) => [key, paginate(ids, firstPage(key, edition))]));
  return {
    sections: pagesOf(bySection, sectionArchivePath),
    authors: pagesOf(byAuthor, authorPath),
    topics: [...byTopic]
      .map(([slug, ids]) => ({
        slug,
        name: topicNames.get(slug) ?? slug,
        pages: paginate(ids, topicPath(slug, edition)),
      }))
      .sort((a, b) => a.slug.localeCompare(b.slug)),
    corrections: correctionPages(stories, edition),
  };
}

/**
 * The corrections page's list: newest correction first, a story corrected twice listed once, at
 * its latest correction. The page exists while there is none yet too, and says so.
 */
function correctionPages(stories: readonly ArchiveStory[], edition?: string): ArchivePage[] {
  const latestCorrection = (story: ArchiveStory) =>
    Math.max(...story.corrections.map((correction) => Date.parse(correction.date)));
  const corrected = stories
    .filter((story) => story.corrections.length > 0)
    .map((story) => ({ story, latest: latestCorrection(story) }))
    .sort((a, b) => b.latest - a.latest || a.story.slug.localeCompare(b.story.slug))
    .map(({ story }) => story.id);
  const firstPage = correctionsPath(edition);
  if (corrected.length > 0) return paginate(corrected, firstPage);
  return [{ number: 1, newest: true, newer: 0, path: firstPage, ids: [], firstPage }];
}

/**
 * The archives of every language the stories are in: the site's own (`edition` undefined), of
 * its stories in English, then each edition's, of its translations.
 */
export function archivesByLanguage(
  stories: readonly (ArchiveStory & { language?: string | null })[],
): { edition?: string; archives: Archives }[] {
  const byLanguage = new Map<string | undefined, ArchiveStory[]>([[undefined, []]]);
  for (const story of stories) {
    push(byLanguage, isInEnglish(story) ? undefined : (story.language ?? undefined), story);
  }
  return [...byLanguage].map(([edition, same]) => ({
    edition,
    archives: buildArchives(same, edition),
  }));
}
