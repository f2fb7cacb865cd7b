import { execFile } from "child_process";
import fs from "fs";
import path from "path";
import { promisify } from "util";
import type { CreatePagesArgs, Reporter } from "gatsby";
import { OLDER_SEARCH_INDEX_DIR, SEARCH_INDEX_DIR } from "../model/pageIds";
import { searchIndexTiers } from "../model/search";
import { listBuiltPages } from "./builtPages";

const run = promisify(execFile);

interface SearchIndexData {
  allStory: { nodes: { path: string }[] };
}

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

/**
 * The search index, made by Pagefind from the built pages: only the parts of a page marked
 * `data-pagefind-body` (a story, an author, a policy page, the FAQ) with their filters, sort key
 * and meta, never the chrome. Pagefind's own command (from its npm package, with its binary)
 * runs it: every build, in CI, `npm start` and the bench alike, has a current index.
 *
 * The newest `perIndex` stories and every other page are in public/pagefind/, each `perIndex`
 * older stories in an index of their own (public/pagefind-older/1/ and on, src/model/search.ts),
 * so that a first search, and Pagefind's memory, stay bounded at any size of archive. Each index
 * is made from a folder of links to its pages under `stagingDir`, on the same disk as `public/`.
 */
export async function writeSearchIndex({
  graphql,
  reporter,
  publicDir,
  stagingDir,
  perIndex,
}: {
  graphql: CreatePagesArgs["graphql"];
  reporter: Reporter;
  publicDir: string;
  stagingDir: string;
  perIndex: number;
}): Promise<void> {
  const activity = reporter.activityTimer("Indexing the pages for search (Pagefind)");
  activity.start();
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
    activity.panic("Could not read the stories to index for search", result.errors);
    return;
  }
  const [, ...older] = searchIndexTiers(result.data.allStory.nodes, perIndex);
  const olderFiles = new Set(
    older.flatMap((tier) => tier.stories.map((story) => fileOf(story.path))),
  );
  const pages = listBuiltPages(publicDir);
  // Pagefind adds to the folder it writes: a warm build's indexes start empty, like a cold one's.
  for (const dir of [SEARCH_INDEX_DIR, OLDER_SEARCH_INDEX_DIR]) {
    fs.rmSync(path.join(publicDir, dir), { recursive: true, force: true });
  }
  const tiers = [
    { dir: SEARCH_INDEX_DIR, files: pages.filter((file) => !olderFiles.has(file)) },
    ...older.map((tier) => ({
      dir: tier.dir,
      files: tier.stories.map((story) => fileOf(story.path)),
    })),
  ];
  try {
    for (const tier of tiers) {
      const site = path.join(stagingDir, tier.dir);
      linkPages(publicDir, tier.files, site);
      const output = await pagefind(site, path.join(publicDir, tier.dir));
      if (output) reporter.info(output);
    }
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    activity.panic(
      `Pagefind could not index the site for search: ${stderr || stdout || String(error)}`,
    );
  } finally {
    fs.rmSync(stagingDir, { recursive: true, force: true });
  }
  activity.end();
}
