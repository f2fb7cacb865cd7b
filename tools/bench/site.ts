// The bench's default mode (`npm run bench`): builds the site (cold, then warm), serves public/ as
// a plain static host does, runs Lighthouse on each page (tools/bench/lighthouse.ts) and on a
// bare Gatsby page beside them (tools/bench/barePage.ts), counts every script each loads
// (tools/bench/scriptsLoaded.ts), checks the budgets (tools/bench/budgets.ts) and prints the report (tools/bench/report.ts). It
// proves that the home page's first-load weight does not grow with the number of stories by also
// building a content set with 150 headlines per category and one with 2,000 written stories.
// Writes bench-results/latest.json; fails when a budget is broken.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "../support/browserPath";
import { storyTopics } from "../../src/model/archive";
import { fullestStory, isInEnglish, newestFirst } from "../../src/model/newsStories";
import {
  authorPath,
  sectionArchivePath,
  correctionsPath,
  editionPath,
  searchPath,
  storyPath,
} from "../../src/model/pageIds";
import { isPublishedAt } from "../../src/model/schedule";
import {
  findLoadingIssues,
  highPriorityImages,
  isNoIndex,
  measurePageWeight,
  publicDirReader,
  type PageWeight,
} from "../pageWeight";
import { measureSite } from "../siteSize";
import { BUDGETS, checkBudgets, GENERATED_STORIES, LARGE_PER_CATEGORY, score } from "./budgets";
import { readStories, writeScaledContent, writeStoryContent } from "./content";
import { BARE_PAGE, buildBarePage } from "./barePage";
import { CATEGORIES, LHR_DIR, lighthouseRun, mediansOf, type BenchPage } from "./lighthouse";
import { printReport } from "./report";
import { measuredPage, type SiteResults } from "./results";
import { measureScriptsLoaded, SCRIPTS_WINDOW_MS } from "./scriptsLoaded";
import {
  gatsbyBuild,
  log,
  PUBLIC_DIR,
  RESULTS_DIR,
  ROOT,
  seconds,
  startServer,
  type RunResult,
} from "./support";

export interface SiteBenchOptions {
  /** Lighthouse runs per page; the report shows medians. */
  runs: number;
  port: number;
  /** Measure the existing public/: no builds, no build times, no content-growth check. */
  skipBuild: boolean;
  skipLarge: boolean;
  skipStories: boolean;
  /** Only the pages of these ids; all when undefined. */
  pages?: readonly string[];
  /** The command line, as the results record it. */
  command: string;
}

const page = (id: string, label: string, route: string): BenchPage => ({
  id,
  label,
  route,
  htmlFile: `${route}index.html`,
});

/** The 404 page a reader meets at `route`, an unknown address: the one nearest it. */
const notFoundPage = (id: string, label: string, route: string): BenchPage => ({
  id,
  label,
  route,
  htmlFile: `${route.replace(/[^/]*\/$/, "")}404.html`,
  expectedStatus: 404,
});

/**
 * A page of every kind the site makes, from content, so the bench follows the stories the
 * newsroom ships: the story measured (`fullestStory`, as the byte budgets pick it), its
 * section's archive, its author's page and its first topic's, the newest story with live
 * updates (when there is one), the corrections, search, and the 404 page as a reader meets it,
 * at an unknown address; each edition's own.
 */
