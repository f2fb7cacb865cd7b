/**
 * The content model: every JSON file in `content/`, described once as zod schemas. Parsing a file
 * with its schema gives its typed content or its problems; `z.infer` gives the content's TypeScript
 * types; zod's own converter gives the JSON Schema that editors' tools read, and the CMS
 * configuration and the GraphQL types are derived from that JSON Schema (fieldSchema.ts).
 * Each file's spec lies in specs/, written with the helpers of fields.ts; the types they share are
 * in types.ts. Adding a content file is a spec there and one entry in `contentFiles`.
 */
import { monthFolderOf } from "../model/formatDate";
import { authorsSpec } from "./specs/authors";
import { categoriesSpec } from "./specs/categories";
import { editionSpec } from "./specs/editions";
import { faqSpec } from "./specs/faq";
import { headlinesSpec } from "./specs/headlines";
import { homeSpec } from "./specs/home";
import { partnersSpec } from "./specs/partners";
import { policyPageSpec } from "./specs/policyPages";
import { siteSpec } from "./specs/site";
import { storySpec } from "./specs/stories";
import { uiSpec } from "./specs/ui";
import { folderReference, type ContentFileSpec, type ContentOf } from "./types";

/** Every content file. The one list: adding a file to the site is adding it here. */
export const contentFiles = [
  siteSpec,
  homeSpec,
  uiSpec,
  categoriesSpec,
  headlinesSpec,
  faqSpec,
  partnersSpec,
  policyPageSpec,
  authorsSpec,
  storySpec,
  editionSpec,
] as const satisfies readonly ContentFileSpec[];

/** The content of every file, keyed by its path under `content/`; a folder's files as a list. */
export type Content = {
  [F in (typeof contentFiles)[number] as F["path"]]: F extends { folder: string }
    ? ContentOf<F>[]
    : ContentOf<F>;
};

/**
 * Whether a path under `content/` is a file of this spec. A folder's files lie directly in it; a
 * folder of month folders takes its files at any depth, so that the validator names a file in the
 * wrong folder rather than the build missing it.
 */
export function isFileOf(file: ContentFileSpec, relativePath: string): boolean {
  if (!file.folder) return file.path === relativePath;
  if (!relativePath.startsWith(`${file.folder}/`)) return false;
  const parts = relativePath.slice(file.folder.length + 1).split("/");
  return (
    (parts.length === 1 || file.monthFolders !== undefined) &&
    parts.every((part) => part !== "" && !part.startsWith(".")) &&
    parts.at(-1)!.endsWith(".json")
  );
}

/** A file's `$schema` pointer, relative to where its files lie: `../../../schemas/story.schema.json`. */
export function schemaPointer(file: ContentFileSpec): string {
  const depth = file.path.split("/").length - 1 + (file.monthFolders ? 2 : 0);
  return `${"../".repeat(depth) || "./"}schemas/${file.schemaName}.schema.json`;
}

/**
 * Where an item of a folder belongs, under `content/`: named after its key, in the month folder
 * its date asks for, e.g. `stories/2026/11/riverwalk-lighting-plan.json`.
 */
export function folderFilePath(file: ContentFileSpec, item: Record<string, unknown>): string {
  if (!file.folder) throw new Error(`content/${file.path} is not a folder of files`);
  const { key } = folderReference(file.folder);
  const month = file.monthFolders ? `${monthFolderOf(String(item[file.monthFolders]))}/` : "";
  return `${file.folder}/${month}${String(item[key])}.json`;
}

/** The paths among `paths` that are files of this spec, in a stable order. */
export function pathsOf(file: ContentFileSpec, paths: Iterable<string>): string[] {
  return [...paths].filter((relativePath) => isFileOf(file, relativePath)).sort();
}

/** The content file at a path under `content/`, if it is one. */
export function contentFileAt(
  relativePath: string,
  files: readonly ContentFileSpec[] = contentFiles,
): ContentFileSpec | undefined {
  return files.find((file) => isFileOf(file, relativePath));
}
