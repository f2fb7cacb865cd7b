import type { PagefindResultData } from "../model/search";
import { SEARCH_INDEX_DIR } from "../model/pageIds";

/** The part of Pagefind's browser API the search page uses. */
export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  /** Loads the index's list of pages and its WebAssembly, before the first search needs them. */
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options: Record<string, unknown>,
    debounceMs: number,
  ): Promise<{
    results: { id: string; data(): Promise<PagefindResultData> }[];
  } | null>;
}

const loading = new Map<string, Promise<PagefindApi>>();

/**
 * Pagefind's script, from an index the build wrote (each index folder has its own copy, so each
 * is a module of its own): loaded by the search page only, when it opens or the reader asks for
 * the older stories (no other page fetches search code), and once.
 */
export function loadPagefind(indexDir: string = SEARCH_INDEX_DIR): Promise<PagefindApi> {
  let api = loading.get(indexDir);
  if (!api) {
    api =
      // Pagefind's script, written by the build, comes untyped; PagefindApi is what the site uses of it.
      (import(/* webpackIgnore: true */ `/${indexDir}/pagefind.js`) as Promise<PagefindApi>).then(
        async (pagefind) => {
          await pagefind.options({ excerptLength: 24 });
          return pagefind;
        },
      );
    loading.set(indexDir, api);
    // A failed load (offline, say) may be tried again by the next search.
    api.catch(() => loading.delete(indexDir));
  }
  return api;
}
