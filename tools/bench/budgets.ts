// The budgets of the bench's default mode (tools/bench/site.ts), checked against its figures,
// and the formats its checks and report print them in.
import { HOME_FIRST_LOAD_JS_BUDGET, isSiteStylesheet } from "../pageWeight";
import type { BenchPage } from "./lighthouse";
import { measuredPage, type SiteResults } from "./results";
import { seconds } from "./support";

/** Headlines per category in the generated large content set (the shipped set has 15). */
export const LARGE_PER_CATEGORY = 150;
/** Written stories added to the shipped ones in the generated story set (issue item 11). */
export const GENERATED_STORIES = 2000;

export const BUDGETS = {
  performance: 0.98,
  accessibility: 1,
  seo: 1, // pages that are not noindex
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.001,
  longTaskAfterFcpMs: 150, // Lighthouse's simulated long tasks that end after first paint
  homeFirstLoadJsBytes: HOME_FIRST_LOAD_JS_BUDGET, // gzipped; 1 KB = 1000 bytes
  // Against the bare Gatsby page measured in the same run (tools/bench/barePage.ts):
  homeTbtVsBare: 1.5, // median TBT
  homeScriptsVsBare: 1.15, // every script in the first 10 s, as served
  contentGrowth: 0.1, // home first-load bytes, 150 vs 15 stories per section, and 2,000 stories
};

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

type Figure = number | null | undefined;

export const kb = (bytes: Figure) =>
  bytes === undefined || bytes === null ? "-" : `${(bytes / 1000).toFixed(1)} KB`;
export const score = (value: Figure) =>
  value === undefined || value === null ? "-" : value.toFixed(2);
export const fixed = (value: Figure, digits: number) =>
  value === undefined || value === null ? "-" : value.toFixed(digits);
export const ms = (value: Figure) =>
  value === undefined || value === null ? "-" : `${Math.round(value)} ms`;
/** A budget is met only by a measured value: a missing figure (every run failed) breaks it. */
const atMost = (value: Figure, limit: number) => typeof value === "number" && value <= limit;
const atLeast = (value: Figure, limit: number) => typeof value === "number" && value >= limit;

/** The front page's budgets, some against the bare Gatsby page measured in the same run. */
function checkHome(
  results: SiteResults,
  check: (name: string, ok: boolean, detail: string) => void,
): void {
  const { data: home, medians: homeMedians } = measuredPage(results, "home");
  const { data: bare, medians: bareMedians } = measuredPage(results, "bare");
  const ratio = (value: Figure, of: Figure) =>
    typeof value === "number" && typeof of === "number" && of > 0 ? value / of : undefined;
  const tbtRatio = ratio(homeMedians.tbtMs, bareMedians.tbtMs);
  check(
    `/: TBT <= ${BUDGETS.homeTbtVsBare}x a bare Gatsby page's, same run`,
    atMost(tbtRatio, BUDGETS.homeTbtVsBare),
    `${ms(homeMedians.tbtMs)} against ${ms(bareMedians.tbtMs)}: ${fixed(tbtRatio, 2)}x`,
  );
  const scriptsRatio = ratio(home.scripts?.bytes, bare.scripts?.bytes);
  check(
    `/: every script in the first 10 s <= ${BUDGETS.homeScriptsVsBare}x a bare Gatsby page's, as served`,
    atMost(scriptsRatio, BUDGETS.homeScriptsVsBare),
    `${kb(home.scripts?.bytes)} against ${kb(bare.scripts?.bytes)}: ${fixed(scriptsRatio, 3)}x`,
  );
  check(
    `/: first-load JS <= ${kb(BUDGETS.homeFirstLoadJsBytes)} gzipped (1.15x a bare Gatsby page)`,
    home.weight.totals.js <= BUDGETS.homeFirstLoadJsBytes,
    kb(home.weight.totals.js),
  );
  check(
    "/: the hero is the one high-priority image",
    home.highPriorityImages.length === 1,
    home.highPriorityImages.join(", ") || "none",
  );
}

/** Every budget, checked against the figures of the pages (and of the builds, if any). */
export function checkBudgets(
  results: SiteResults,
  pages: readonly BenchPage[],
  origin: string,
): Check[] {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  for (const page of pages) {
    const { data, medians: m } = measuredPage(results, page.id);
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
    check(
      `${label}: no long task over ${BUDGETS.longTaskAfterFcpMs} ms after first paint`,
      atMost(m.longestTaskAfterFcpMs, BUDGETS.longTaskAfterFcpMs),
      ms(m.longestTaskAfterFcpMs),
    );
    // The site's stylesheet blocks on purpose: one file, cached for a year (pageWeight.ts).
    const blocking = [...new Set(data.runs.flatMap((run) => run.renderBlocking))].filter(
      (url) => !(url.startsWith(origin) && isSiteStylesheet(new URL(url).pathname)),
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
  if (results.pages.home) checkHome(results, check);
  const growth = results.contentGrowth?.growth;
  if (growth !== undefined) {
    check(
      `/: first-load bytes grow <= ${BUDGETS.contentGrowth * 100}% from 15 to ${LARGE_PER_CATEGORY} stories per section`,
      Math.abs(growth) <= BUDGETS.contentGrowth,
      `${(growth * 100).toFixed(2)}%`,
    );
  }
  const storiesGrowth = results.contentGrowth?.storiesGrowth;
  if (storiesGrowth !== undefined) {
    check(
      `/: first-load bytes grow <= ${BUDGETS.contentGrowth * 100}% with ${GENERATED_STORIES} more written stories`,
      Math.abs(storiesGrowth) <= BUDGETS.contentGrowth,
      `${(storiesGrowth * 100).toFixed(2)}%`,
    );
  }
  return checks;
}
