import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { loadPagefind, type PagefindApi } from "../../browser/pagefind";
import { formatDateTime } from "../../model/formatDate";
import { SEARCH_INDEX_DIR } from "../../model/pageIds";
import {
  MAX_QUERY_LENGTH,
  olderSearchIndexes,
  pagefindOptions,
  readSearchAddress,
  searchAddress,
  toSearchResult,
  type PagefindResultData,
  type SearchResult,
  type SearchState,
} from "../../model/search";
import { fillTemplate } from "../../model/templates";
import * as styles from "./SearchPage.module.scss";

export interface SearchCopy {
  title: string;
  label: string;
  button: string;
  sectionFilter: string;
  authorFilter: string;
  anyValue: string;
  sortLabel: string;
  sortRelevance: string;
  sortDate: string;
  searching: string;
  resultCount: string;
  resultCountOne: string;
  noResults: string;
  moreResults: string;
  needsJavaScript: string;
  unavailable: string;
  recentOnly: string;
  searchOlder: string;
}

export interface SearchPageProps {
  copy: SearchCopy;
  /** Every section's archive: the way to a story without search. */
  archives: readonly { title: string; path: string }[];
  /** The filters' values: sections' titles and authors' names, as the pages give them to Pagefind. */
  choices: { sections: readonly string[]; authors: readonly string[] };
  /** The written stories, and how many each search index holds (src/model/search.ts). */
  storyCount: number;
  storiesPerIndex: number;
  /** Loads Pagefind for an index folder; a test passes its own. */
  loadSearch?: (indexDir: string) => Promise<PagefindApi>;
}

/** Results listed at once, and added by each "more" (Pagefind loads each result's data). */
const PAGE_SIZE = 10;
/** Pagefind waits this long after the last keystroke before it searches. */
const DEBOUNCE_MS = 100;

const NO_SEARCH: SearchState = {
  query: "",
  section: "",
  author: "",
  sort: "relevance",
  older: false,
};

interface Found {
  query: string;
  results: SearchResult[];
  /** The results not listed yet, whose data Pagefind loads on "more". */
  rest: { data(): Promise<PagefindResultData> }[];
}

const listedFrom = async (results: Found["rest"]) =>
  (await Promise.all(results.slice(0, PAGE_SIZE).map((result) => result.data()))).map(
    toSearchResult,
  );

