#!/usr/bin/env node
// Performance bench: builds the site (cold, then warm), serves public/ as a plain static host
// does, runs Lighthouse (mobile, default simulated throttling) on each page, prints the medians,
// checks the performance budgets, and proves that the home page's first-load weight does not grow
// with the number of stories by also building a content set with 150 headlines per category and
// one with 2,000 written stories (build time and peak memory of every build are reported).
// Writes everything to bench-results/latest.json; exits 1 when a budget is broken.
//
// Usage: npm run bench [-- --runs 3 --port 9300 --skip-build --no-large --no-stories]
//        npm run bench -- --stories 30000   (scale mode only: scripts/benchScale.mjs)
//        npm run bench -- --publish [--stories 2000]   (publish mode only)
//        npm run bench -- --search [--stories 30000]   (search mode only)
//        npm run bench -- --editor [--stories 30000]   (editor mode only: scripts/benchEditor.ts)
//        npm run bench -- --github [--stories 30000]   (the editor's requests to GitHub only)
//   --runs N       Lighthouse runs per page (default 3); the table shows medians
//   --port N       port for the static server (default 9300)
//   --skip-build   measure the existing public/ (no builds, no build times, no content-growth check)
//   --no-large     skip the build with 150 headlines per category
//   --no-stories   skip the build with 2,000 generated stories
//   --stories N    scale mode: builds with N generated stories (cold, warm, one story added),
//                  bounds and goals of the archive; no Lighthouse
//   --publish      publish mode (scripts/benchPublish.mjs): one new story, then one live update,
//                  through the content path, warm, timed; a warm build after a story is taken down against a cold
//                  one; with --stories N, on N generated stories too
//   --github       GitHub mode (scripts/benchGithub.ts): the editor's requests to GitHub's API
//                  for four actions, first and later visit, on N generated stories (default 2,000)
//   --search       search mode (scripts/benchSearch.mjs): the index step's time in a cold build,
//                  and each bench query's first-query bytes and time to results in Chromium;
//                  with --stories N, on N generated stories too
//   --editor       editor mode: Decap's local backend on the content plus N generated stories;
//                  the newest story's card, the tab's heap, and a search by two words (on --port,
//                  the backend on CMS_PORT, else the next port)
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium (e2e/support/browserPath.ts). Never downloads.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { tsImport } from "tsx/esm/api";
import {
  CHROMIUM_FLAGS,
  gatsbyBuild,
  log,
  mb,
  PUBLIC_DIR,
  RESULTS_DIR,
  ROOT,
  seconds,
  startServer,
  table,
} from "./benchSupport.mjs";

const LHR_DIR = path.join(RESULTS_DIR, "lighthouse");

const weight = await tsImport("../src/node/pageWeight.ts", import.meta.url);
const { measureSite } = await tsImport("../src/node/siteSize.ts", import.meta.url);
const benchContent = await tsImport("./benchContent.ts", import.meta.url);
const { chromiumPath } = await tsImport("../e2e/support/browserPath.ts", import.meta.url);
const pageIds = await tsImport("../src/model/pageIds.ts", import.meta.url);
const { fullestStory } = await tsImport("../src/model/newsStories.ts", import.meta.url);

// ---------------------------------------------------------------------------------------------
// Settings and budgets