function benchPages(): BenchPage[] {
  // What the builds (made now) publish: a story scheduled for later has no page yet.
  const now = Date.now();
  const published = readStories(path.join(ROOT, "content")).filter((story) =>
    isPublishedAt(story, now),
  );
  const stories = published.filter(isInEnglish);
  const story = fullestStory(stories);
  if (!story) throw new Error("content/stories/ has no story to measure");
  const live = newestFirst(stories).find((candidate) => (candidate.updates ?? []).length > 0);
  const topic = storyTopics(story.tags)[0];
  // Each edition's front page, its fullest translation and its list of that story's section,
  // and its 404 page, at an unknown address under the edition's.
  const editions = [...new Set(published.flatMap((each) => each.language ?? []))].sort();
  const editionPages = editions.flatMap((id) => {
    const translation = fullestStory(published.filter((each) => each.language === id));
    return [
      page(id, `/${id}/`, editionPath(id)),
      ...(translation
        ? [
            page(
              `${id}-story`,
              `${id} story`,
              storyPath(translation.section, translation.slug, id),
            ),
            page(`${id}-section`, `${id} section`, sectionArchivePath(translation.section, id)),
          ]
        : []),
      notFoundPage(`${id}-404`, `${id} 404`, `${editionPath(id)}bench-no-such-page/`),
    ];
  });
  return [
    page("home", "/", "/"),
    page("faq", "/faq/", "/faq/"),
    page("partners", "/partners/", "/partners/"),
    page("privacy", "/privacy/", "/privacy/"),
    page("story", "story", storyPath(story.section, story.slug)),
    ...(live ? [page("live", "live story", storyPath(live.section, live.slug))] : []),
    page("section", "section archive", sectionArchivePath(story.section)),
    ...(topic ? [page("topic", "topic", topic.path)] : []),
    page("author", "author", authorPath(story.authors[0] ?? "")),
    page("corrections", "corrections", correctionsPath()),
    page("search", "search", searchPath()),
    ...editionPages,
    notFoundPage("404", "404", "/bench-no-such-page/"),
  ];
}

/** The See All files of the build in public/ (public/stories/), in bytes. */
function laterStoriesBytes(): number {
  const dir = path.join(PUBLIC_DIR, "stories");
  return fs.existsSync(dir) ? measureSite(dir).bytes : 0;
}

const homeWeight = () => measurePageWeight("/index.html", publicDirReader(PUBLIC_DIR));

/** Builds a generated copy of content/ (written by `write` into a temporary folder). */
async function buildGenerated(
  id: string,
  label: string,
  write: (from: string, to: string) => void,
): Promise<{ build: RunResult; weight: PageWeight; laterStoriesBytes: number }> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "detroit-herald-bench-"));
  const contentDir = path.join(tempDir, "content");
  try {
    write(path.join(ROOT, "content"), contentDir);
    const build = await gatsbyBuild(id, label, { clean: true, contentDir });
    return { build, weight: homeWeight(), laterStoriesBytes: laterStoriesBytes() };
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        "public/ may now hold a build of the generated content: run npm run build before serving it.",
    );
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

/** The cold builds of the generated content sets, then cold and warm of the shipped content. */
async function buildAll(results: SiteResults, options: SiteBenchOptions): Promise<void> {
  log("Building…");
  const record = (key: string, build: RunResult) => {
    results.builds[`${key}Ms`] = build.elapsed;
    results.builds[`${key}PeakMemoryBytes`] = build.peakMemoryBytes;
  };
  // The generated content sets first, so public/ ends as the shipped site.
  const large = options.skipLarge
    ? undefined
    : await buildGenerated(
        "large-cold",
        `cold, ${LARGE_PER_CATEGORY} headlines per category`,
        (from, to) => writeScaledContent(from, to, LARGE_PER_CATEGORY),
      );
  if (large) record("largeCold", large.build);
  const stories = options.skipStories
    ? undefined
    : await buildGenerated(
        "stories-cold",
        `cold, ${GENERATED_STORIES} generated stories`,
        (from, to) => writeStoryContent(from, to, GENERATED_STORIES),
      );
  if (stories) record("storiesCold", stories.build);
  record("cold", await gatsbyBuild("cold", "cold, shipped content", { clean: true }));
  record("warm", await gatsbyBuild("warm", "warm, shipped content", { clean: false }));

  const shipped = homeWeight();
  const growthOf = (generated: { weight: PageWeight }) =>
    (generated.weight.totals.firstLoad - shipped.totals.firstLoad) / shipped.totals.firstLoad;
  if (large || stories) {
    results.contentGrowth = {
      storiesPerSection: { shipped: 15, large: LARGE_PER_CATEGORY },
      generatedStories: GENERATED_STORIES,
      shipped: shipped.totals,
      large: large?.weight.totals,
      stories: stories?.weight.totals,
      laterStoriesBytes: {
        shipped: laterStoriesBytes(),
        large: large?.laterStoriesBytes,
        stories: stories?.laterStoriesBytes,
      },
      growth: large ? growthOf(large) : undefined,
      storiesGrowth: stories ? growthOf(stories) : undefined,
    };
  }
}

