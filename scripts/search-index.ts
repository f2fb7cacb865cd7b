// The second step of `npm run build`: the search indexes, made by Pagefind from the pages
// `gatsby build` wrote, as its plan says (src/node/searchIndex.ts). A step of its own, after
// Gatsby has ended, so that a build never holds Gatsby's memory and Pagefind's at once.
import path from "path";
import { SEARCH_INDEX_DIGESTS, SEARCH_INDEX_PLAN, writeSearchIndex } from "../src/node/searchIndex";

const root = path.join(__dirname, "..");
const started = performance.now();
writeSearchIndex({
  publicDir: path.join(root, "public"),
  stagingDir: path.join(root, ".cache", "search-pages"),
  planFile: path.join(root, SEARCH_INDEX_PLAN),
  digestFile: path.join(root, SEARCH_INDEX_DIGESTS),
}).then(
  (said) => {
    for (const line of said) console.log(line);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`success Indexing the pages for search (Pagefind) - ${seconds}s`);
  },
  (error: unknown) => {
    console.error(`error ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
