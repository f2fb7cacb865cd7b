// The bench's editor mode (`npm run bench -- --editor [--stories N]`): the shipped content plus N
// generated stories in a folder of their own, Decap's local backend (decap-server) on it, and the
// editor page as the build writes it (Decap's bundle, the previews, the configuration made from
// that content) on a plain static server; then, in Chromium, for the newest month's stories and
// for all stories: the time from opening the list to the newest story's card on screen, the
// tab's JavaScript heap once it shows, and the time from asking the list's search for two words
// of that story's headline (in the other order) to its card.
// Writes bench-results/editor-N.json; main.ts exits 1 when a goal is missed.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumPath } from "../support/browserPath";
import { isPublishedAt } from "../../src/model/schedule";
import { writeEditorFiles } from "../support/editorPage";
import { contentDir } from "../../src/node/contentDir";
import { readStories, writeStoryContent } from "./content";
import { ROOT } from "./support";

/** The goals at 30,000 stories, on the local backend. */
export const EDITOR_GOALS = { newestCardMs: 3_000, heapBytes: 200 * 1024 * 1024 };

/** Bench Chromium's flags (tools/bench/support.ts), with the heap measurable after a GC. */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--js-flags=--expose-gc",
];

/** A collection opened: how many cards it lists, how soon the newest shows, the heap then. */
interface Opened {
  collection: string;
  cards: number;
  newestCardMs: number;
  heapBytes: number;
  /** From asking its search for two words of the newest story's headline to that story's card. */
  searchMs: number;
}

export interface EditorFigures {
  stories: number;
  /** The desk's collection (the newest month's) first, then every story's. */
  opened: Opened[];
  searchWords: string;
  load: string;
}

/** Starts a process and waits until `ready` answers true (or the process ends). */
async function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "ignore",
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  for (let tries = 0; tries < 300; tries += 1) {
    if (exited) throw new Error(`${command} ${args.join(" ")} stopped before it was ready`);
    if (await ready()) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGTERM");
  throw new Error(`${command} ${args.join(" ")} was not ready in 30 s`);
}

const answers = (url: string, init?: RequestInit) => () =>
  fetch(url, init)
    .then(() => true)
    .catch(() => false);

/** The editor page, as the build writes it, for the content in `dir`, using `backendUrl`. */
async function writeEditorSite(site: string, dir: string, backendUrl: string) {
  const config = await writeEditorFiles(site, dir);
  fs.writeFileSync(
    path.join(site, "admin", "config.json"),
    JSON.stringify({ ...config, local_backend: { url: backendUrl } }),
  );
  return config;
}

/** The tab's JavaScript heap in use after a garbage collection, in bytes. */
async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("Performance.enable");
  const { metrics } = await cdp.send("Performance.getMetrics");
  await cdp.detach();
  return metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? Number.NaN;
}

/** Milliseconds from `action` to `card` (an entry's card, by its headline) on screen. */
async function timeToCard(page: Page, action: () => Promise<unknown>, headline: string) {
  const started = performance.now();
  await action();
  await page
    .getByRole("link", { name: headline, exact: false })
    .first()
    .waitFor({ state: "visible", timeout: 600_000 });
  return performance.now() - started;
}

/** Two words of a headline, the last two of four letters or more, in the other order. */
export function twoWordsOf(headline: string): string {
  const words = headline.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4);
  const [first, second] = words.slice(-2);
  if (!first || !second) throw new Error(`"${headline}" has no two words to search for`);
  return `${second} ${first}`;
}