/**
 * Lighthouse on every page, `runs` times, round-robin, against public/ served on `port` and the
 * bare Gatsby page on `port + 1`; then every script each page loads in its first 10 s.
 */
async function runLighthouse(
  results: SiteResults,
  pages: readonly BenchPage[],
  { runs, port }: SiteBenchOptions,
  bareDir: string,
): Promise<void> {
  const origins = { site: `http://localhost:${port}`, bare: `http://localhost:${port + 1}` };
  const originOf = (page: BenchPage) => origins[page.site ?? "site"];
  log(`Lighthouse, ${runs} run(s) per page (${chromiumPath()})…`);
  const servers = [await startServer(port), await startServer(port + 1, bareDir)];
  try {
    // One request per page first, so no measured load pays for a first read from disk.
    for (const page of pages) {
      await fetch(`${originOf(page)}${page.route}`, {
        headers: { "Accept-Encoding": "gzip" },
      }).then((response) => response.arrayBuffer());
    }
    // Round-robin over the pages, so a burst of load on the machine hits every page alike.
    for (let index = 0; index < runs; index += 1) {
      for (const page of pages) {
        process.stdout.write(`  ${page.label} run ${index + 1}/${runs}… `);
        const reportFile = path.join(LHR_DIR, `${page.id}-${index + 1}.json`);
        const { summary, versions } = await lighthouseRun(page, originOf(page), reportFile);
        results.settings.lighthouseVersion = versions.lighthouse;
        results.settings.browser = versions.browser;
        measuredPage(results, page.id).data.runs.push(summary);
        log(
          summary.runtimeError
            ? `error: ${summary.runtimeError}`
            : `performance ${score(summary.scores.performance)}, LCP ${seconds(summary.lcpMs)}, TBT ${Math.round(summary.tbtMs ?? 0)} ms`,
        );
      }
    }
    for (const page of pages) {
      const { data } = measuredPage(results, page.id);
      data.medians = mediansOf(data.runs);
    }
    log(`Every script in the first ${SCRIPTS_WINDOW_MS / 1000} s, one page at a time…`);
    const scripts = await measureScriptsLoaded(
      pages.map((page) => `${originOf(page)}${page.route}`),
    );
    pages.forEach((page, index) => {
      measuredPage(results, page.id).data.scripts = scripts[index];
    });
  } finally {
    servers.forEach((server) => server.kill());
  }
}

/** The default mode; resolves with whether every budget is met. */
export async function runSiteBench(options: SiteBenchOptions): Promise<boolean> {
  const pages = benchPages().filter((page) => !options.pages || options.pages.includes(page.id));
  if (pages.length === 0) throw new Error(`--pages names no page the bench knows`);
  fs.mkdirSync(LHR_DIR, { recursive: true });
  const results: SiteResults = {
    startedAt: new Date().toISOString(),
    command: options.command,
    machine: {
      platform: `${os.type()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
      node: process.version,
    },
    settings: {
      runs: options.runs,
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

  // 1. Builds.
  if (!options.skipBuild) await buildAll(results, options);
  else if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    throw new Error("--skip-build needs a build in public/; run npm run build first");
  }

  // 2. Deterministic weights from the files of the shipped build, and of the bare page's.
  const bareDir = await buildBarePage();
  const measured = [...pages, BARE_PAGE];
  const readers = { site: publicDirReader(PUBLIC_DIR), bare: publicDirReader(bareDir) };
  for (const page of measured) {
    const read = readers[page.site ?? "site"];
    const html = read(page.htmlFile)?.toString() ?? "";
    results.pages[page.id] = {
      label: page.label,
      url: page.route,
      noIndex: isNoIndex(html),
      weight: measurePageWeight(page.htmlFile, read),
      loadingIssues: findLoadingIssues(html),
      highPriorityImages: highPriorityImages(html),
      runs: [],
    };
  }

  // 3. Lighthouse and scripts; 4. budgets; 5. report.
  await runLighthouse(results, measured, options, bareDir);
  results.checks = checkBudgets(results, pages, `http://localhost:${options.port}`);
  results.finishedAt = new Date().toISOString();
  fs.writeFileSync(path.join(RESULTS_DIR, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results, measured);
  return results.checks.every((entry) => entry.ok);
}
