// The printed report of the bench's default mode (tools/bench/site.ts): Lighthouse medians,
// builds, the home page's weight by content set, the machine, main-thread CPU, the audits below
// full score and the budgets.
import path from "node:path";
import { fixed, GENERATED_STORIES, kb, LARGE_PER_CATEGORY, ms, score } from "./budgets";
import { CATEGORIES, LHR_DIR, type BenchPage } from "./lighthouse";
import { measuredPage, type SiteResults } from "./results";
import { log, mb, RESULTS_DIR, ROOT, seconds, table } from "./support";

type Totals = NonNullable<SiteResults["contentGrowth"]>["shipped"];

function printPages(results: SiteResults, pages: readonly BenchPage[]): void {
  log(
    `Lighthouse ${results.settings.lighthouseVersion ?? ""}, mobile, simulated throttling; medians of ${results.settings.runs} run(s).`,
  );
  log(
    "Bytes: Total = Lighthouse total byte weight (median); Scripts, 10 s = every script loaded in the first 10 s, as served; the rest = gzipped files of the build (deterministic).",
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
        "Scripts, 10 s",
        "HTML",
        "Page data",
      ],
      pages.map((page) => {
        const { data, medians: m } = measuredPage(results, page.id);
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
          kb(data.scripts?.bytes),
          kb(data.weight.totals.html),
          kb(data.weight.totals.pageData + data.weight.totals.appData),
        ];
      }),
    ),
  );
}

function printBuilds({ builds }: SiteResults): void {
  if (builds.coldMs === undefined) return;
  log();
  const buildRow = (label: string, key: string) => [
    label,
    seconds(builds[`${key}Ms`]),
    mb(builds[`${key}PeakMemoryBytes`]),
  ];
  log(
    table(
      ["Build", "Time", "Peak memory (PSS, process tree)"],
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

function printContentGrowth({ contentGrowth: growth, builds }: SiteResults): void {
  if (!growth) return;
  interface ContentSet {
    label: string;
    totals: Totals;
    later: number | undefined;
    /** The key of its cold build's figures in `builds`. */
    build: string;
  }
  const sets: ContentSet[] = [
    {
      label: "Shipped (15 per section)",
      totals: growth.shipped,
      later: growth.laterStoriesBytes.shipped,
      build: "cold",
    },
    ...(growth.large
      ? [
          {
            label: `${LARGE_PER_CATEGORY} per section`,
            totals: growth.large,
            later: growth.laterStoriesBytes.large,
            build: "largeCold",
          },
        ]
      : []),
    ...(growth.stories
      ? [
          {
            label: `+${GENERATED_STORIES} stories`,
            totals: growth.stories,
            later: growth.laterStoriesBytes.stories,
            build: "storiesCold",
          },
        ]
      : []),
  ];
  const row = (name: string, key: keyof Totals) => [
    name,
    ...sets.map(({ totals }) => kb(totals[key])),
  ];
  log();
  log("Home page first load (gzipped) by content set:");
  log(
    table(
      ["", ...sets.map(({ label }) => label)],
      [
        row("HTML", "html"),
        row("JavaScript", "js"),
        row("CSS files", "css"),
        row("page-data + static queries", "pageData"),
        row("app-data", "appData"),
        row("First load, total", "firstLoad"),
        [
          "Later stories (public/stories/, raw, fetched on See All)",
          ...sets.map(({ later }) => kb(later)),
        ],
        ["Cold build time", ...sets.map(({ build }) => seconds(builds[`${build}Ms`]))],
        ["Peak build memory", ...sets.map(({ build }) => mb(builds[`${build}PeakMemoryBytes`]))],
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

function printMachine(results: SiteResults, pages: readonly BenchPage[]): void {
  const medians = pages.map((page) => measuredPage(results, page.id).medians);
  const indexes = medians.flatMap(({ benchmarkIndex }) => benchmarkIndex || []);
  const loads = medians.map(({ loadAverage }) => loadAverage ?? Number.NaN);
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
      [
        "Page",
        "Main-thread CPU",
        "Longest task",
        "TBT estimate, quiet machine",
        "Longest task after FCP (Lighthouse)",
      ],
      pages.map((page) => {
        const { medians: m } = measuredPage(results, page.id);
        return [
          page.label,
          ms(m.mainThreadMs),
          ms(m.longestTaskMs),
          ms(m.tbtEstimateMs),
          ms(m.longestTaskAfterFcpMs),
        ];
      }),
    ),
  );
}

/** Prints the report of the default mode's figures. */
export function printReport(results: SiteResults, pages: readonly BenchPage[]): void {
  log();
  printPages(results, pages);
  printBuilds(results);
  printContentGrowth(results);
  printMachine(results, pages);

  const shortfallLines: string[] = [];
  for (const page of pages) {
    const { data } = measuredPage(results, page.id);
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
}
