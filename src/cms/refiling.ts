/**
 * A story re-dated into another month, moved into that month's folder as it is saved: the site
 * keeps each story in the month folder of its date (the build refuses one elsewhere), and Decap
 * saves an entry where it lies. Decap's backends move a file handed over with a `newPath`, in the
 * same commit (on GitHub, the same pull request); `hasSubfolders: false` moves that file alone,
 * where Decap would otherwise move its whole folder (for collections of one entry per folder).
 */
import { monthFolderOf } from "../model/formatDate";
import { loadDeskIndex } from "./deskIndex";
import type { DataFile, IndexedCollection, StoryBackend } from "./storyBackends";

/** Where a story's file belongs by its date, when that is another month's folder than its own. */
export function refiledPath(file: DataFile, indexed: IndexedCollection): string | undefined {
  const prefix = `${indexed.folder}/`;
  if (!file.path.startsWith(prefix)) return undefined;
  const [year, month, name, ...deeper] = file.path.slice(prefix.length).split("/");
  if (!name || deeper.length > 0) return undefined;
  let date: unknown;
  try {
    date = (JSON.parse(file.raw) as Record<string, unknown>)[indexed.dateField];
  } catch {
    return undefined;
  }
  if (typeof date !== "string" || Number.isNaN(Date.parse(date))) return undefined;
  const filed = monthFolderOf(date);
  return filed === `${year}/${month}` ? undefined : `${prefix}${filed}/${name}`;
}

/**
 * How a backend saves a re-dated story into its new month's folder, and opens it there when
 * Decap asks for it where it was: again in this visit (Decap's address keeps the old one), or
 * later, once the desk's index lists it in its new folder.
 */
export function refiledSaves(
  backend: StoryBackend,
  indexed: IndexedCollection,
): Pick<StoryBackend, "persistEntry" | "getEntry"> {
  const moved = new Map<string, string>();
  const prefix = `${indexed.folder}/`;
  /** Where the index says a story that is not at `path` now lies. */
  const movedBefore = async (path: string) => {
    const name = path.slice(path.lastIndexOf("/"));
    const stories = (await loadDeskIndex()) ?? [];
    const story = stories.find(
      (each) => each.file.endsWith(name) && `content/${each.file}` !== path,
    );
    return story && `content/${story.file}`;
  };
  return {
    persistEntry: (entry, options) => {
      // GitHub's backend, saving straight to the branch, moves a file's whole folder with it;
      // the newsroom's saves on GitHub are pull requests (publish_mode: editorial_workflow).
      const onGithub = (backend as { api?: unknown }).api !== undefined;
      if (onGithub && !options.useWorkflow) return backend.persistEntry(entry, options);
      const dataFiles = entry.dataFiles.map((file) => {
        const newPath = refiledPath(file, indexed);
        if (!newPath) return file;
        moved.set(file.path, newPath);
        return { ...file, newPath };
      });
      return backend.persistEntry({ ...entry, dataFiles }, { ...options, hasSubfolders: false });
    },
    getEntry: async (path) => {
      const loaded = await backend.getEntry(moved.get(path) ?? path);
      if (loaded.data || !path.startsWith(prefix)) return loaded;
      const elsewhere = await movedBefore(path);
      return elsewhere ? backend.getEntry(elsewhere) : loaded;
    },
  };
}