function ArchiveLinks({ archives }: Pick<SearchPageProps, "archives">) {
  return (
    <ul className={styles.archives}>
      {archives.map((archive) => (
        <li key={archive.path}>
          <Link to={archive.path}>{archive.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The search page: the reader's words, section, author and order in the address
 * (`/search/?q=…`), Pagefind's results as the site's own list. Without JavaScript the page
 * says so and leads to the sections' archives.
 */
export function SearchPage({
  copy,
  archives,
  choices,
  storyCount,
  storiesPerIndex,
  loadSearch = loadPagefind,
}: SearchPageProps) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [input, setInput] = useState("");
  const [search, setSearch] = useState<SearchState>(NO_SEARCH);
  const [pagefind, setPagefind] = useState<PagefindApi>();
  const [found, setFound] = useState<Found>();
  const [searching, setSearching] = useState(false);

  // The search in the address (a shared link, a reload, the back button), and Pagefind.
  useEffect(() => {
    const fromAddress = () => {
      const state = readSearchAddress(window.location.search);
      setSearch(state);
      setInput(state.query);
    };
    fromAddress();
    setReady(true);
    window.addEventListener("popstate", fromAddress);
    let live = true;
    // The index's list of pages loads while the reader types, not after the last keystroke.
    loadSearch(SEARCH_INDEX_DIR)
      .then(async (api) => {
        await api.init();
        if (live) setPagefind(api);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      window.removeEventListener("popstate", fromAddress);
    };
  }, [loadSearch]);

  // The address follows the search; typing replaces it rather than filling the history.
  useEffect(() => {
    if (!ready) return;
    const address = searchAddress(window.location.pathname, search);
    if (address !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, "", address);
    }
  }, [ready, search]);

  useEffect(() => {
    if (!pagefind) return undefined;
    if (!search.query) {
      setFound(undefined);
      setSearching(false);
      return undefined;
    }
    let live = true;
    setSearching(true);
    const options = pagefindOptions(search);
    const older = search.older ? olderSearchIndexes(storyCount, storiesPerIndex) : [];
    const searches = [
      pagefind.debouncedSearch(search.query, options, DEBOUNCE_MS),
      ...older.map((dir) =>
        loadSearch(dir).then((api) => api.debouncedSearch(search.query, options, DEBOUNCE_MS)),
      ),
    ];
    Promise.all(searches)
      .then(async (responses) => {
        // null: a later keystroke started a newer search.
        if (!live || responses.some((response) => response === null)) return;
        // Each index's results after the newer one's: by date, that is newest first.
        const all = responses.flatMap((response) => response?.results ?? []);
        const results = await listedFrom(all);
        if (!live) return;
        setFound({ query: search.query, results, rest: all.slice(PAGE_SIZE) });
        setSearching(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [pagefind, search, storyCount, storiesPerIndex, loadSearch]);

  const listMore = async () => {
    if (!found) return;
    const more = await listedFrom(found.rest);
    setFound({
      ...found,
      results: [...found.results, ...more],
      rest: found.rest.slice(PAGE_SIZE),
    });
  };

  const change = (update: Partial<SearchState>) => setSearch((state) => ({ ...state, ...update }));
  const statusRef = useRef<HTMLParagraphElement>(null);
  const searchOlder = () => {
    change({ older: true });
    // The button goes: focus moves to the count, which the longer list then updates.
    statusRef.current?.focus();
  };

  if (!ready || failed) {
    return (
      <div className={styles.search}>
        <h1>{copy.title}</h1>
        {/* Hidden by CSS where scripts run, until the search form replaces it. */}
        <div className={failed ? undefined : styles.noScript}>
          <p>{failed ? copy.unavailable : copy.needsJavaScript}</p>
          <ArchiveLinks archives={archives} />
        </div>
      </div>
    );
  }

  const total = found ? found.results.length + found.rest.length : 0;
  let status = "";
  if (searching) status = copy.searching;
  else if (found && total === 0) status = fillTemplate(copy.noResults, { query: found.query });
  else if (found && total === 1) status = fillTemplate(copy.resultCountOne, { query: found.query });
  else if (found) {
    status = fillTemplate(copy.resultCount, { count: String(total), query: found.query });
  }

  return (
    <div className={styles.search}>
      <h1>{copy.title}</h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-query">{copy.label}</label>
        <div className={styles.queryRow}>
          <input
            id="search-query"
            type="search"
            name="q"
            value={input}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setInput(event.target.value);
              change({
                query: readSearchAddress(`?q=${encodeURIComponent(event.target.value)}`).query,
              });
            }}
          />
          <button type="submit">{copy.button}</button>
        </div>
        <div className={styles.filters}>
          <label>
            {copy.sectionFilter}
            <select
              value={search.section}
              onChange={(event) => change({ section: event.target.value })}
            >
              <option value="">{copy.anyValue}</option>
              {choices.sections.map((section) => (
                <option key={section}>{section}</option>
              ))}
            </select>
          </label>
          <label>
            {copy.authorFilter}
            <select
              value={search.author}
              onChange={(event) => change({ author: event.target.value })}
            >
              <option value="">{copy.anyValue}</option>
              {choices.authors.map((author) => (
                <option key={author}>{author}</option>
              ))}
            </select>
          </label>
          <label>
            {copy.sortLabel}
            <select
              value={search.sort}
              onChange={(event) =>
                change({ sort: event.target.value === "date" ? "date" : "relevance" })
              }
            >
              <option value="relevance">{copy.sortRelevance}</option>
              <option value="date">{copy.sortDate}</option>
            </select>
          </label>
        </div>
      </form>
      <p role="status" className={styles.status} ref={statusRef} tabIndex={-1}>
        {status}
      </p>
      {found && found.results.length > 0 && (
        <ol className={styles.results}>
          {found.results.map((result) => (
            <li key={result.url}>
              <h2>
                <Link to={result.url}>{result.title}</Link>
              </h2>
              {(result.section || result.date) && (
                <p className={styles.meta}>
                  {result.section}
                  {result.section && result.date && <span aria-hidden="true"> · </span>}
                  {result.date && (
                    <time dateTime={new Date(result.date).toISOString()}>
                      {formatDateTime(new Date(result.date))}
                    </time>
                  )}
                </p>
              )}
              <p>
                {result.excerpt.map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {found && found.rest.length > 0 && (
        <button type="button" className={styles.more} onClick={() => void listMore()}>
          {copy.moreResults}
        </button>
      )}
      {found && storyCount > storiesPerIndex && !search.older && (
        <div className={styles.older}>
          <p>{fillTemplate(copy.recentOnly, { count: storiesPerIndex.toLocaleString("en-US") })}</p>
          <button type="button" onClick={searchOlder}>
            {copy.searchOlder}
          </button>
        </div>
      )}
    </div>
  );
}
