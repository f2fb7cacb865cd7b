import fs from "node:fs";
import path from "node:path";
import { prepareContent } from "../../src/model/prepareContent";
import { formatProblems } from "../../src/model/validateContent";
import { contentDir } from "../../src/node/contentDir";
import { readContentFolder } from "../../__tests__/support/content";

/**
 * Reads a content folder as the built pages show it: checked, without `$schema`, and with the
 * facts prose quotes by placeholder (`{foundingYear}`) filled in, as the build fills them.
 */
export function builtContent(dir: string) {
  const prepared = prepareContent(readContentFolder(dir), {
    fileExists: (file) => fs.existsSync(path.join(dir, file)),
  });
  if (!prepared.ok)
    throw new Error(`${dir} is not valid content:\n${formatProblems(prepared.problems)}`);
  return prepared.content;
}

/**
 * The content the site under test was built from: content/, or CONTENT_DIR as for the build.
 * The browser tests read what they expect from it (names, counts, slugs, copy), so they pass
 * on any valid content an editor writes.
 */
export const CONTENT = builtContent(contentDir);

export const SITE = CONTENT["site.json"];
export const UI = CONTENT["ui.json"];
export const HOME = CONTENT["home.json"];
export const PARTNERS = CONTENT["partners.json"];
export const FAQ_CONTENT = CONTENT["faq.json"];
export const CATEGORIES = CONTENT["categories.json"].categories;
export const HEADLINES = CONTENT["headlines.json"];
export const AUTHORS = CONTENT["authors.json"].authors;
/** The stories the newsroom wrote, one per file of stories/. */
export const STORIES = CONTENT["stories/*.json"];
/** The policy pages, one per file of pages/ (privacy, terms…). */
export const POLICY_PAGES = CONTENT["pages/*.json"];
export const POLICY_PATHS = POLICY_PAGES.map((policy) => `/${policy.id}/`);
