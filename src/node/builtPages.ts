import fs from "fs";
import path from "path";

/** Folders of Gatsby internals: their HTML files are fragments, never served as pages. */
const NOT_PAGES = new Set(["_gatsby", "~partytown", "page-data"]);

/** Every built page, as its path under `public/` with forward slashes, sorted. */
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