const args = process.argv.slice(2);
const { values: flags } = parseArgs({
  args,
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "9300" },
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
const RUNS = Math.max(1, Number.parseInt(flags.runs, 10) || 3);
const PORT = Number.parseInt(flags.port, 10);
const SKIP_BUILD = flags["skip-build"];
const SKIP_LARGE = SKIP_BUILD || flags["no-large"];
const SKIP_STORIES = SKIP_BUILD || flags["no-stories"];
const ORIGIN = `http://localhost:${PORT}`;

/** Headlines per category in the generated large content set (the shipped set has 15). */
const LARGE_PER_CATEGORY = 150;
/** Written stories added to the shipped ones in the generated story set (issue item 11). */
const GENERATED_STORIES = 2000;

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/**
 * The story page measured (`fullestStory`, as the byte budgets pick it): from content, so the
 * bench follows the stories the newsroom ships.
 */
function storyPage() {
  const story = fullestStory(benchContent.readStories(path.join(ROOT, "content")));
  if (!story) throw new Error("content/stories/ has no story to measure");
  const route = pageIds.storyPath(story.section, story.slug);
  return { id: "story", label: "story", route, htmlFile: `${route}index.html` };
}

/** The See All files of the build in public/ (public/stories/), in bytes. */
function laterStoriesBytes() {
  const dir = path.join(PUBLIC_DIR, "stories");
  return fs.existsSync(dir) ? measureSite(dir).bytes : 0;
}

/** The pages measured; the 404 page is measured as a reader meets it, at an unknown address. */
const PAGES = [
  { id: "home", label: "/", route: "/", htmlFile: "/index.html" },
  { id: "faq", label: "/faq/", route: "/faq/", htmlFile: "/faq/index.html" },
  { id: "partners", label: "/partners/", route: "/partners/", htmlFile: "/partners/index.html" },
  { id: "privacy", label: "/privacy/", route: "/privacy/", htmlFile: "/privacy/index.html" },
  storyPage(),
  {
    id: "404",
    label: "404",
    route: "/bench-no-such-page/",
    htmlFile: "/404.html",
    expectedStatus: 404,
  },
];

const BUDGETS = {
  performance: 0.98,
  accessibility: 1,
  seo: 1, // pages that are not noindex
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.001,
  homeFirstLoadJsBytes: weight.HOME_FIRST_LOAD_JS_BUDGET, // gzipped; 1 KB = 1000 bytes
  contentGrowth: 0.1, // home first-load bytes, 150 vs 15 stories per section, and 2,000 stories
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

// ---------------------------------------------------------------------------------------------
// Small helpers

const kb = (bytes) => (bytes === undefined ? "-" : `${(bytes / 1000).toFixed(1)} KB`);
const score = (value) => (value === undefined || value === null ? "-" : value.toFixed(2));
const fixed = (value, digits) => (value === undefined ? "-" : value.toFixed(digits));
const ms = (value) => (value === undefined ? "-" : `${Math.round(value)} ms`);
/** A budget is met only by a measured value: a missing figure (every run failed) breaks it. */
const atMost = (value, limit) => typeof value === "number" && value <= limit;
const atLeast = (value, limit) => typeof value === "number" && value >= limit;

function median(values) {
  const numbers = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (numbers.length === 0) return undefined;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/** Builds a generated copy of content/ (written by `write` into a temporary folder). */
async function buildGenerated(id, label, write) {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "detroit-herald-bench-"));
  const contentDir = path.join(tempDir, "content");
  try {
    write(path.join(ROOT, "content"), contentDir);
    const build = await gatsbyBuild(id, label, { clean: true, contentDir });
    return {
      build,
      weight: homeWeight(),
      laterStoriesBytes: laterStoriesBytes(),
    };
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : error}\n` +
        "public/ may now hold a build of the generated content: run npm run build before serving it.",
    );
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

function homeWeight() {
  return weight.measurePageWeight("/index.html", weight.publicDirReader(PUBLIC_DIR));
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const isSameOrigin = (url) => url.startsWith(ORIGIN);

/** The figures of one Lighthouse run. */
/**
 * Main-thread CPU of the page load from Lighthouse's trace, in thread time: the time the
 * renderer's main thread actually ran, which a busy machine does not stretch the way it stretches
 * the wall-clock durations Lighthouse simulates from. `tbtEstimateMs` applies Lighthouse's 4x CPU
 * slowdown and 50 ms threshold to the tasks after first contentful paint: roughly the TBT a quiet
 * machine would report (an estimate beside the measured TBT, not a budget).
 */
function mainThreadCpu(traceEvents, url) {
  const parse = traceEvents.find(
    (event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(url),
  );
  if (!parse) return undefined;
  const onMainThread = (event) => event.pid === parse.pid && event.tid === parse.tid;
  const tasks = traceEvents.filter(
    (event) => event.name === "RunTask" && event.ph === "X" && onMainThread(event),
  );
  const fcp = traceEvents.find(
    (event) => event.name === "firstContentfulPaint" && event.pid === parse.pid,
  );
  const threadMs = (task) => (task.tdur ?? task.dur ?? 0) / 1000;
  return {
    totalMs: tasks.reduce((total, task) => total + threadMs(task), 0),
    longestTaskMs: Math.max(0, ...tasks.map(threadMs)),
    tbtEstimateMs: fcp
      ? tasks
          .filter((task) => task.ts > fcp.ts)
          .reduce((total, task) => total + Math.max(0, 4 * threadMs(task) - 50), 0)
      : undefined,
  };
}

function summariseRun(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit("network-requests")?.details?.items ?? [];
  const transfer = (filter) =>
    requests.filter(filter).reduce((total, request) => total + (request.transferSize ?? 0), 0);
  const renderBlocking = ["render-blocking-resources", "render-blocking-insight"].flatMap(
    (id) => audit(id)?.details?.items?.map((item) => item.url) ?? [],
  );
  const shortfalls = {};
  for (const id of CATEGORIES) {
    shortfalls[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result && result.score !== null && result.score < 1)
      .map((result) => `${result.id}: ${result.title}`);
  }
  const mainDocument = requests.find((request) => request.resourceType === "Document");
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
    lcpMs: audit("largest-contentful-paint")?.numericValue,
    tbtMs: audit("total-blocking-time")?.numericValue,
    cls: audit("cumulative-layout-shift")?.numericValue,
    fcpMs: audit("first-contentful-paint")?.numericValue,
    speedIndexMs: audit("speed-index")?.numericValue,
    totalBytes: audit("total-byte-weight")?.numericValue,
    observed: {
      documentStatus: mainDocument?.statusCode,
      jsBytes: transfer((r) => r.resourceType === "Script" && isSameOrigin(r.url)),
      htmlBytes: transfer((r) => r.resourceType === "Document" && isSameOrigin(r.url)),
      pageDataBytes: transfer((r) => isSameOrigin(r.url) && r.url.includes("/page-data/")),
      requests: requests.length,
      thirdPartyRequests: requests
        .filter((r) => !isSameOrigin(r.url) && !r.url.startsWith("data:"))
        .map((r) => r.url),
    },
    renderBlocking,
    shortfalls,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message,
  };
}

async function lighthouseRun(page, runIndex) {
  const loadAverage = Number(os.loadavg()[0].toFixed(2));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(`${ORIGIN}${page.route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      ignoreStatusCode: page.expectedStatus !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.route}`);
    fs.writeFileSync(path.join(LHR_DIR, `${page.id}-${runIndex + 1}.json`), result.report);
    const summary = summariseRun(result.lhr);
    summary.mainThread = mainThreadCpu(
      result.artifacts?.Trace?.traceEvents ?? [],
      `${ORIGIN}${page.route}`,
    );
    summary.loadAverage = loadAverage;
    return {
      summary,
      versions: {
        lighthouse: result.lhr.lighthouseVersion,
        browser: result.lhr.environment?.hostUserAgent,
      },
    };
  } finally {
    await chrome.kill();
  }
}

function mediansOf(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    fcpMs: pick((run) => run.fcpMs),
    speedIndexMs: pick((run) => run.speedIndexMs),
    totalBytes: pick((run) => run.totalBytes),
    observedJsBytes: pick((run) => run.observed.jsBytes),
    mainThreadMs: pick((run) => run.mainThread?.totalMs),
    longestTaskMs: pick((run) => run.mainThread?.longestTaskMs),
    tbtEstimateMs: pick((run) => run.mainThread?.tbtEstimateMs),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
    loadAverage: pick((run) => run.loadAverage),
  };
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const count = flags.stories === undefined ? undefined : Number.parseInt(flags.stories, 10);
  if (count !== undefined && !(count >= 0)) {
    throw new Error(`--stories needs a number of stories, not ${flags.stories}`);
  }
  if (flags.publish) {
    const { runPublishBench } = await import("./benchPublish.mjs");
    return (await runPublishBench(count ?? 0)) ? 0 : 1;
  }
  if (flags.github) {
    // tsx's loader marks module paths with a query, which esbuild (building the editor's
    // previews) would take into its own binary's path: name the binary before esbuild loads.
    process.env.ESBUILD_BINARY_PATH ??= path.join(
      ROOT,
      "node_modules",
      "esbuild",
      "bin",
      "esbuild",
    );
    const { runGithubBench } = await tsImport("./benchGithub.ts", import.meta.url);
    return (await runGithubBench({ stories: count ?? 2000, port: PORT })) ? 0 : 1;
  }
  if (flags.search) {
    const { runSearchBench } = await import("./benchSearch.mjs");
    return (await runSearchBench(count ?? 0)) ? 0 : 1;
  }
  if (flags.editor) {
    const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
    const args = [
      "scripts/benchEditor.ts",
      "--stories",
      String(count ?? 0),
      "--port",
      String(PORT),
    ];
    return spawnSync(tsx, args, { cwd: ROOT, stdio: "inherit" }).status ?? 1;
  }
  if (count !== undefined) {
    if (count === 0) throw new Error("--stories needs at least one generated story");
    const { runScaleBench } = await import("./benchScale.mjs");
    return (await runScaleBench(count)) ? 0 : 1;
  }
  fs.mkdirSync(LHR_DIR, { recursive: true });
  const startedAt = new Date();
  const results = {
    startedAt: startedAt.toISOString(),
    command: `npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}`,
    machine: {
      platform: `${os.type()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
      node: process.version,
    },
    settings: {
      runs: RUNS,
      lighthouse: "mobile, default simulated throttling, categories " + CATEGORIES.join(", "),
      chromePath: chromiumPath(),
      thirdPartyNote:
        "Measured with whatever third-party hosts (ads, embeds, placeholder images) are reachable; " +
        "on an offline machine they all fail to resolve.",
    },
    budgets: BUDGETS,
    builds: {},
    contentGrowth: undefined,
    pages: {},
    checks: [],
  };

  // 1. Builds. The generated content sets first, so public/ ends as the shipped site.
  if (!SKIP_BUILD) {
    log("Building…");
    const record = (key, build) => {
      results.builds[`${key}Ms`] = build.elapsed;
      results.builds[`${key}PeakMemoryBytes`] = build.peakMemoryBytes;
    };
    const large = SKIP_LARGE
      ? undefined
      : await buildGenerated(
          "large-cold",
          `cold, ${LARGE_PER_CATEGORY} headlines per category`,
          (from, to) => benchContent.writeScaledContent(from, to, LARGE_PER_CATEGORY),
        );
    if (large) record("largeCold", large.build);
    const stories = SKIP_STORIES
      ? undefined
      : await buildGenerated(
          "stories-cold",
          `cold, ${GENERATED_STORIES} generated stories`,
          (from, to) => benchContent.writeStoryContent(from, to, GENERATED_STORIES),
        );
    if (stories) record("storiesCold", stories.build);
    record("cold", await gatsbyBuild("cold", "cold, shipped content", { clean: true }));
    record("warm", await gatsbyBuild("warm", "warm, shipped content", { clean: false }));

    const shipped = homeWeight();
    const shippedLater = laterStoriesBytes();
    const growthOf = (generated) =>
      (generated.weight.totals.firstLoad - shipped.totals.firstLoad) / shipped.totals.firstLoad;
    if (large || stories) {
      results.contentGrowth = {
        storiesPerSection: { shipped: 15, large: LARGE_PER_CATEGORY },
        generatedStories: GENERATED_STORIES,
        shipped: shipped.totals,
        large: large?.weight.totals,
        stories: stories?.weight.totals,
        laterStoriesBytes: {
          shipped: shippedLater,
          large: large?.laterStoriesBytes,
          stories: stories?.laterStoriesBytes,
        },
        growth: large ? growthOf(large) : undefined,
        storiesGrowth: stories ? growthOf(stories) : undefined,
      };
    }
  } else if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    throw new Error("--skip-build needs a build in public/; run npm run build first");
  }

  // 2. Deterministic weights from the files of the shipped build.
  const read = weight.publicDirReader(PUBLIC_DIR);
  for (const page of PAGES) {
    const html = read(page.htmlFile)?.toString() ?? "";
    const pageWeight = weight.measurePageWeight(page.htmlFile, read);
    results.pages[page.id] = {
      label: page.label,
      url: page.route,
      noIndex: weight.isNoIndex(html),
      weight: pageWeight,
      loadingIssues: weight.findLoadingIssues(html),
      highPriorityImages: weight.highPriorityImages(html),
      runs: [],
    };
  }

  // 3. Lighthouse.
  log(`Lighthouse, ${RUNS} run(s) per page (${chromiumPath()})…`);
  const server = await startServer(PORT);
  try {
    // One request per page first, so no measured load pays for a first read from disk.
    for (const page of PAGES) {
      await fetch(`${ORIGIN}${page.route}`, { headers: { "Accept-Encoding": "gzip" } }).then(
        (response) => response.arrayBuffer(),
      );
    }
    // Round-robin over the pages, so a burst of load on the machine hits every page alike.
    for (let index = 0; index < RUNS; index += 1) {
      for (const page of PAGES) {
        process.stdout.write(`  ${page.label} run ${index + 1}/${RUNS}… `);
        const { summary, versions } = await lighthouseRun(page, index);
        results.settings.lighthouseVersion = versions.lighthouse;
        results.settings.browser = versions.browser;
        results.pages[page.id].runs.push(summary);
        log(
          summary.runtimeError
            ? `error: ${summary.runtimeError}`
            : `performance ${score(summary.scores.performance)}, LCP ${seconds(summary.lcpMs)}, TBT ${Math.round(summary.tbtMs ?? 0)} ms`,
        );
      }
    }
    for (const page of PAGES)
      results.pages[page.id].medians = mediansOf(results.pages[page.id].runs);
  } finally {
    server.kill();
  }

  // 4. Budgets.
  const check = (name, ok, detail) => results.checks.push({ name, ok: Boolean(ok), detail });
  for (const page of PAGES) {
    const data = results.pages[page.id];
    const m = data.medians;
    const label = page.label;
    const runErrors = data.runs.filter((run) => run.runtimeError);
    check(
      `${label}: Lighthouse ran without errors`,
      runErrors.length === 0,
      runErrors[0]?.runtimeError ?? "ok",
    );
    check(
      `${label}: performance >= ${BUDGETS.performance}`,
      atLeast(m.scores.performance, BUDGETS.performance),
      score(m.scores.performance),
    );
    check(
      `${label}: accessibility = 1`,
      atLeast(m.scores.accessibility, BUDGETS.accessibility),
      score(m.scores.accessibility),
    );
    if (!data.noIndex)
      check(`${label}: SEO = 1`, atLeast(m.scores.seo, BUDGETS.seo), score(m.scores.seo));
    check(`${label}: LCP <= ${BUDGETS.lcpMs} ms`, atMost(m.lcpMs, BUDGETS.lcpMs), seconds(m.lcpMs));
    check(`${label}: TBT <= ${BUDGETS.tbtMs} ms`, atMost(m.tbtMs, BUDGETS.tbtMs), ms(m.tbtMs));
    check(`${label}: CLS <= ${BUDGETS.cls}`, atMost(m.cls, BUDGETS.cls), fixed(m.cls, 4));
    // The site's stylesheet blocks on purpose: one file, cached for a year (pageWeight.ts).
    const blocking = [...new Set(data.runs.flatMap((run) => run.renderBlocking))].filter(
      (url) => !(isSameOrigin(url) && weight.isSiteStylesheet(new URL(url).pathname)),
    );
    check(
      `${label}: no render-blocking request but the site's stylesheet (Lighthouse)`,
      blocking.length === 0,
      blocking.join(", ") || "none",
    );
    check(
      `${label}: no third-party script or blocking CSS in the HTML; lazy frames; sized, lazy images`,
      data.loadingIssues.length === 0,
      data.loadingIssues.join("; ") || "ok",
    );
    check(
      `${label}: every file the page needs is in the build`,
      data.weight.missing.length === 0,
      data.weight.missing.join(", ") || "ok",
    );
    if (page.expectedStatus) {
      const statuses = [...new Set(data.runs.map((run) => run.observed.documentStatus))];
      check(
        `${label}: served with status ${page.expectedStatus}`,
        statuses.length > 0 && statuses.every((status) => status === page.expectedStatus),
        statuses.join(", "),
      );
    }
  }
  const home = results.pages.home;
  check(
    `/: first-load JS <= ${kb(BUDGETS.homeFirstLoadJsBytes)} gzipped`,
    home.weight.totals.js <= BUDGETS.homeFirstLoadJsBytes,
    kb(home.weight.totals.js),
  );
  check(
    "/: the hero is the one high-priority image",
    home.highPriorityImages.length === 1,
    home.highPriorityImages.join(", ") || "none",
  );
  if (results.contentGrowth?.growth !== undefined) {
    const { growth } = results.contentGrowth;
    check(
      `/: first-load bytes grow <= ${BUDGETS.contentGrowth * 100}% from 15 to ${LARGE_PER_CATEGORY} stories per section`,
      Math.abs(growth) <= BUDGETS.contentGrowth,
      `${(growth * 100).toFixed(2)}%`,
    );
  }
  if (results.contentGrowth?.storiesGrowth !== undefined) {
    const { storiesGrowth } = results.contentGrowth;
    check(
      `/: first-load bytes grow <= ${BUDGETS.contentGrowth * 100}% with ${GENERATED_STORIES} more written stories`,
      Math.abs(storiesGrowth) <= BUDGETS.contentGrowth,
      `${(storiesGrowth * 100).toFixed(2)}%`,
    );
  }

  // 5. Report.
  results.finishedAt = new Date().toISOString();
  fs.writeFileSync(path.join(RESULTS_DIR, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  return results.checks.every((entry) => entry.ok) ? 0 : 1;
}

function printReport(results) {
  log();
  log(
    `Lighthouse ${results.settings.lighthouseVersion ?? ""}, mobile, simulated throttling; medians of ${RUNS} run(s).`,
  );
  log(
    "Bytes: Total = Lighthouse total byte weight (median); the rest = gzipped files of the build (deterministic).",
  );
  log(
    table(
      [
        "Page",
        "Perf",
        "A11y",
        "BP",
        "SEO",
        "LCP",
        "TBT",
        "CLS",
        "FCP",
        "Total",
        "First-load JS",
        "HTML",
        "Page data",
      ],
      PAGES.map((page) => {
        const data = results.pages[page.id];
        const m = data.medians;
        return [
          page.label,
          score(m.scores.performance),
          score(m.scores.accessibility),
          score(m.scores["best-practices"]),
          `${score(m.scores.seo)}${data.noIndex ? " (noindex)" : ""}`,
          seconds(m.lcpMs),
          ms(m.tbtMs),
          fixed(m.cls, 3),
          seconds(m.fcpMs),
          kb(m.totalBytes),
          kb(data.weight.totals.js),
          kb(data.weight.totals.html),
          kb(data.weight.totals.pageData + data.weight.totals.appData),
        ];
      }),
    ),
  );

  const builds = results.builds;
  if (builds.coldMs !== undefined) {
    log();
    const buildRow = (label, key) => [
      label,
      seconds(builds[`${key}Ms`]),
      mb(builds[`${key}PeakMemoryBytes`]),
    ];
    log(
      table(
        ["Build", "Time", "Peak memory (RSS, process tree)"],
        [
          buildRow("npm run build, cold (after gatsby clean)", "cold"),
          buildRow("npm run build, warm", "warm"),
          ...(builds.largeColdMs !== undefined
            ? [
                buildRow(
                  `npm run build, cold, ${LARGE_PER_CATEGORY} headlines per category`,
                  "largeCold",
                ),
              ]
            : []),
          ...(builds.storiesColdMs !== undefined
            ? [buildRow(`npm run build, cold, ${GENERATED_STORIES} more stories`, "storiesCold")]
            : []),
        ],
      ),
    );
  }

  const growth = results.contentGrowth;
  if (growth) {
    const sets = [
      ["Shipped (15 per section)", growth.shipped, growth.laterStoriesBytes.shipped, "cold"],
      ...(growth.large
        ? [
            [
              `${LARGE_PER_CATEGORY} per section`,
              growth.large,
              growth.laterStoriesBytes.large,
              "largeCold",
            ],
          ]
        : []),
      ...(growth.stories
        ? [
            [
              `+${GENERATED_STORIES} stories`,
              growth.stories,
              growth.laterStoriesBytes.stories,
              "storiesCold",
            ],
          ]
        : []),
    ];
    const row = (name, key) => [name, ...sets.map(([, totals]) => kb(totals[key]))];
    log();
    log("Home page first load (gzipped) by content set:");
    log(
      table(
        ["", ...sets.map(([label]) => label)],
        [
          row("HTML", "html"),
          row("JavaScript", "js"),
          row("CSS files", "css"),
          row("page-data + static queries", "pageData"),
          row("app-data", "appData"),
          row("First load, total", "firstLoad"),
          [
            "Later stories (public/stories/, raw, fetched on See All)",
            ...sets.map(([, , later]) => kb(later)),
          ],
          ["Cold build time", ...sets.map(([, , , key]) => seconds(builds[`${key}Ms`]))],
          ["Peak build memory", ...sets.map(([, , , key]) => mb(builds[`${key}PeakMemoryBytes`]))],
        ],
      ),
    );
    if (growth.growth !== undefined) {
      log(
        `Growth of the first-load bytes, ${LARGE_PER_CATEGORY} per section: ${(growth.growth * 100).toFixed(2)}%`,
      );
    }
    if (growth.storiesGrowth !== undefined) {
      log(
        `Growth of the first-load bytes, +${GENERATED_STORIES} stories: ${(growth.storiesGrowth * 100).toFixed(2)}%`,
      );
    }
  }

  const indexes = PAGES.map((page) => results.pages[page.id].medians.benchmarkIndex).filter(
    Boolean,
  );
  const loads = PAGES.map((page) => results.pages[page.id].medians.loadAverage);
  log();
  log(
    `Machine: ${results.machine.cpus} CPU(s); Lighthouse benchmarkIndex ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}; ` +
      `load average during the runs ${Math.min(...loads)}-${Math.max(...loads)}.`,
  );
  if (Math.max(...loads) > results.machine.cpus) {
    log(
      "  Warning: the machine was busy; simulated LCP and TBT scale with the CPU time Chrome observed, " +
        "so these timings are pessimistic. Re-run on a quiet machine (or with --runs 5).",
    );
  }

  log();
  log("Main-thread CPU of the load, in thread time (not stretched by a busy machine), medians:");
  log(
    table(
      ["Page", "Main-thread CPU", "Longest task", "TBT estimate, quiet machine"],
      PAGES.map((page) => {
        const m = results.pages[page.id].medians;
        return [page.label, ms(m.mainThreadMs), ms(m.longestTaskMs), ms(m.tbtEstimateMs)];
      }),
    ),
  );

  const shortfallLines = [];
  for (const page of PAGES) {
    const data = results.pages[page.id];
    for (const category of CATEGORIES) {
      const failing = [...new Set(data.runs.flatMap((run) => run.shortfalls[category]))];
      if (failing.length > 0)
        shortfallLines.push(`  ${page.label} ${category}: ${failing.join("; ")}`);
    }
  }
  if (shortfallLines.length > 0) {
    log();
    log("Audits below full score (any run):");
    shortfallLines.forEach((line) => log(line));
  }

  log();
  log("Budgets:");
  for (const entry of results.checks)
    log(`  ${entry.ok ? "ok  " : "FAIL"} ${entry.name}: ${entry.detail}`);
  const failed = results.checks.filter((entry) => !entry.ok).length;
  log();
  log(failed === 0 ? "All budgets met." : `${failed} budget(s) broken.`);
  log(
    `Figures: ${path.relative(ROOT, path.join(RESULTS_DIR, "latest.json"))}; Lighthouse reports: ${path.relative(ROOT, LHR_DIR)}/`,
  );
  return failed === 0 ? 0 : 1;
}

// process.exit(undefined) exits 0 whatever process.exitCode says: main returns its code.
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`\nBench failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
