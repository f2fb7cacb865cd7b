import { execFile } from "child_process";
import fs from "fs";
import path from "path";
import { promisify } from "util";
import type { Reporter } from "gatsby";
import { SEARCH_INDEX_DIR } from "../model/pageIds";

const run = promisify(execFile);

/**
 * The search index, made by Pagefind from the built pages: only the parts of a page marked
 * `data-pagefind-body` (a story, an author, a policy page, the FAQ) with their filters, sort key
 * and meta, never the chrome. Written to public/pagefind/, which /search/ loads on demand.
 * Pagefind's own command (from its npm package, with its binary) runs it: every build, in CI,
 * `npm start` and the bench alike, has a current index.
 */
export async function writeSearchIndex(publicDir: string, reporter: Reporter): Promise<void> {
  const activity = reporter.activityTimer("Indexing the pages for search (Pagefind)");
  activity.start();
  const command = path.join(process.cwd(), "node_modules", "pagefind", "lib", "runner", "bin.cjs");
  // Pagefind adds to the folder it writes: a warm build's index starts empty, like a cold one's.
  fs.rmSync(path.join(publicDir, SEARCH_INDEX_DIR), { recursive: true, force: true });
  try {
    const { stdout } = await run(
      process.execPath,
      [command, "--site", publicDir, "--output-subdir", SEARCH_INDEX_DIR, "--silent"],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    if (stdout.trim()) reporter.info(stdout.trim());
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    activity.panic(
      `Pagefind could not index the site for search: ${stderr || stdout || String(error)}`,
    );
  }
  activity.end();
}