export async function runEditorBench(
  stories: number,
  { port = 9300, backendPort = Number(process.env.CMS_PORT ?? port + 1) } = {},
): Promise<EditorFigures> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-editor-"));
  const children: ChildProcess[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  try {
    const dir = path.join(work, "content");
    writeStoryContent(contentDir, dir, stories);
    // The newest published story: All stories lists what the last build published.
    const newest = readStories(dir)
      .filter((story) => isPublishedAt(story, Date.now()))
      .reduce((a, b) => (Date.parse(b.publishedAt) > Date.parse(a.publishedAt) ? b : a));
    const backend = `http://localhost:${backendPort}/api/v1`;
    const site = path.join(work, "site");
    const config = await writeEditorSite(site, dir, backend);
    // The desk's collection, the newest month's (else every story's), and every story's.
    const every = config.collections.find((each) => each.name === "stories")!;
    const desk =
      config.collections.find((each) => each.folder?.startsWith("content/stories/")) ?? every;
    children.push(
      await start(
        path.join(ROOT, "node_modules", ".bin", "decap-server"),
        [],
        { PORT: String(backendPort), GIT_REPO_DIRECTORY: work, LOG_LEVEL: "error" },
        answers(backend, { method: "POST", body: "{}" }),
      ),
    );
    const origin = `http://localhost:${port}`;
    children.push(
      await start(
        process.execPath,
        ["scripts/serve.mjs", "--port", String(port), "--dir", site, "--no-headers"],
        {},
        answers(`${origin}/admin/`),
      ),
    );

    // Each in a fresh tab, logged in: the collection opened from the list of collections.
    const loggedIn = async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${origin}/admin/`);
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByRole("link", { name: desk.label, exact: true }).waitFor();
      return page;
    };
    const words = twoWordsOf(newest.headline);
    const opened: Opened[] = [];
    for (const collection of new Set([desk, every])) {
      const page = await loggedIn();
      const link = page.getByRole("link", { name: collection.label, exact: true });
      const newestCardMs = await timeToCard(page, () => link.click(), newest.headline);
      const cards = page.locator(`a[href^="#/collections/${collection.name}/entries/"]`);
      const figures = { cards: await cards.count(), newestCardMs, heapBytes: await heapUsed(page) };
      await page.close();
      // Searched in a fresh tab, by the address the search box leads to.
      const searchPage = await loggedIn();
      const searchMs = await timeToCard(
        searchPage,
        () =>
          searchPage.evaluate(
            ([name, term]) => (location.hash = `#/collections/${name}/search/${term}`),
            [collection.name, encodeURIComponent(words)],
          ),
        newest.headline,
      );
      await searchPage.close();
      opened.push({ collection: collection.label, ...figures, searchMs });
      // As measured: a run that times out on All stories still gives the month's figures.
      console.log(JSON.stringify(opened.at(-1)));
    }
    return {
      stories,
      opened,
      searchWords: words,
      load: os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(" "),
    };
  } finally {
    await browser.close();
    for (const child of children) child.kill("SIGTERM");
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Prints the figures against the goals and writes them down; true when the goals are met. */
export function reportEditorBench(figures: EditorFigures, resultsDir: string): boolean {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows = [
    ["stories", String(figures.stories), ""],
    ...figures.opened.flatMap(({ collection, cards, newestCardMs, heapBytes, searchMs }) => [
      [
        `${collection} (${cards} cards): newest card`,
        s(newestCardMs),
        `≤ ${s(EDITOR_GOALS.newestCardMs)}`,
      ],
      [`${collection}: JS heap`, mb(heapBytes), `< ${mb(EDITOR_GOALS.heapBytes)}`],
      [`${collection}: search "${figures.searchWords}"`, s(searchMs), ""],
    ]),
    ["load average (1/5/15 min)", figures.load, ""],
  ];
  for (const [name, value, goal] of rows)
    console.log(`${name!.padEnd(56)} ${value!.padEnd(24)} ${goal}`);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, `editor-${figures.stories}.json`),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  // The goals are the desk's: opening every story's collection is measured, not promised.
  const [desk] = figures.opened;
  return (
    desk!.newestCardMs <= EDITOR_GOALS.newestCardMs && desk!.heapBytes < EDITOR_GOALS.heapBytes
  );
}
