// The bench's Lighthouse runs (tools/bench/site.ts): one run of one page in a fresh Chromium,
// the figures the bench keeps of it, and their medians over the runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import type { Result, TraceEvent } from "lighthouse";
import { chromiumPath } from "../support/browserPath";
import { CHROMIUM_FLAGS, RESULTS_DIR } from "./support";

/** Where each run's full Lighthouse report goes. */
export const LHR_DIR = path.join(RESULTS_DIR, "lighthouse");

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** A page the bench measures; the 404 page is measured as a reader meets it. */
export interface BenchPage {
  id: string;
  label: string;
  route: string;
  htmlFile: string;
  expectedStatus?: number;
  /** Served from the bare Gatsby site (tools/bench/barePage.ts), not from public/. */
  site?: "bare";
}

/** Main-thread CPU of a load, in thread time (`mainThreadCpu`). */
interface MainThread {
  totalMs: number;
  longestTaskMs: number;
  tbtEstimateMs: number | undefined;
}

/** The figures of one Lighthouse run. */
export interface RunSummary {
  scores: Record<Category, number | null>;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  fcpMs: number | undefined;
  speedIndexMs: number | undefined;
  /** The longest of Lighthouse's long tasks (simulated) begun after first paint; 0 if none. */
  longestTaskAfterFcpMs: number | undefined;
  totalBytes: number | undefined;
  observed: {
    documentStatus: number | undefined;
    jsBytes: number;
    htmlBytes: number;
    pageDataBytes: number;
    requests: number;
    thirdPartyRequests: string[];
  };
  renderBlocking: string[];
  shortfalls: Record<Category, string[]>;
  benchmarkIndex: number | undefined;
  warnings: string[];
  runtimeError: string | undefined;
  mainThread: MainThread | undefined;
  loadAverage: number;
}

export type Medians = ReturnType<typeof mediansOf>;

// Object.fromEntries types its keys as string: the cast gives back the categories it was given.
const byCategory = <T>(value: (id: Category) => T) =>
  Object.fromEntries(CATEGORIES.map((id) => [id, value(id)])) as Record<Category, T>;

