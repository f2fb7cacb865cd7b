import type { PagefindResultData } from "../model/search";
import { SEARCH_INDEX_DIR } from "../model/pageIds";

/** The part of Pagefind's browser API the search page uses. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    query: string,
    options: Record<string, unknown>,
    debounceMs: number,
  ): Promise<{
    results: { id: string; data(): Promise<PagefindResultData> }[];
  } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

const PAGEFIND_SCRIPT = `/${SEARCH_INDEX_DIR}/pagefind.js`;
let loading: Promise<PagefindApi> | undefined;

/**
 * Pagefind's script, from the index the build wrote: loaded by the search page only, when it
 * opens (no other page fetches search code), and once.
 */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_SCRIPT) as Promise<PagefindApi>).then(
    async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      return pagefind;
    },
  );
  // A failed load (offline, say) may be tried again by the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
