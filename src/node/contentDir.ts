import fs from "fs";
import path from "path";
import type { MonthFolders } from "../content/cmsConfig";
import { contentFiles, pathsOf } from "../content/contentFiles";
import type { ContentFileSpec } from "../content/types";
import { parseJsonFile } from "../content/prepareContent";
import { formatProblems, type ContentProblem } from "../content/problems";

/**
 * The folder content is read from: `content/`, or CONTENT_DIR for the benchmark's larger set and
 * the development-server test's copy. gatsby-config watches it; gatsby-node reads only its files,
 * since Gatsby's cache can still hold the files of a folder an earlier run used.
 */
// Gatsby runs in the site's root folder; its bundled config and gatsby-node have no __dirname of
// their own to rely on.
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");

/** The paths under `dir` of every content file there, a folder's files included. */
export function contentPaths(dir: string, files: readonly ContentFileSpec[] = contentFiles) {
  return files.flatMap((spec) => {
    if (!spec.folder) return fs.existsSync(path.join(dir, spec.path)) ? [spec.path] : [];
    const folder = path.join(dir, spec.folder);
    if (!fs.existsSync(folder)) return [];
    // Month folders (content/stories/2026/11/) are read to any depth: pathsOf keeps the files.
    const names = fs.readdirSync(folder, { recursive: spec.monthFolders !== undefined });
    return pathsOf(
      spec,
      names.map((name) => `${spec.folder}/${String(name).split(path.sep).join("/")}`),
    );
  });
}

/** The month folders ("2026/11") that hold files of each folder kept by month, newest first. */
export function monthsIn(
  dir: string,
  files: readonly ContentFileSpec[] = contentFiles,
): MonthFolders {
  return Object.fromEntries(
    files.flatMap(({ folder, monthFolders }, index) => {
      if (!folder || !monthFolders) return [];
      const months = contentPaths(dir, [files[index]!]).map((file) =>
        file.split("/").slice(1, 3).join("/"),
      );
      return [[folder, [...new Set(months)].sort().reverse()]];
    }),
  );
}

interface ContentFiles {
  /** Each content file that is JSON, parsed, by its path under content/. */
  input: Record<string, unknown>;
  /** Files that are not JSON. */
  unreadable: ContentProblem[];
}

/**
 * Every content file under `dir` as it is on disk now, each read and parsed once: the files are
 * the truth. Gatsby's store can still hold the node of a file deleted since a warm build's last
 * run, and in development can show an earlier version of a node made again a moment ago.
 */
export function readContentFiles(dir: string): ContentFiles {
  const input: Record<string, unknown> = {};
  const unreadable: ContentProblem[] = [];
  for (const file of contentPaths(dir)) {
    const parsed = parseJsonFile(file, fs.readFileSync(path.join(dir, file), "utf8"));
    if ("problem" in parsed) unreadable.push(parsed.problem);
    else input[file] = parsed.value;
  }
  return { input, unreadable };
}

/**
 * Every content file of a folder, keyed by path, parsed, as the validator receives it; a file
 * that is not JSON is an error that names it, its line and column.
 */
export function readContentFolder(dir: string): Record<string, unknown> {
  const { input, unreadable } = readContentFiles(dir);
  if (unreadable.length > 0) throw new Error(formatProblems(unreadable));
  return input;
}
