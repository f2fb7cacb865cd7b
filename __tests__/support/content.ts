import fs from "fs";
import path from "path";
import { fillContentFacts } from "../../src/model/contentFacts";

const CONTENT_DIR = path.join(__dirname, "..", "..", "content");

/**
 * Reads a content file as pages receive it from GraphQL: minus its `$schema` pointer, with the
 * fact placeholders of its prose (`{foundingYear}`, …) filled in as the build does.
 */
export function readContent<T = Record<string, unknown>>(relativePath: string): T {
  const filled = fillContentFacts(readAllContent())[relativePath];
  if (filled === undefined) throw new Error(`content/${relativePath} is not a content file`);
  const { $schema: _schema, ...data } = filled as Record<string, unknown>;
  return data as T;
}

/** Every content file, keyed by path under `content/`, as editors wrote it and the validator receives it. */
export function readAllContent(): Record<string, unknown> {
  const files = [
    "site.json",
    "home.json",
    "ui.json",
    "categories.json",
    "headlines.json",
    "faq.json",
    "partners.json",
    "pages/privacy.json",
    "pages/terms.json",
  ];
  return Object.fromEntries(
    files.map((file) => [file, JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"))]),
  );
}

/** One content file as its editor wrote it (placeholders unfilled), minus its `$schema` pointer. */
export function readRawContent<T = Record<string, unknown>>(relativePath: string): T {
  const raw = readAllContent()[relativePath];
  if (raw === undefined) throw new Error(`content/${relativePath} is not a content file`);
  const { $schema: _schema, ...data } = raw as Record<string, unknown>;
  return data as T;
}
