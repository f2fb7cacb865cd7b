import { OLDER_SEARCH_INDEX_DIR, SEARCH_INDEX_DIR } from "./pageIds";
import { decodeEntities } from "./textOfHtml";

/**
 * Search, as far as the site computes it itself: the reader's search in the page's address and
 * back, and Pagefind's results as the search page shows them. Pagefind (run after the build,
 * src/node/searchIndex.ts) indexes, ranks and writes the excerpts.
 */

/** The longest query kept: a pasted megabyte searches its first words, and the address stays short. */
export const MAX_QUERY_LENGTH = 200;

export type SearchSort = "relevance" | "date";

/** What a reader searched for, as the address holds it: `/search/?q=…&section=…&sort=date`. */
export interface SearchState {
  query: string;
  section: string;
  author: string;
  sort: SearchSort;
  /** Older stories too (`older=1`), beyond the newest ones a search starts with. */
  older: boolean;
}

/**
 * How many stories each older search index holds. Pagefind loads a list of every page of an
 * index before its first query (about 8 bytes a page, gzipped: 240 KB at 30,000 stories, about
 * 80 KB at 10,000) and holds every page in memory while it indexes (about 100 KB a page). So a
 * search starts with the newest stories (2,500 to 4,999 of them), and the older ones are in
 * indexes of 2,500 each, searched when the reader asks: a first search stays within its 250 KB,
 * and indexing within a gigabyte, at any size of archive. Every publish makes the newest index
 * again, so its size is part of the time a new story takes to reach readers.
 */
export const SEARCH_INDEX_STORIES = 2_500;

/** The stories an older index holds: SEARCH_INDEX_STORIES (set for tests), else 2,500. */
export function searchIndexStories(setting: string | undefined): number {
  if (setting === undefined || setting === "") return SEARCH_INDEX_STORIES;
  const count = Number(setting);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`SEARCH_INDEX_STORIES is "${setting}", not a whole number above 0`);
  }
  return count;
}

/**
 * The index folders of the older stories, newest first (the order their results are listed
 * in). They are counted from the oldest story: `pagefind-older/1/` holds the oldest `perIndex`,
 * `pagefind-older/2/` the next, and so on, and the newest index keeps from `perIndex` stories
 * to twice that less one. So a new story changes the newest index only, and every `perIndex`
 * stories one older index is added beside the others, which stay as they were.
 */
export function olderSearchIndexes(storyCount: number, perIndex: number): string[] {
  const count = Math.max(0, Math.floor(storyCount / perIndex) - 1);
  return Array.from({ length: count }, (_, index) => `${OLDER_SEARCH_INDEX_DIR}/${count - index}`);
}

/** How many stories the newest index holds, which a search starts with. */
export function newestSearchIndexStories(storyCount: number, perIndex: number): number {
  return storyCount - olderSearchIndexes(storyCount, perIndex).length * perIndex;
}

/**
 * Stories newest first, as the indexes hold them: the newest (`pagefind/`, with every page that
 * is not a story), then each folder of `olderSearchIndexes`, `perIndex` stories each.
 */
export function searchIndexTiers<T>(newestFirst: readonly T[], perIndex: number) {
  const older = olderSearchIndexes(newestFirst.length, perIndex);
  const newest = newestSearchIndexStories(newestFirst.length, perIndex);
  return [
    { dir: SEARCH_INDEX_DIR, stories: newestFirst.slice(0, newest) },
    ...older.map((dir, index) => ({
      dir,
      stories: newestFirst.slice(newest + index * perIndex, newest + (index + 1) * perIndex),
    })),
  ];
}

const single = (value: string | null) => (value ?? "").replace(/\s+/g, " ").trim();

/** The search in an address's query string (`location.search`); anything missing is empty. */
export function readSearchAddress(search: string): SearchState {
  const params = new URLSearchParams(search);
  return {
    query: single(params.get("q")).slice(0, MAX_QUERY_LENGTH),
    section: single(params.get("section")),
    author: single(params.get("author")),
    sort: params.get("sort") === "date" ? "date" : "relevance",
    older: params.get("older") === "1",
  };
}

/** The address of a search, holding only what is set. */
export function searchAddress(path: string, state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set("q", state.query);
  if (state.section) params.set("section", state.section);
  if (state.author) params.set("author", state.author);
  if (state.sort === "date") params.set("sort", "date");
  if (state.older) params.set("older", "1");
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Pagefind's options for a search: its filters and, when asked for, newest first. */
export function pagefindOptions(state: SearchState) {
  const filters: Record<string, string> = {};
  if (state.section) filters.section = state.section;
  if (state.author) filters.author = state.author;
  return state.sort === "date" ? { filters, sort: { date: "desc" } } : { filters };
}

/** A run of an excerpt's text, marked where it matched the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matched words) as runs of plain
 * text: the page renders them as text, so nothing in a story or a query can become markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: excerpt.slice(last, match.index), marked: false });
    parts.push({ text: match[1] ?? "", marked: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: excerpt.slice(last), marked: false });
  return parts
    .map((part) => ({ ...part, text: decodeEntities(part.text.replace(/<[^>]*>/g, "")) }))
    .filter((part) => part.text !== "");
}

/** What Pagefind returns for one result (`result.data()`), as far as the page uses it. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

/** One result as the search page lists it. */
export interface SearchResult {
  url: string;
  title: string;
  /** The story's section, or the kind of page ("About us") for pages that are not stories. */
  section?: string;
  /** The story's publication time, ISO 8601. */
  date?: string;
  excerpt: ExcerptPart[];
}

export function toSearchResult(data: PagefindResultData): SearchResult {
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    section: data.filters?.section?.[0],
    date: data.meta.date,
    excerpt: excerptParts(data.excerpt),
  };
}
