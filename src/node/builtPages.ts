import fs from "fs";
import path from "path";

/**
 * Folders whose HTML files are not readers' pages: Gatsby's internals (fragments, never served
 * as pages) and the content editor (`admin`, Decap CMS's page, with a policy of its own).
 */
const NOT_PAGES = new Set(["_gatsby", "~partytown", "page-data", "admin"]);

/** Every page built for readers, as its path under `public/` with forward slashes, sorted. */
export function listBuiltPages(publicDir: string, folder = ""): string[] {
  return fs
    .readdirSync(path.join(publicDir, folder), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = folder === "" ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        return NOT_PAGES.has(relative) ? [] : listBuiltPages(publicDir, relative);
      }
      return entry.name.endsWith(".html") ? [relative] : [];
    })
    .sort();
}
