// The bench's search mode (`npm run bench -- --search [--stories N]`): the shipped content (plus
// N generated stories) built cold; the time the build spent on Pagefind's index (from the build's
// log); then, in Chromium against public/ served as a static host does, each query of
// SEARCH_QUERIES typed into /search/ on a fresh page: the bytes the search fetched (Pagefind's
// script, WebAssembly, index and fragments, as sent: gzip) and the time from the last keystroke to
// the results on screen; where the older stories have an index of their own, the same for
// asking for them. Writes bench-results/search-N.json; exits 1 when a query transfers more
// than the budget (bytes are deterministic; time and the index step are printed against goals).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import ui from "../../content/ui.json";
import { chromiumPath } from "../support/browserPath";
import { isInEnglish } from "../../src/model/newsStories";
import { OLDER_SEARCH_INDEX_DIR, SEARCH_INDEX_DIR, searchPath } from "../../src/model/pageIds";
import { readStories, writeStoryContent } from "./content";
import {
  CHROMIUM_FLAGS,
  gatsbyBuild,
  log,
  PUBLIC_DIR,
  RESULTS_DIR,
  ROOT,
  seconds,
  startServer,
  table,
} from "./support";

/** The budgets on a two-core machine, at every archive size. */
const SEARCH_BUDGETS = {
  firstQueryBytes: 250_000, // gzip, as sent; asserted
  resultsMs: 300, // last keystroke to results on screen; printed
  indexStepMs: 60_000, // at 30,000 stories; printed
};

/** The static server's port, unless `--port` says otherwise. */
export const SEARCH_PORT = 9310;
/** Gatsby's line for the index step: `success Indexing the pages for search (Pagefind) - 4.2s`. */
const INDEX_STEP_LINE = /Indexing the pages for search \(Pagefind\) - ([\d.]+)s/;
/** A reader's typing: a key every 120 ms. */
const KEY_DELAY_MS = 120;

/**
 * A word of one shipped English story's body that no other has: a search with one hit. English
 * only: /search/ searches the site's language, an edition's search page its own.
 */
function rareWord(): string {
  const bodies = readStories(path.join(ROOT, "content"))
    .filter(isInEnglish)
    .map((story) => story.body.toLowerCase());
  const wordsOf = (text: string) => new Set(text.match(/[a-z]{8,}/g) ?? []);
  for (const [index, body] of bodies.entries()) {
    const others = wordsOf(bodies.filter((_, other) => other !== index).join(" "));
    const word = [...wordsOf(body)].find((candidate) => !others.has(candidate));
    if (word) return word;
  }
  throw new Error("no shipped story has a word of its own");
}

/** A rare word, and one every generated story (and most shipped ones) holds: the most results. */
const searchQueries = () => [
  { label: "a word one story has", query: rareWord() },
  { label: "a word every story has", query: "council" },
];

/** What the page's init script records, in the page's clock (ms). */
interface SearchTimes {
  lastKeyAt: number;
  resultsAt: number;
  searching: boolean;
}
// The init script adds `__searchBench` to the page's window; Window does not declare it.
type BenchWindow = Window & { __searchBench?: SearchTimes };

interface Measured {
  resultsMs: number;
  listed: number;
  bytes: number;
}

/** Bytes fetched from either search index, from `from` on. */
const indexBytes = async (fetched: readonly Promise<number>[], from = 0) =>
  (await Promise.all(fetched.slice(from))).reduce((total, size) => total + size, 0);

/**
 * Opens /search/ in a fresh context (nothing cached), types the query as a reader does, and
 * measures the bytes fetched from the search index until the results show and the time from the
 * last keystroke to the results on screen (in the page's own clock, as a MutationObserver sees
 * them). Where the older stories have an index of their own, it then asks for them too and
 * measures that search the same way, from the click.
 */
