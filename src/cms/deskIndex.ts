/**
 * The stories' lists in the editor, from the desk's index (`/admin/stories.json`,
 * src/model/deskIndex.ts) rather than from every story's file: on GitHub, Decap reads a folder
 * with two requests a story, some 60,000 at 30,000 stories, more than an editor may make in an
 * hour. All stories is the index, as of the last publish; a month's list is its folder's listing
 * (so a story saved since, or scheduled, is there), the index giving each story it holds. Without
 * the index (a site not built yet), Decap reads the folders as before.
 */
import {
  DESK_INDEX_FILE,
  storiesWithWords,
  storyAtAddress,
  type DeskIndexStory,
} from "../model/deskIndex";
import type { IndexedCollection, LoadedFile, StoryBackend } from "./storyBackends";

let loaded: Promise<DeskIndexStory[] | null> | undefined;

/** The index, fetched once a visit (the browser revalidates it); null where there is none. */
export function loadDeskIndex(): Promise<DeskIndexStory[] | null> {
  loaded ??= fetch(`/${DESK_INDEX_FILE}`, { credentials: "same-origin" })
    .then((response) => (response.ok ? (response.json() as Promise<DeskIndexStory[]>) : null))
    .catch(() => null);
  return loaded;
}

/**
 * A story of the index as Decap's backends hand over its file: the fields a card, the search and
 * the sort read. Decap opens an entry by reading its file, so an editor never edits these.
 */
const indexedFile = (story: DeskIndexStory, id: string | null = null): LoadedFile => ({
  data: JSON.stringify({
    slug: story.file.replace(/^.*\//, "").replace(/\.json$/, ""),
    headline: story.headline,
    publishedAt: story.publishedAt,
  }),
  file: { path: `content/${story.file}`, id },
});

/** Of Decap's GitHub backend, what a month's list uses: its folder listing and file reader. */
interface GithubApi {
  originRepoURL: string;
  listFiles(
    path: string,
    options: { repoURL: string; depth: number },
  ): Promise<{ path: string; id: string }[]>;
  readFile(path: string, sha: string, options: { repoURL: string }): Promise<string>;
}

/**
 * A folder inside the indexed one (a month's) on GitHub: its files listed, one request, each
 * taken from the index where it holds the story and read from GitHub where it does not (saved
 * since the last publish, or scheduled). Decap would read every file and its last commit, two
 * requests a story, which its list does not show.
 */
async function folderFromIndex(
  api: GithubApi,
  folder: string,
  extension: string,
  depth: number,
  stories: readonly DeskIndexStory[],
): Promise<LoadedFile[]> {
  const indexed = new Map(stories.map((story) => [`content/${story.file}`, story]));
  const repoURL = api.originRepoURL;
  const files = await api.listFiles(folder, { repoURL, depth });
  return Promise.all(
    files
      .filter((file) => file.path.endsWith(`.${extension}`))
      .map(async (file) => {
        const story = indexed.get(file.path);
        if (story) return indexedFile(story, file.id);
        const data = await api.readFile(file.path, file.id, { repoURL });
        return { data, file: { path: file.path, id: file.id } };
      }),
  );
}

/**
 * How many of the newest stories All stories lists: Decap draws a card for every entry it is
 * handed, so a list as long as the archive would hold the editor up (docs/performance.md). A
 * search finds any of the others.
 */
export const LISTED_STORIES = 100;

/**
 * How a backend reads `indexed.folder` from the index (its newest stories for the list; for a
 * search, Decap's whole-folder read, the stories holding the words searched for, which Decap
 * does not pass on but its address holds), the folders inside it (the months) from the index and
 * their listing on GitHub, and every other folder itself.
 */
export function indexedReads(
  backend: StoryBackend,
  indexed: IndexedCollection,
): Pick<StoryBackend, "entriesByFolder" | "allEntriesByFolder"> {
  const read = async (
    folder: string,
    extension: string,
    depth: number,
    whole: boolean,
    ownRead: () => Promise<LoadedFile[]>,
  ): Promise<LoadedFile[]> => {
    const inside = folder.startsWith(`${indexed.folder}/`);
    if (folder !== indexed.folder && !inside) return ownRead();
    const api = (backend as { api?: GithubApi }).api;
    if (inside && !api) return ownRead();
    const stories = await loadDeskIndex();
    if (!stories) return ownRead();
    if (api && inside) return folderFromIndex(api, folder, extension, depth, stories);
    const term = searchedTerm(window.location.hash);
    const listed = !whole
      ? stories.slice(0, LISTED_STORIES)
      : term === undefined
        ? stories
        : storiesWithWords(stories, term);
    return listed.map((story) => indexedFile(story));
  };
  return {
    entriesByFolder: (folder, extension, depth) =>
      read(folder, extension, depth, false, () =>
        backend.entriesByFolder(folder, extension, depth),
      ),
    // A search or a sort reads the whole folder: this way too where the backend has no such call.
    allEntriesByFolder: (folder, extension, depth, pathRegex) =>
      read(folder, extension, depth, true, () =>
        backend.allEntriesByFolder
          ? backend.allEntriesByFolder(folder, extension, depth, pathRegex)
          : backend.entriesByFolder(folder, extension, depth),
      ),
  };
}

/** Decap's address for a search: `#/search/{term}` or `#/collections/{name}/search/{term}`. */
const SEARCH_ROUTE = /^#\/(?:collections\/[^/]+\/)?search\/(.+)$/;

/** What the editor's address searches for, as typed; undefined where it is no search. */
function searchedTerm(hash: string): string | undefined {
  const term = SEARCH_ROUTE.exec(hash)?.[1];
  if (term === undefined) return undefined;
  try {
    return decodeURIComponent(term);
  } catch {
    return term;
  }
}

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
  const typed = searchedTerm(hash);
  if (typed === undefined) return undefined;
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
    if (searchedTerm(hash) === undefined) return;
    void loadDeskIndex().then((stories) => {
      const target = addressSearchTarget(hash, stories ?? [], indexed);
      if (target && window.location.hash === hash) window.location.replace(target);
    });
  };
  window.addEventListener("hashchange", follow);
  follow();
}
