import fs from "fs";
import path from "path";
import { fillContentFacts } from "../model/contentFacts";
import { contentFiles } from "../model/contentSpec";
import { formatProblems, validateContent, type ContentInput } from "../model/validateContent";
import type { HeadlineSettings } from "../model/buildArticles";

/** Thrown when content cannot be used; its message lists every problem for the editor. */
export class ContentError extends Error {
  override name = "ContentError";
}

export interface CategoryContent {
  id: string;
  title: string;
  description: string;
  navLabel: string;
}

/** The validated content, file by file (keyed by path under `content/`), placeholders filled in. */
export interface LoadedContent {
  files: Record<string, Record<string, unknown>>;
  categories: CategoryContent[];
  headlines: HeadlineSettings;
}

/** Turns the parser's character position into the line and column an editor's tool shows. */
function lineAndColumn(source: string, reason: string): string {
  const position = /position (\d+)/.exec(reason)?.[1];
  if (position === undefined) return "";
  const before = source.slice(0, Number(position)).split("\n");
  return ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
}

/** Parses one file; malformed JSON is reported with the file's name and the parser's position. */
function readJson(contentDir: string, relativePath: string): unknown {
  const fullPath = path.join(contentDir, relativePath);
  const source = fs.readFileSync(fullPath, "utf8");
  try {
    return JSON.parse(source) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError(
      `content/${relativePath} is not valid JSON${lineAndColumn(source, reason)}: ${reason}. Check for a missing comma, quote or bracket there.`,
    );
  }
}

export function loadContent(contentDir: string): LoadedContent {
  const input: Record<string, unknown> = {};
  const unreadable: string[] = [];
  for (const file of contentFiles) {
    if (!fs.existsSync(path.join(contentDir, file.path))) continue;
    try {
      input[file.path] = readJson(contentDir, file.path);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      unreadable.push(error.message);
    }
  }
  if (unreadable.length > 0) throw new ContentError(unreadable.join("\n"));

  const problems = validateContent(input as ContentInput);
  if (problems.length > 0) throw new ContentError(formatProblems(problems));

  // Prose quotes facts such as the founding year by placeholder; pages get the filled-in text.
  const files = fillContentFacts(input) as Record<string, Record<string, unknown>>;
  return {
    files,
    categories: (files["categories.json"] as { categories: CategoryContent[] }).categories,
    headlines: files["headlines.json"] as unknown as HeadlineSettings,
  };
}
