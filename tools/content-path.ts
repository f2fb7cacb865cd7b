// The workflow's content path: build, then the browser checks a content change can fail, on the
// pages it can change. A failed check writes an editor's report (tools/support/editorReport.ts)
// that the workflow adds to the job summary.
// With --variants (`npm test`), the site the browser suite runs on: the tests' own content plus
// what an editor could write beyond it (tools/support/contentVariants.ts: a scheduled story, one
// published a minute before the build, a story without a picture, two authors, a late correction,
// a 200-character headline, an empty section, an author without stories), kept in e2e-content/
// and built into public/. The checks of a change of those stories run on it, then the same checks
// on a copy broken on purpose must refuse it; every other check is the suite's, on the same site.
// Usage: tsx tools/content-path.ts [--variants] [--seed 2026]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { contentVariants } from "./support/contentVariants";
import { E2E_CONTENT_DIR, FIXTURE_CONTENT_DIR } from "./support/fixtureContentDir";
import { readContentFolder } from "../src/node/contentDir";
import { publishedSite } from "./support/publishedSite";
import { putFaults, type FaultStory } from "./support/contentFaults";
import { changedFilesNamed, onlyStoriesChanged } from "./changePath";
import { requireTestBrowser } from "./support/browserPath";

/**
 * The checks of a change of stories alone: the pages it wrote (e2e/changedPages.spec.ts) and the
 * links of every file the build wrote.
 */
export const CHANGED_PAGES_SPECS = ["e2e/changedPages.spec.ts", "e2e/links.spec.ts"];
/**
 * The checks that matter for content, at one width (what they check is the same at both): for
 * any other change, which can touch every page.
 */
export const CONTENT_SPECS = [
  "e2e/links.spec.ts",
  "e2e/stories.spec.ts",
  "e2e/security.spec.ts",
  "e2e/metadata.spec.ts",
  "e2e/a11y.spec.ts",
];
/** The check that a scheduled story is published nowhere: run when the content holds one. */
export const SCHEDULED_SPEC = "e2e/scheduled.spec.ts";

const ROOT = path.join(__dirname, "..");
const { values } = parseArgs({
  options: { variants: { type: "boolean", default: false }, seed: { type: "string" } },
});

