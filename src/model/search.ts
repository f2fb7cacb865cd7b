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
  };
}

/** The address of a search, holding only what is set. */
export function searchAddress(path: string, state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set("q", state.query);
  if (state.section) params.set("section", state.section);
  if (state.author) params.set("author", state.author);
  if (state.sort === "date") params.set("sort", "date");
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

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
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

/** A filter's values, most results first, then by name, from Pagefind's `filters()` counts. */
export function filterChoices(counts: Record<string, number> | undefined): string[] {
  return Object.entries(counts ?? {})
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([value]) => value);
}