export function median(values: readonly (number | null | undefined)[]): number | undefined {
  const numbers = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (numbers.length === 0) return undefined;
  const middle = Math.floor(numbers.length / 2);
  const at = (index: number) => numbers[index] ?? 0;
  return numbers.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** Trace events carry their thread time as `tdur`, which Lighthouse's type leaves out. */
type ThreadEvent = TraceEvent & { tdur?: number };

/**
 * Main-thread CPU of the page load from Lighthouse's trace, in thread time: the time the
 * renderer's main thread actually ran, which a busy machine does not stretch the way it stretches
 * the wall-clock durations Lighthouse simulates from. `tbtEstimateMs` applies Lighthouse's 4x CPU
 * slowdown and 50 ms threshold to the tasks after first contentful paint: roughly the TBT a quiet
 * machine would report (an estimate beside the measured TBT, not a budget).
 */
function mainThreadCpu(traceEvents: readonly ThreadEvent[], url: string): MainThread | undefined {
  const parse = traceEvents.find(
    (event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(url),
  );
  if (!parse) return undefined;
  const onMainThread = (event: ThreadEvent) => event.pid === parse.pid && event.tid === parse.tid;
  const tasks = traceEvents.filter(
    (event) => event.name === "RunTask" && event.ph === "X" && onMainThread(event),
  );
  const fcp = traceEvents.find(
    (event) => event.name === "firstContentfulPaint" && event.pid === parse.pid,
  );
  const threadMs = (task: ThreadEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
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

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const count = (value: unknown) => (typeof value === "number" ? value : undefined);

/** The rows of an audit's table (network requests, render-blocking resources). */
function auditItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details;
  return details && "items" in details && Array.isArray(details.items) ? details.items : [];
}

function summariseRun(lhr: Result, origin: string) {
  const isSameOrigin = (url: string) => url.startsWith(origin);
  const audit = (id: string) => lhr.audits[id];
  const requests = auditItems(lhr, "network-requests").map((item) => ({
    url: text(item.url) ?? "",
    resourceType: text(item.resourceType),
    transferSize: count(item.transferSize),
    statusCode: count(item.statusCode),
  }));
  type Request = (typeof requests)[number];
  const transfer = (filter: (request: Request) => boolean) =>
    requests.filter(filter).reduce((total, request) => total + (request.transferSize ?? 0), 0);
  const renderBlocking = ["render-blocking-resources", "render-blocking-insight"].flatMap((id) =>
    auditItems(lhr, id).flatMap((item) => text(item.url) ?? []),
  );
  const shortfalls = byCategory((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result && result.score !== null && result.score < 1)
      .map((result) => `${result?.id}: ${result?.title}`),
  );
  const mainDocument = requests.find((request) => request.resourceType === "Document");
  const fcpMs = audit("first-contentful-paint")?.numericValue;
  // Lighthouse's long tasks (50 ms and more), in its simulated timings, begun after first paint.
  const longTasksAfterFcp = auditItems(lhr, "long-tasks")
    .map((item) => ({ start: count(item.startTime) ?? 0, duration: count(item.duration) ?? 0 }))
    .filter((task) => fcpMs !== undefined && task.start >= fcpMs);
  return {
    scores: byCategory((id) => lhr.categories[id]?.score ?? null),
    lcpMs: audit("largest-contentful-paint")?.numericValue,
    tbtMs: audit("total-blocking-time")?.numericValue,
    cls: audit("cumulative-layout-shift")?.numericValue,
    fcpMs,
    speedIndexMs: audit("speed-index")?.numericValue,
    longestTaskAfterFcpMs:
      fcpMs === undefined ? undefined : Math.max(0, ...longTasksAfterFcp.map((t) => t.duration)),
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

/** One Lighthouse run of `page` on the site at `origin`; its report goes to `reportFile`. */
export async function lighthouseRun(
  page: BenchPage,
  origin: string,
  reportFile: string,
): Promise<{ summary: RunSummary; versions: { lighthouse: string; browser: string } }> {
  const loadAverage = Number((os.loadavg()[0] ?? 0).toFixed(2));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    // Imported as ES module: tsx would compile a static import with esbuild's keepNames, and its
    // __name() calls would go with Lighthouse's page functions into the page, which has none.
    const { default: lighthouse } = await import("lighthouse");
    const result = await lighthouse(`${origin}${page.route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ignoreStatusCode: page.expectedStatus !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.route}`);
    // One output asked for: one report.
    fs.writeFileSync(reportFile, [result.report].flat().join(""));
    const summary: RunSummary = {
      ...summariseRun(result.lhr, origin),
      mainThread: mainThreadCpu(
        result.artifacts?.Trace?.traceEvents ?? [],
        `${origin}${page.route}`,
      ),
      loadAverage,
    };
    return {
      summary,
      versions: {
        lighthouse: result.lhr.lighthouseVersion,
        browser: result.lhr.environment?.hostUserAgent,
      },
    };
  } finally {
    chrome.kill();
  }
}

export function mediansOf(runs: readonly RunSummary[]) {
  const pick = (get: (run: RunSummary) => number | null | undefined) => median(runs.map(get));
  return {
    scores: byCategory((id) => pick((run) => run.scores[id])),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    fcpMs: pick((run) => run.fcpMs),
    speedIndexMs: pick((run) => run.speedIndexMs),
    longestTaskAfterFcpMs: pick((run) => run.longestTaskAfterFcpMs),
    totalBytes: pick((run) => run.totalBytes),
    observedJsBytes: pick((run) => run.observed.jsBytes),
    mainThreadMs: pick((run) => run.mainThread?.totalMs),
    longestTaskMs: pick((run) => run.mainThread?.longestTaskMs),
    tbtEstimateMs: pick((run) => run.mainThread?.tbtEstimateMs),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
    loadAverage: pick((run) => run.loadAverage),
  };
}
