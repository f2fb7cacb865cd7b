/**
 * Decap's backends for the stories, adapted where Decap makes them (its registry's `init`): the
 * lists read from the desk's index (src/cms/deskIndex.ts), and a story re-dated into another
 * month moved into that month's folder as it is saved (src/cms/refiling.ts). Every other call
 * goes to Decap's own backend, GitHub's or `npm run cms`'s local one.
 */
import { indexedReads } from "./deskIndex";
import { refiledSaves } from "./refiling";

/** A file as Decap's backends hand a folder's entries over: its text and where it lies. */
export interface LoadedFile {
  data: string;
  file: { path: string; id: string | null };
}

/** A file as Decap hands it over to be saved: where it is, and where it is to go, if elsewhere. */
export interface DataFile {
  path: string;
  raw: string;
  newPath?: string;
}

/** The part of a Decap backend (GitHub's, or `npm run cms`'s local one) that reads and saves stories. */
export interface StoryBackend {
  getEntry(path: string): Promise<LoadedFile>;
  persistEntry(
    entry: { dataFiles: DataFile[]; assets: unknown[] },
    options: { useWorkflow?: boolean; hasSubfolders?: boolean },
  ): Promise<unknown>;
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
  init(...args: unknown[]): StoryBackend;
}

/** The collection listed from the index, its folder as Decap names it, and the date that files a story. */
export interface IndexedCollection {
  collection: string;
  folder: string;
  /** The field whose month names the story's folder (`publishedAt`). */
  dateField: string;
}

/** Has Decap's GitHub backend and its local one list, search and file stories as said above. */
export function adaptStoryBackends(
  getBackend: (name: string) => RegisteredBackend | undefined,
  indexed: IndexedCollection,
) {
  for (const name of ["github", "proxy"]) {
    const registered = getBackend(name);
    if (!registered) continue;
    const init = registered.init.bind(registered);
    registered.init = (...args) => {
      const backend = init(...args);
      const overrides: Partial<StoryBackend> = {
        ...indexedReads(backend, indexed),
        ...refiledSaves(backend, indexed),
      };
      return new Proxy(backend, {
        get(target, key) {
          if (key in overrides) return overrides[key as keyof StoryBackend];
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    };
  }
}
