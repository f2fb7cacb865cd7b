// Performance bench (`npm run bench`): reads the flags and runs one mode.
// - default (tools/bench/site.ts): builds the site (cold, then warm, and two generated content
//   sets), runs Lighthouse (mobile, default simulated throttling) on each page, prints the
//   medians and checks the performance budgets; bench-results/latest.json.
// - --stories N (tools/bench/scale.ts): scale mode; bench-results/scale-N.json.
// - --publish (tools/bench/publish.ts): publish mode; bench-results/publish-N.json.
// - --search (tools/bench/search.ts): search mode; bench-results/search-N.json.
// - --editor (tools/bench/editor.ts): the editor's lists on the local backend; editor-N.json.
// - --github (tools/bench/github.ts): the editor's requests to GitHub's API; github-N.json.
// Each exits 1 when a budget or bound is broken.
//
// Usage: npm run bench [-- --runs 3 --port 9300 --skip-build --no-large --no-stories]
//        npm run bench -- --stories 30000   (scale mode only)
//        npm run bench -- --publish [--stories 2000]   (publish mode only)
//        npm run bench -- --search [--stories 30000] [--port 9310]   (search mode only)
//        npm run bench -- --editor [--stories 30000] [--port 9300]   (editor mode only)
//        npm run bench -- --github [--stories 30000] [--port 9300]   (GitHub mode only)
//   --runs N       Lighthouse runs per page (default 3); the table shows medians
//   --pages a,b    only these of the pages (ids: home, faq, partners, privacy, story, live,
//                  section, topic, author, corrections, search, 404, and each edition's front
//                  page and story: es, es-story, ar, ar-story); the bare page is always run
//   --port N       port for the static server (default 9300; search mode: 9310)
//   --skip-build   measure the existing public/ (no builds, no build times, no content-growth check)
//   --no-large     skip the build with 150 headlines per category
//   --no-stories   skip the build with 2,000 generated stories
//   --stories N    scale mode: builds with N generated stories (cold, warm, one story added),
//                  bounds and goals of the archive; no Lighthouse
//   --publish      publish mode: one new story, then one live update, through the content path,
//                  warm, timed; a warm build after a story is taken down against a cold one;
//                  with --stories N, on N generated stories too
//   --search       search mode: the index step's time in a cold build, and each bench query's
//                  first-query bytes and time to results in Chromium; with --stories N, on N
//                  generated stories too
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium (tools/support/browserPath.ts). Never downloads.
import path from "node:path";
import { parseArgs } from "node:util";
import { runPublishBench } from "./publish";
import { runScaleBench } from "./scale";
import { runSearchBench } from "./search";
import { runSiteBench } from "./site";
import { RESULTS_DIR, ROOT } from "./support";

const args = process.argv.slice(2);
const { values: flags } = parseArgs({
  args,
  options: {
    runs: { type: "string", default: "3" },
    pages: { type: "string" },
    port: { type: "string" },
    "skip-build": { type: "boolean", default: false },
    "no-large": { type: "boolean", default: false },
    "no-stories": { type: "boolean", default: false },
    stories: { type: "string" },
    publish: { type: "boolean", default: false },
    search: { type: "boolean", default: false },
    editor: { type: "boolean", default: false },
    github: { type: "boolean", default: false },
  },
});

/** Runs the mode the flags name; resolves with whether its budgets and bounds hold. */
async function main(): Promise<boolean> {
  const count = flags.stories === undefined ? undefined : Number.parseInt(flags.stories, 10);
  if (count !== undefined && !(count >= 0)) {
    throw new Error(`--stories needs a number of stories, not ${flags.stories}`);
  }
  const port = flags.port === undefined ? undefined : Number.parseInt(flags.port, 10);
  if (flags.publish) return runPublishBench(count ?? 0);
  if (flags.search) return runSearchBench(count ?? 0, port);
  if (flags.editor || flags.github) {
    // tsx's loader marks module paths with a query, which esbuild (building the editor's
    // previews) would take into its own binary's path: name the binary before esbuild loads.
    process.env.ESBUILD_BINARY_PATH ??= path.join(
      ROOT,
      "node_modules",
      "esbuild",
      "bin",
      "esbuild",
    );
    if (flags.github) {
      const { runGithubBench } = await import("./github");
      return runGithubBench({ stories: count ?? 2000, port: port ?? 9300 });
    }
    const { reportEditorBench, runEditorBench } = await import("./editor");
    const figures = await runEditorBench(count ?? 0, { port: port ?? 9300 });
    return reportEditorBench(figures, RESULTS_DIR);
  }
  if (count !== undefined) {
    if (count === 0) throw new Error("--stories needs at least one generated story");
    return runScaleBench(count);
  }
  const skipBuild = flags["skip-build"];
  return runSiteBench({
    runs: Math.max(1, Number.parseInt(flags.runs, 10) || 3),
    port: port ?? 9300,
    skipBuild,
    pages: flags.pages?.split(","),
    skipLarge: skipBuild || flags["no-large"],
    skipStories: skipBuild || flags["no-stories"],
    command: `npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}`,
  });
}

// process.exit(undefined) exits 0 whatever process.exitCode says: the exit code is set here.
main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(`\nBench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
