/**
 * "All stories" in the editor, listed and searched from the desk's index (`/admin/stories.json`,
 * src/model/deskIndex.ts) rather than from every story's file: on GitHub, Decap reads a folder
 * with two requests a story, some 60,000 at 30,000 stories, more than an editor may make in an
 * hour. The index is as of the last publish; a story saved since, or scheduled, is in its month's
 * collection, which still reads its folder. Without the index (a site not built yet), Decap reads
 * the folder as before.
 */
import { DESK_INDEX_FILE, storyAtAddress, type DeskIndexStory } from "../model/deskIndex";

/** A file as Decap's backends hand a folder's entries over: its text and where it lies. */
interface LoadedFile {
  data: string;
  file: { path: string; id: string | null };
}

/** The part of a Decap backend (GitHub's, or `npm run cms`'s local one) that reads folders. */
export interface FolderReader {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<LoadedFile[]>;
  allEntriesByFolder?(
    folder: string,
    extension: string,
    depth: number,
    pathRegex?: RegExp,
  ): Promise<LoadedFile[]>;
}

/** Decap's registry entry of a backend: `init` makes the backend the editor talks to. */
export interface RegisteredBackend {
  init(...args: unknown[]): FolderReader;
}

/** The collection listed from the index, and its folder as Decap names it. */
export interface IndexedCollection {
  collection: string;
  folder: string;
}

let loaded: Promise<DeskIndexStory[] | null> | undefined;

/** The index, fetched once a visit (the browser revalidates it); null where there is none. */
export function loadDeskIndex(): Promise<DeskIndexStory[] | null> {
  loaded ??= fetch(`/${DESK_INDEX_FILE}`, { credentials: "same-origin" })
    .then((response) => (response.ok ? (response.json() as Promise<DeskIndexStory[]>) : null))
    .catch(() => null);
  return loaded;
}

/**
 * The index's stories as Decap's entries: the fields a card, the search and the sort read. Decap
 * opens an entry by reading its file, so an editor never edits these.
 */
const asEntries = (stories: readonly DeskIndexStory[]): LoadedFile[] =>
  stories.map((story) => ({
    data: JSON.stringify({
      slug: story.file.replace(/^.*\//, "").replace(/\.json$/, ""),
      headline: story.headline,
      publishedAt: story.publishedAt,
    }),
    file: { path: `content/${story.file}`, id: null },
  }));

/** A backend that reads `indexed.folder` from the index, and every other folder itself. */
function readingFromIndex(backend: FolderReader, indexed: IndexedCollection): FolderReader {
  const read = (folder: string, ownRead: () => Promise<LoadedFile[]>): Promise<LoadedFile[]> =>
    folder === indexed.folder
      ? loadDeskIndex().then((stories) => (stories ? asEntries(stories) : ownRead()))
      : ownRead();
  const overrides: Partial<FolderReader> = {
    entriesByFolder: (folder, extension, depth) =>
      read(folder, () => backend.entriesByFolder(folder, extension, depth)),
    // A search or a sort reads the whole folder: this way too where the backend has no such call.
    allEntriesByFolder: (folder, extension, depth, pathRegex) =>
      read(folder, () =>
        backend.allEntriesByFolder
          ? backend.allEntriesByFolder(folder, extension, depth, pathRegex)
          : backend.entriesByFolder(folder, extension, depth),
      ),
  };
  return new Proxy(backend, {
    get(target, key) {
      if (key in overrides) return overrides[key as keyof FolderReader];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Has Decap's GitHub backend and its local one read `indexed`'s folder from the index. Decap
 * makes its backend through the registry's `init`, so that is where it is wrapped.
 */
export function listFromDeskIndex(
  getBackend: (name: string) => RegisteredBackend | undefined,
  indexed: IndexedCollection,
) {
  for (const name of ["github", "proxy"]) {
    const registered = getBackend(name);
    if (!registered) continue;
    const init = registered.init.bind(registered);
    registered.init = (...args) => readingFromIndex(init(...args), indexed);
  }
}

/** Decap's address for a search: `#/search/{term}` or `#/collections/{name}/search/{term}`. */
const SEARCH_ROUTE = /^#\/(?:collections\/[^/]+\/)?search\/(.+)$/;

/**
 * Where the editor's address should go instead, when a search is for a story's address (pasted
 * from the site): that story's editor, found in the index; or, for an address the index does not
 * hold, a search of `indexed` for its last part, the story's slug. Undefined for any other search.
 */
export function addressSearchTarget(
  hash: string,
  stories: readonly DeskIndexStory[],
  indexed: IndexedCollection,
): string | undefined {
  const term = SEARCH_ROUTE.exec(hash)?.[1];
  if (!term) return undefined;
  let typed: string;
  try {
    typed = decodeURIComponent(term);
  } catch {
    typed = term;
  }
  // A headline's words never hold a slash; an address does (Decap cannot route a search for it).
  if (!typed.includes("/")) return undefined;
  const story = storyAtAddress(stories, typed);
  if (story) {
    const entry = `content/${story.file}`.slice(indexed.folder.length + 1).replace(/\.json$/, "");
    return `#/collections/${indexed.collection}/entries/${entry}`;
  }
  const lastPart = typed.split(/[?#]/)[0]!.split("/").filter(Boolean).pop() ?? "";
  return `#/collections/${indexed.collection}/search/${encodeURIComponent(lastPart)}`;
}

/** Sends a search for a story's address to that story (see `addressSearchTarget`). */
export function openPastedAddresses(indexed: IndexedCollection) {
  const follow = () => {
    const { hash } = window.location;
    if (!SEARCH_ROUTE.test(hash)) return;
    void loadDeskIndex().then((stories) => {
      const target = addressSearchTarget(hash, stories ?? [], indexed);
      if (target && window.location.hash === hash) window.location.replace(target);
    });
  };
  window.addEventListener("hashchange", follow);
  follow();
}
