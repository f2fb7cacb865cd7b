import { useEffect, useState } from "react";
import { type PagefindApi } from "./pagefind";
import { SEARCH_INDEX_DIR } from "../model/pageIds";
import {
  olderSearchIndexes,
  pagefindOptions,
  readSearchAddress,
  searchAddress,
  toSearchResult,
  type PagefindResultData,
  type SearchResult,
  type SearchState,
} from "../model/search";

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

export interface Found {
  query: string;
  results: SearchResult[];
  /** The results not listed yet, whose data Pagefind loads on "more". */
  rest: { data(): Promise<PagefindResultData> }[];
}

const listedFrom = async (results: Found["rest"]) =>
  (await Promise.all(results.slice(0, PAGE_SIZE).map((result) => result.data()))).map(
    toSearchResult,
  );

interface SearchIndexes {
  /** The written stories, and how many each search index holds (src/model/search.ts). */
  storyCount: number;
  storiesPerIndex: number;
  /** Loads Pagefind for an index folder. */
  loadSearch: (indexDir: string) => Promise<PagefindApi>;
}

/**
 * The search page's state: the search in the address (a shared link, a reload, the back button)
 * and the address following it, Pagefind loaded while the reader types, the results of the
 * latest search (a newer keystroke drops an older search's answer), and more of them on demand.
 */
export function useSiteSearch({ storyCount, storiesPerIndex, loadSearch }: SearchIndexes) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [input, setInput] = useState("");
  const [search, setSearch] = useState<SearchState>(NO_SEARCH);
  const [pagefind, setPagefind] = useState<PagefindApi>();
  const [found, setFound] = useState<Found>();
  const [searching, setSearching] = useState(false);

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
    setFound({ ...found, results: [...found.results, ...more], rest: found.rest.slice(PAGE_SIZE) });
  };

  const change = (update: Partial<SearchState>) => setSearch((state) => ({ ...state, ...update }));

  /** What the reader typed, kept as typed; the search takes it as the address would. */
  const type = (text: string) => {
    setInput(text);
    change({ query: readSearchAddress(`?q=${encodeURIComponent(text)}`).query });
  };

  return { failed, input, type, search, change, found, searching, listMore };
}
