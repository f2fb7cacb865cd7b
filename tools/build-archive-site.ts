// Builds the site a year into the newsroom's archive for the browser tests of the archive pages
// (e2e/archive.spec.ts) and of live coverage (e2e/live.spec.ts): the tests' own content
// (__tests__/fixtures/content, which holds a live story) plus generated stories, enough for
// sections, topics and authors of several pages and for a search index of older stories, into
// e2e-archive-site/ (served beside public/). The tests of every other page run on the site
// `tools/content-path.ts --variants` then builds into public/.
// Usage: tsx tools/build-archive-site.ts [--stories 2400]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { writeStoryContent } from "./bench/content";
import { PUBLIC_DIR, ROOT } from "./bench/support";

const ARCHIVE_SITE_DIR = path.join(ROOT, "e2e-archive-site");
const ARCHIVE_SEARCH_INDEX_STORIES = 500;

const { values } = parseArgs({ options: { stories: { type: "string", default: "2400" } } });
const count = Number.parseInt(values.stories, 10);

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "detroit-herald-archive-"));
const contentDir = path.join(tempDir, "content");
try {
  writeStoryContent(path.join(ROOT, "__tests__", "fixtures", "content"), contentDir, count);
  const build = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      GATSBY_TELEMETRY_DISABLED: "1",
      // 500 stories a search index, so the older stories get indexes of their own.
      SEARCH_INDEX_STORIES: String(ARCHIVE_SEARCH_INDEX_STORIES),
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.rmSync(ARCHIVE_SITE_DIR, { recursive: true, force: true });
  fs.renameSync(PUBLIC_DIR, ARCHIVE_SITE_DIR);
  // The tests read what they expect from the content the site was built of.
  fs.cpSync(contentDir, path.join(ARCHIVE_SITE_DIR, ".content"), { recursive: true });
  // Gatsby's cache still holds this content folder's files: the next build starts clean.
  fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
} finally {
  fs.rmSync(tempDir, { recursive: true, force: true });
}