function run(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  console.log(`${[command, ...args].join(" ")}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result.status ?? 1;
}

// A missing browser stops the path before its build, not after.
requireTestBrowser();

// What this path's processes share: what the site publishes, read once
// (tools/support/publishedSite.ts).
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-content-path-"));
process.env.PUBLISHED_SITE_FILE = path.join(runDir, "published-site.json");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  CONTENT_CHECKS: "changed",
};
/** The variants' stories, for the faults put into a copy of their site (./support/contentFaults.ts). */
let faultStories: { published: FaultStory[]; scheduled: FaultStory } | undefined;
if (values.variants) {
  // One moment for the variants, the build and the checks: "tomorrow" is tomorrow for all three.
  const moment = Date.now();
  const base = readContentFolder(FIXTURE_CONTENT_DIR);
  const localImages = fs
    .readdirSync(path.join(FIXTURE_CONTENT_DIR, "images"))
    .map((file) => `images/${file}`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const variants = contentVariants(base, moment, { seed, localImages });
  const variantDir = E2E_CONTENT_DIR;
  fs.rmSync(variantDir, { recursive: true, force: true });
  fs.cpSync(FIXTURE_CONTENT_DIR, variantDir, { recursive: true });
  for (const [file, data] of Object.entries(variants.files)) {
    fs.mkdirSync(path.dirname(path.join(variantDir, file)), { recursive: true });
    fs.writeFileSync(path.join(variantDir, file), `${JSON.stringify(data, null, 2)}\n`);
  }
  console.log(`Content variants (seed ${seed ?? "default"}) in ${variantDir}:`);
  for (const each of variants.cases) {
    console.log(`  ${each.published ? "published" : "scheduled"}  ${each.name}: ${each.file}`);
  }
  const storyOf = (file: string) => ({
    ...(variants.files[file] as unknown as Omit<FaultStory, "file">),
    file: `content/${file}`,
  });
  faultStories = {
    published: variants.cases.filter((each) => each.published).map((each) => storyOf(each.file)),
    scheduled: storyOf(variants.cases.find((each) => !each.published)!.file),
  };
  console.log(`  a section with no written story: ${variants.emptySection}`);
  console.log(`  an author with no stories: ${variants.lonelyAuthor}`);
  Object.assign(env, {
    CONTENT_DIR: variantDir,
    BUILD_TIME: new Date(moment).toISOString(),
    // Each variant's page is opened and scanned, as a changed story's is in the workflow.
    CHANGED_CONTENT_FILES: variants.cases.map((each) => `content/${each.file}`).join(" "),
  });
}

// A change of stories alone (the variants are one) is checked on the pages it wrote; any other
// change on every page a content change can touch.
const changedFiles = changedFilesNamed(env.CHANGED_CONTENT_FILES);
const storiesOnly = onlyStoriesChanged(changedFiles);
console.log(
  storiesOnly
    ? `A change of stories alone, checked on the pages it wrote: ${changedFiles.join(" ")}`
    : "Checked on every page a content change can touch",
);
const specs = storiesOnly ? CHANGED_PAGES_SPECS : CONTENT_SPECS;
/**
 * The pages a change of stories touched are checked one browser at a time: each page's scan keeps
 * a core busy, so on two cores a second browser gains nothing, even for the variants' 25 pages.
 */
const workers = storiesOnly ? 1 : 2;
/** Runs these browser checks on the site in `siteDir` (SITE_DIR); their status. */
function checkSite(
  siteDir: string,
  checks: readonly string[],
  scheduled: number,
  extraEnv: NodeJS.ProcessEnv = {},
): number {
  return run(
    path.join("node_modules", ".bin", "playwright"),
    [
      "test",
      "--project=desktop",
      `--workers=${workers}`,
      // What only code can break is checked on the full path (e2e/a11y.spec.ts).
      "--grep-invert=@code-only",
      "--reporter=list,./tools/support/editorReport.ts",
      ...checks,
      ...(scheduled > 0 ? [SCHEDULED_SPEC] : []),
    ],
    { ...env, SITE_DIR: siteDir, ...extraEnv },
  );
}

/**
 * Shows that the checks refuse what they exist for: a copy of the variants' site, broken the
 * ways content breaks a page, must fail them, and the editor's report must name each fault.
 */
function refusesFaults(stories: NonNullable<typeof faultStories>): boolean {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-faults-"));
  try {
    fs.cpSync("public", siteDir, { recursive: true });
    const faults = putFaults(siteDir, stories.published, stories.scheduled);
    console.log(`Faults put in a copy of the site, each to be refused: ${siteDir}`);
    for (const fault of faults) console.log(`  ${fault.name}`);
    const reportFile = path.join(siteDir, "content-checks.md");
    // The checks of a change of the faults' stories, as the workflow runs them.
    const status = checkSite(siteDir, CHANGED_PAGES_SPECS, 1, {
      BUILT_SINCE: "0",
      EDITOR_REPORT_FILE: reportFile,
      CHANGED_CONTENT_FILES: faults.map((fault) => fault.story.file).join(" "),
    });
    const report = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, "utf8") : "";
    console.log(`The editor's report:\n${report}`);
    const missed = faults.filter((fault) => !report.includes(fault.reported));
    for (const fault of missed) console.error(`Not refused by name: ${fault.name}`);
    if (status === 0) console.error("The checks passed a site with faults in it");
    const refused = status !== 0 && missed.length === 0;
    if (refused) console.log("As it must: each fault was refused, and the report names it.");
    return refused;
  } finally {
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}

// The link check reads what this build wrote (e2e/links.spec.ts).
env.BUILT_SINCE = String(Date.now());
// `npm run build`'s script, without npm's start.
let status = run("node", [path.join("scripts", "build.mjs")], env);
if (status === 0) {
  const { scheduled } = publishedSite(env.CONTENT_DIR ?? path.join(ROOT, "content"), "public");
  if (scheduled.length > 0)
    console.log(`Scheduled, checked as published nowhere: ${scheduled.length}`);
  status = checkSite("public", specs, scheduled.length);
}
if (status === 0 && faultStories && !refusesFaults(faultStories)) status = 1;
if (values.variants) {
  // Gatsby's cache holds the variants' files: the next build of the site's content starts clean.
  fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
}
fs.rmSync(runDir, { recursive: true, force: true });
process.exit(status);
