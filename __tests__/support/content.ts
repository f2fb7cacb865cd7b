import fs from "fs";
import path from "path";

const CONTENT_DIR = path.join(__dirname, "..", "..", "content");

/** Reads a content file as the editors wrote it, minus its `$schema` pointer. */
export function readContent<T = Record<string, unknown>>(relativePath: string): T {
  const { $schema: _schema, ...data } = JSON.parse(
    fs.readFileSync(path.join(CONTENT_DIR, relativePath), "utf8"),
  ) as Record<string, unknown>;
  return data as T;
}

/** Every content file, keyed by path under `content/`, as the validator receives them. */
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
