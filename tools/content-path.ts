// The workflow's content path: build, then the browser checks a content change can fail, on the
// pages it can change. With --variants, the same path on content an editor could write beyond the
// test's files (tools/support/contentVariants.ts): a scheduled story, one published a minute before
// the build, a story without a picture, two authors, a late correction, a 200-character headline,
// an empty section, an author without stories. A failed check writes an editor's report
// (tools/support/editorReport.ts) that the workflow adds to the job summary.
// Usage: tsx tools/content-path.ts [--variants] [--seed 2026]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { contentVariants } from "./support/contentVariants";
import { FIXTURE_CONTENT_DIR } from "./support/fixtureContentDir";
import { readContentFolder } from "../src/node/contentDir";
import { publishedSite } from "./support/publishedSite";

/** The checks that matter for content, at one width (what they check is the same at both). */
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

const env: NodeJS.ProcessEnv = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  CONTENT_CHECKS: "changed",
};
let variantDir: string | undefined;
if (values.variants) {
  // One moment for the variants, the build and the checks: "tomorrow" is tomorrow for all three.
  const moment = Date.now();
  const base = readContentFolder(FIXTURE_CONTENT_DIR);
  const localImages = fs
    .readdirSync(path.join(FIXTURE_CONTENT_DIR, "images"))
    .map((file) => `images/${file}`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const variants = contentVariants(base, moment, { seed, localImages });
  variantDir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-variants-"));
  fs.cpSync(FIXTURE_CONTENT_DIR, variantDir, { recursive: true });
  for (const [file, data] of Object.entries(variants.files)) {
    fs.mkdirSync(path.dirname(path.join(variantDir, file)), { recursive: true });
    fs.writeFileSync(path.join(variantDir, file), `${JSON.stringify(data, null, 2)}\n`);
  }
  console.log(`Content variants (seed ${seed ?? "default"}) in ${variantDir}:`);
  for (const each of variants.cases) {
    console.log(`  ${each.published ? "published" : "scheduled"}  ${each.name}: ${each.file}`);
  }
  console.log(`  a section with no written story: ${variants.emptySection}`);
  console.log(`  an author with no stories: ${variants.lonelyAuthor}`);
  Object.assign(env, {
    CONTENT_DIR: variantDir,
    BUILD_TIME: new Date(moment).toISOString(),
    // Each variant's page is opened and scanned, as a changed story's is in the workflow.
    CHANGED_STORY_FILES: variants.cases.map((each) => `content/${each.file}`).join(" "),
  });
}

// The link check reads what this build wrote (e2e/links.spec.ts).
env.BUILT_SINCE = String(Date.now());
let status = run("npm", ["run", "build"], env);
if (status === 0) {
  const { scheduled } = publishedSite(env.CONTENT_DIR ?? path.join(ROOT, "content"), "public");
  if (scheduled.length > 0)
    console.log(`Scheduled, checked as published nowhere: ${scheduled.length}`);
  status = run(
    "npx",
    [
      "playwright",
      "test",
      "--project=desktop",
      // What only code can break is checked on the full path (e2e/a11y.spec.ts).
      "--grep-invert=@code-only",
      "--reporter=list,./tools/support/editorReport.ts",
      ...CONTENT_SPECS,
      ...(scheduled.length > 0 ? [SCHEDULED_SPEC] : []),
    ],
    env,
  );
}
if (variantDir) {
  fs.rmSync(variantDir, { recursive: true, force: true });
  // Gatsby's cache holds the variants' files: the next build of the site's content starts clean.
  fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
}
process.exit(status);