async function measureQuery(
  browser: Browser,
  port: number,
  query: string,
): Promise<Measured & { files: number; older?: Measured }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    const { pathname } = new URL(request.url());
    if ([SEARCH_INDEX_DIR, OLDER_SEARCH_INDEX_DIR].some((dir) => pathname.startsWith(`/${dir}/`))) {
      fetched.push(request.sizes().then((sizes) => sizes.responseBodySize));
    }
  });
  // tsx compiles with esbuild's keepNames, which wraps the script's named functions in __name().
  await page.addInitScript({ content: "globalThis.__name = (target) => target;" });
  await page.addInitScript((wanted) => {
    const bench: SearchTimes = { lastKeyAt: 0, resultsAt: 0, searching: false };
    (window as BenchWindow).__searchBench = bench;
    const status = () => document.querySelector('[role="status"]')?.textContent ?? "";
    // A keystroke changes the query; a click (the older stories) shows "Searching" first, and
    // the results may read as before if the older stories add none.
    const start = (event: Event) => {
      bench.lastKeyAt = performance.now();
      bench.resultsAt = 0;
      bench.searching = event.type === "click";
    };
    document.addEventListener("keydown", start, true);
    document.addEventListener("click", start, true);
    new MutationObserver(() => {
      const now = status();
      if (!now.includes(`“${wanted}”`)) bench.searching = false;
      const listed = document.querySelector("main ol li h2 a");
      if (
        bench.lastKeyAt &&
        !bench.resultsAt &&
        !bench.searching &&
        listed &&
        now.includes(`“${wanted}”`)
      ) {
        bench.resultsAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, query);
  const resultsShown = async () => {
    await page.waitForFunction(
      () => ((window as BenchWindow).__searchBench?.resultsAt ?? 0) > 0,
      undefined,
      { timeout: 60_000 },
    );
    const times = await page.evaluate(() => (window as BenchWindow).__searchBench);
    if (!times) throw new Error("the page lost the bench's script");
    await page.waitForLoadState("networkidle");
    return {
      resultsMs: times.resultsAt - times.lastKeyAt,
      listed: await page.locator("main ol > li").count(),
    };
  };
  await page.goto(`http://localhost:${port}${searchPath()}`);
  const box = page.getByRole("searchbox");
  await box.waitFor();
  // Pagefind loads with the page (its list of pages, while the reader types); the query after.
  await page.waitForLoadState("networkidle");
  await box.click();
  await page.keyboard.type(query, { delay: KEY_DELAY_MS });
  const first = {
    ...(await resultsShown()),
    bytes: await indexBytes(fetched),
    files: fetched.length,
  };
  const olderButton = page.getByRole("button", { name: ui.search.searchOlder });
  let older: Measured | undefined;
  if (await olderButton.isVisible()) {
    const before = fetched.length;
    await olderButton.click();
    older = { ...(await resultsShown()), bytes: await indexBytes(fetched, before) };
  }
  await context.close();
  return { ...first, older };
}

/** Pages in the search indexes: the newest stories' and each older one's (pagefind-older/N/). */
function indexedPages(): number {
  const olderDir = path.join(PUBLIC_DIR, OLDER_SEARCH_INDEX_DIR);
  const older = fs.existsSync(olderDir)
    ? fs.readdirSync(olderDir).map((name) => path.join(OLDER_SEARCH_INDEX_DIR, name))
    : [];
  return [SEARCH_INDEX_DIR, ...older].reduce((total, dir) => {
    const entry = JSON.parse(
      fs.readFileSync(path.join(PUBLIC_DIR, dir, "pagefind-entry.json"), "utf8"),
    ) as { languages: Record<string, { page_count: number }> };
    return (
      total + Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)
    );
  }, 0);
}

export async function runSearchBench(count: number, port = SEARCH_PORT): Promise<boolean> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const id = `search-${count}`;
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "detroit-herald-search-"));
  const contentDir = count > 0 ? path.join(tempDir, "content") : undefined;
  log(`Search: the shipped content plus ${count.toLocaleString("en-US")} generated stories`);
  try {
    if (contentDir) writeStoryContent(path.join(ROOT, "content"), contentDir, count);
    const build = await gatsbyBuild(id, "cold, with the search index", { clean: true, contentDir });
    const buildLog = fs.readFileSync(path.join(RESULTS_DIR, `build-${id}.log`), "utf8");
    const indexSeconds = INDEX_STEP_LINE.exec(buildLog)?.[1];
    if (!indexSeconds) throw new Error(`The build's log has no index step: build-${id}.log`);
    const indexStepMs = Number(indexSeconds) * 1000;
    const pages = indexedPages();

    const server = await startServer(port);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
    const queries: ({ label: string; query: string } & Awaited<ReturnType<typeof measureQuery>>)[] =
      [];
    try {
      for (const { label, query } of searchQueries()) {
        queries.push({ label, query, ...(await measureQuery(browser, port, query)) });
      }
    } finally {
      await browser.close();
      server.kill();
    }

    const withinBytes = queries.every((q) => q.bytes <= SEARCH_BUDGETS.firstQueryBytes);
    const results = {
      stories: count,
      machine: { cpus: os.cpus().length, node: process.version },
      build,
      indexStepMs,
      indexedPages: pages,
      queries,
      budgets: SEARCH_BUDGETS,
      withinBytes,
    };
    fs.writeFileSync(path.join(RESULTS_DIR, `${id}.json`), `${JSON.stringify(results, null, 2)}\n`);
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    log();
    log(
      table(
        ["figure", "value", "goal"],
        [
          ["cold build, index included", seconds(build.elapsed), "-"],
          [`index step (${pages.toLocaleString("en-US")} pages)`, seconds(indexStepMs), "≤ 60 s"],
          ...queries.flatMap((q) => [
            [
              `"${q.query}" (${q.label}): first query, fetched`,
              `${kb(q.bytes)} in ${q.files} files`,
              `≤ ${kb(SEARCH_BUDGETS.firstQueryBytes)}`,
            ],
            [
              `"${q.query}": last keystroke to ${q.listed} results`,
              `${Math.round(q.resultsMs)} ms`,
              `≤ ${SEARCH_BUDGETS.resultsMs} ms`,
            ],
            ...(q.older
              ? [
                  [`"${q.query}": older stories too, fetched`, kb(q.older.bytes), "-"],
                  [
                    `"${q.query}": click to ${q.older.listed} results`,
                    `${Math.round(q.older.resultsMs)} ms`,
                    "-",
                  ],
                ]
              : []),
          ]),
        ],
      ),
    );
    if (!withinBytes) log("OVER BUDGET: a first query fetched more than 250 KB.");
    log(`\nFigures: bench-results/${id}.json. public/ now holds this build.`);
    return withinBytes;
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}
