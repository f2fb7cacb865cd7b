import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import {
  AUTHORS_DIR,
  CORRECTIONS_ID,
  OLDER_SEARCH_INDEX_DIR,
  SEARCH_INDEX_DIR,
  SECTIONS_DIR,
  TOPICS_DIR,
} from "../src/model/pageIds";
import { isBuildInternal } from "./siteSize";

/**
 * What one publish changes in the published output: the files a host that uploads only changed
 * files would receive, by kind, so a change that touches every page of a kind shows by name.
 */

/** Kinds of published file, in the order the bench prints them. */
export const PUBLISHED_KINDS = [
  "story HTML",
  "archive pages",
  "other HTML",
  "page-data",
  "search index",
  "JS",
  "CSS",
  "other",
] as const;

export type PublishedKind = (typeof PUBLISHED_KINDS)[number];

/** Archive folders: pages that list stories (sections, topics, authors, corrections). */
const ARCHIVE_DIRS = new Set([SECTIONS_DIR, TOPICS_DIR, AUTHORS_DIR, CORRECTIONS_ID]);

/** The kind of a published file, by its path under `public/` (`/`-separated). */
export function publishedKind(file: string): PublishedKind {
  const [first = "", ...rest] = file.split("/");
  if (first === SEARCH_INDEX_DIR || first === OLDER_SEARCH_INDEX_DIR) return "search index";
  if (first === "page-data") return "page-data";
  if (file.endsWith(".html")) {
    if (ARCHIVE_DIRS.has(first)) return "archive pages";
    // A story lives at /<section>/<slug>/: two folders deep, outside the archive folders.
    return rest.length === 2 ? "story HTML" : "other HTML";
  }
  if (file.endsWith(".js")) return "JS";
  if (file.endsWith(".css")) return "CSS";
  return "other";
}

export interface PublishedFile {
  sha256: string;
  bytes: number;
}

/** Every published file under `dir` with its digest and size, by `/`-separated relative path. */
export function publishedFiles(dir: string): Map<string, PublishedFile> {
  const files = new Map<string, PublishedFile>();
  const walk = (prefix: string) => {
    for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (!isBuildInternal(entry.name)) {
        const bytes = fs.readFileSync(path.join(dir, relative));
        files.set(relative, {
          sha256: createHash("sha256").update(bytes).digest("hex"),
          bytes: bytes.length,
        });
      }
    }
  };
  walk("");
  return files;
}

export interface KindDelta {
  files: number;
  bytes: number;
}

export interface PublishDelta {
  /** Files new or changed in `after` and their bytes: what an upload of changes sends. */
  uploaded: KindDelta;
  /** Files `after` no longer has. */
  removed: number;
  byKind: Record<PublishedKind, KindDelta>;
  /** A few changed files of each kind, to name them. */
  examples: Record<PublishedKind, string[]>;
}

const EXAMPLES = 3;

/** What differs from one build's published files to the next's. */
export function publishDelta(
  before: ReadonlyMap<string, PublishedFile>,
  after: ReadonlyMap<string, PublishedFile>,
): PublishDelta {
  // Object.fromEntries types its keys as string; PUBLISHED_KINDS gives each kind one.
  const byKind = Object.fromEntries(
    PUBLISHED_KINDS.map((kind) => [kind, { files: 0, bytes: 0 }]),
  ) as Record<PublishedKind, KindDelta>;
  const examples = Object.fromEntries(
    PUBLISHED_KINDS.map((kind): [PublishedKind, string[]] => [kind, []]),
  ) as Record<PublishedKind, string[]>;
  const uploaded = { files: 0, bytes: 0 };
  for (const [file, { sha256, bytes }] of after) {
    if (before.get(file)?.sha256 === sha256) continue;
    const kind = publishedKind(file);
    byKind[kind].files += 1;
    byKind[kind].bytes += bytes;
    if (examples[kind].length < EXAMPLES) examples[kind].push(file);
    uploaded.files += 1;
    uploaded.bytes += bytes;
  }
  const removed = [...before.keys()].filter((file) => !after.has(file)).length;
  return { uploaded, removed, byKind, examples };
}
