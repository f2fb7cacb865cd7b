import { execFile } from "child_process";
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { promisify } from "util";
import type { CreatePagesArgs, Reporter } from "gatsby";
import { OLDER_SEARCH_INDEX_DIR, SEARCH_INDEX_DIR } from "../model/pageIds";
import { searchIndexTiers } from "../model/search";
import { listBuiltPages } from "./builtPages";

const run = promisify(execFile);

type SearchIndexData = Queries.SearchIndexStoriesQuery;

/** A page's file under `public/`, from its address. */
const fileOf = (address: string) => `${address.replace(/^\//, "")}index.html`;

/**
 * Gives `dir` the same files as `publicDir` at the same paths, as hard links (no copy of the
 * pages; a copy where the file system cannot link), so Pagefind reads exactly these pages and
 * gives them their addresses.
 */
function linkPages(publicDir: string, files: readonly string[], dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(publicDir, file), target);
    } catch {
      fs.copyFileSync(path.join(publicDir, file), target);
    }
  }
}

async function pagefind(site: string, outputPath: string) {
  const command = path.join(pagefindPackage(), "lib", "runner", "bin.cjs");
  const { stdout } = await run(
    process.execPath,
    [command, "--site", site, "--output-path", outputPath, "--silent"],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.trim();
}

/** What the build leaves for the indexing step: the folder and pages of each index. */
export interface SearchIndexPlan {
  tiers: { dir: string; files: string[] }[];
}

/**
 * Where `gatsby build` leaves the plan of the search indexes, for `scripts/search-index.ts`,
 * which `npm run build` runs next.
 */
export const SEARCH_INDEX_PLAN = path.join(".cache", "search-index-plan.json");

/**
 * Where the indexing step records, for each index it made, a digest of the pages it was made
 * from, kept with Gatsby's cache: an index whose pages are the same is kept, not made again.
 */
export const SEARCH_INDEX_DIGESTS = path.join(".cache", "search-index-digests.json");

/** Pagefind's npm package, whose command makes the indexes. */
const pagefindPackage = () => path.join(process.cwd(), "node_modules", "pagefind");

/**
 * A built page's file as it is now, without reading it: its size and the time it was last
 * written. Gatsby writes only the pages a build changes, so every other page keeps its stamp,
 * and a publish need not read the whole archive's pages to know that its older indexes stand.
 */
function stampOf(publicDir: string, file: string): string {
  const { size, mtimeMs } = fs.statSync(path.join(publicDir, file));
  return `${size} ${mtimeMs}`;
}

/** A digest of an index's pages, their paths and stamps, and of the Pagefind that indexes them. */
function pagesDigest(publicDir: string, files: readonly string[], pagefindVersion: string): string {
  const hash = crypto.createHash("sha256").update(`pagefind ${pagefindVersion}\n`);
  for (const file of files) hash.update(`${file} ${stampOf(publicDir, file)}\n`);
  return hash.digest("hex");
}

/**
 * The plan of the search indexes, made when Gatsby has built the pages: which pages each index
 * holds. Pagefind reads only the parts of a page marked `data-pagefind-body` (a story, an
 * author, a policy page, the FAQ) with their filters, sort key and meta, never the chrome.
 *
 * The newest `perIndex` stories and every other page with a body are in public/pagefind/, each
 * `perIndex` older stories in an index of their own (public/pagefind-older/1/ and on,
 * src/model/search.ts), so that a first search, and Pagefind's memory, stay bounded at any size
 * of archive. The tiers count the site's own stories: the editions' translations, far fewer, are
 * all in the newest index, which Pagefind splits by each page's `<html lang>`.
 */
export async function planSearchIndex({
  graphql,
  reporter,
  publicDir,
  planFile,
  perIndex,
}: {
  graphql: CreatePagesArgs["graphql"];
  reporter: Reporter;
  publicDir: string;
  planFile: string;
  perIndex: number;
}): Promise<void> {
  const result = await graphql<SearchIndexData>(`
    query SearchIndexStories {
      allStory(filter: { language: { eq: null } }, sort: [{ publishedAt: DESC }, { slug: ASC }]) {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the stories to index for search", result.errors);
    return;
  }
  const [, ...older] = searchIndexTiers(result.data.allStory.nodes, perIndex);
  const olderFiles = new Set(
    older.flatMap((tier) => tier.stories.map((story) => fileOf(story.path))),
  );
  // Pagefind indexes only the pages that mark a body once any page does: the others (the front
  // page, every archive and topic page) it would read for nothing, some 5,000 at 30,000 stories.
  const marksBody = (file: string) =>
    fs.readFileSync(path.join(publicDir, file), "utf8").includes("data-pagefind-body");
  const plan: SearchIndexPlan = {
    tiers: [
      {
        dir: SEARCH_INDEX_DIR,
        files: listBuiltPages(publicDir).filter((file) => !olderFiles.has(file) && marksBody(file)),
      },
      ...older.map((tier) => ({
        dir: tier.dir,
        files: tier.stories.map((story) => fileOf(story.path)),
      })),
    ],
  };
  fs.mkdirSync(path.dirname(planFile), { recursive: true });
  fs.writeFileSync(planFile, JSON.stringify(plan));
}

/**
 * The search indexes, made by Pagefind's own command (from its npm package, with its binary)
 * from the built pages, as the plan says: run by `npm run build` after `gatsby build` has ended,
 * so that Gatsby's memory and Pagefind's are never held at once. Each index is made from a
 * folder of links to its pages under `stagingDir`, on the same disk as `public/`.
 *
 * An index whose pages are those it was last made from, unwritten since (`digestFile`), is kept
 * as it is: the older stories' indexes, counted from the oldest, hold the same stories publish
 * after publish, and a warm build then indexes only the newest. Returns what Pagefind said.
 */
export async function writeSearchIndex({
  publicDir,
  stagingDir,
  planFile,
  digestFile,
}: {
  publicDir: string;
  stagingDir: string;
  planFile: string;
  digestFile: string;
}): Promise<string[]> {
  if (!fs.existsSync(planFile)) {
    throw new Error(`${planFile} is missing: run gatsby build first (npm run build runs both)`);
  }
  // Written by planSearchIndex at the end of the same build.
  const plan = JSON.parse(fs.readFileSync(planFile, "utf8")) as SearchIndexPlan;
  // Written by the last run of this step, if the cache kept it.
  const made = (
    fs.existsSync(digestFile) ? JSON.parse(fs.readFileSync(digestFile, "utf8")) : {}
  ) as Record<string, string>;
  // Until this run ends well, no index is known to match its pages.
  fs.rmSync(digestFile, { force: true });
  const digests: Record<string, string> = {};
  // Read when the step runs, not when gatsby-node loads this module for the plan.
  const { version } = JSON.parse(
    fs.readFileSync(path.join(pagefindPackage(), "package.json"), "utf8"),
  ) as { version: string };
  const said: string[] = [];
  try {
    for (const tier of plan.tiers) {
      const output = path.join(publicDir, tier.dir);
      const digest = pagesDigest(publicDir, tier.files, version);
      digests[tier.dir] = digest;
      if (made[tier.dir] === digest && fs.existsSync(path.join(output, "pagefind-entry.json"))) {
        continue;
      }
      // Pagefind adds to the folder it writes: an index made again starts empty.
      fs.rmSync(output, { recursive: true, force: true });
      const site = path.join(stagingDir, tier.dir);
      linkPages(publicDir, tier.files, site);
      const spoken = await pagefind(site, output);
      if (spoken) said.push(spoken);
    }
  } catch (error) {
    // execFile's error carries the command's output.
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(
      `Pagefind could not index the site for search: ${stderr || stdout || String(error)}`,
    );
  } finally {
    fs.rmSync(stagingDir, { recursive: true, force: true });
  }
  removeIndexesNotPlanned(publicDir, plan);
  fs.writeFileSync(digestFile, JSON.stringify(digests));
  fs.rmSync(planFile);
  return said;
}

/** Indexes of older stories the plan no longer has (stories taken down, fewer tiers) go. */
function removeIndexesNotPlanned(publicDir: string, plan: SearchIndexPlan) {
  const planned = new Set(plan.tiers.map((tier) => tier.dir));
  const olderDir = path.join(publicDir, OLDER_SEARCH_INDEX_DIR);
  if (!fs.existsSync(olderDir)) return;
  for (const entry of fs.readdirSync(olderDir)) {
    if (!planned.has(`${OLDER_SEARCH_INDEX_DIR}/${entry}`)) {
      fs.rmSync(path.join(olderDir, entry), { recursive: true, force: true });
    }
  }
  if (fs.readdirSync(olderDir).length === 0) fs.rmSync(olderDir, { recursive: true });
}
