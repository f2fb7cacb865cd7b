import { execFile } from "child_process";
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
  const command = path.join(process.cwd(), "node_modules", "pagefind", "lib", "runner", "bin.cjs");
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
 * The plan of the search indexes, made when Gatsby has built the pages: which pages each index
 * holds. Pagefind reads only the parts of a page marked `data-pagefind-body` (a story, an
 * author, a policy page, the FAQ) with their filters, sort key and meta, never the chrome.
 *
 * The newest `perIndex` stories and every other page are in public/pagefind/, each `perIndex`
 * older stories in an index of their own (public/pagefind-older/1/ and on, src/model/search.ts),
 * so that a first search, and Pagefind's memory, stay bounded at any size of archive.
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
      allStory(sort: [{ publishedAt: DESC }, { slug: ASC }]) {
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
  const plan: SearchIndexPlan = {
    tiers: [
      {
        dir: SEARCH_INDEX_DIR,
        files: listBuiltPages(publicDir).filter((file) => !olderFiles.has(file)),
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
 * folder of links to its pages under `stagingDir`, on the same disk as `public/`. Returns what
 * Pagefind said.
 */
export async function writeSearchIndex({
  publicDir,
  stagingDir,
  planFile,
}: {
  publicDir: string;
  stagingDir: string;
  planFile: string;
}): Promise<string[]> {
  if (!fs.existsSync(planFile)) {
    throw new Error(`${planFile} is missing: run gatsby build first (npm run build runs both)`);
  }
  // Written by planSearchIndex at the end of the same build.
  const plan = JSON.parse(fs.readFileSync(planFile, "utf8")) as SearchIndexPlan;
  // Pagefind adds to the folder it writes: a warm build's indexes start empty, like a cold one's.
  for (const dir of [SEARCH_INDEX_DIR, OLDER_SEARCH_INDEX_DIR]) {
    fs.rmSync(path.join(publicDir, dir), { recursive: true, force: true });
  }
  const said: string[] = [];
  try {
    for (const tier of plan.tiers) {
      const site = path.join(stagingDir, tier.dir);
      linkPages(publicDir, tier.files, site);
      const output = await pagefind(site, path.join(publicDir, tier.dir));
      if (output) said.push(output);
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
  fs.rmSync(planFile);
  return said;
}
