// The bench's publish mode (`npm run bench -- --publish [--stories 2000]`): how long an editor
// waits on the workflow's content path, and whether its kept cache is safe.
// 1. A cold build of the shipped content (plus N generated stories): the cache a run keeps.
// 2. Publish: one new story file, then `npm run test:content` (validate, warm build, the content
//    checks in a browser, the new story opened), timed from the file to the checked site.
// 2b. A live update on that story, the same way (docs/editing-content.md, live coverage).
// 2c. A new translation into Spanish, the same way (issue 46: within the story's goal).
//    Each is timed by the workflow's steps: install (npm ci, once, into a temporary folder), the
//    content path's build and checks (as it logs them), and the deploy preparation
//    (tools/prepareSite.ts and the host-limits check), with their total.
// 3. Warm equals cold: a story taken down, a warm build; then a cold build of the same content at
//    the same BUILD_TIME; public/ must be the same, file by file, but for PUBLISH_MAY_DIFFER.
// Writes bench-results/publish-N.json; exits 1 when the builds differ or a step fails.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addStory, addTranslation, standaloneStoryFile, writeStoryContent } from "./content";
import { checkHostLimits, HOSTS } from "../hostLimits";
import { prepareSite } from "../prepareSite";
import { measureSite } from "../siteSize";
import {
  addLiveUpdate,
  gatsbyBuild,
  gatsbyEnv,
  log,
  PUBLIC_DIR,
  RESULTS_DIR,
  ROOT,
  runForTime,
  seconds,
  table,
} from "./support";

/**
 * From the file to a built and checked site (issue 42): a story in a minute at 2,000 stories and
 * 90 s at 30,000; a live update or a correction in 45 s and 75 s. A smaller archive is held to the
 * 2,000 goals, one between to the 30,000 ones.
 */
const publishGoal = (stories: number) =>
  stories <= 2_000 ? { storyMs: 60_000, updateMs: 45_000 } : { storyMs: 90_000, updateMs: 75_000 };

/**
 * Issue 42's goals for a publish's parts, at any archive size: the build after one story, search
 * included, and the content path's checks.
 */
const STEP_GOALS = { buildMs: 45_000, checksMs: 20_000 };

/** The edition a new translation is published into. */
const TRANSLATION_LANGUAGE = "es";

/**
 * Files a warm and a cold build may write differently, and why. Everything else must match.
 * - webpack.stats.json, chunk-map.json: webpack's record of the bundles, whose order of entries
 *   follows the order modules were compiled in; the bundles they name are the same files.
 */
const PUBLISH_MAY_DIFFER = new Set(["webpack.stats.json", "chunk-map.json"]);

/** The host the workflow deploys to unless told otherwise (DEPLOY_HOST). */
const DEPLOY_HOST = HOSTS["github-pages"];

/** A publish's time by the workflow's steps, in ms. */
interface PublishSteps {
  install: number;
  build: number;
  checks: number;
  deployPreparation: number;
  total: number;
}

/** `npm ci` of this project's lockfile in a temporary folder: the workflow's install. */
async function timeInstall(tempDir: string, id: string): Promise<number> {
  const dir = path.join(tempDir, "install");
  fs.mkdirSync(path.join(dir, "scripts"), { recursive: true });
  for (const file of ["package.json", "package-lock.json", "scripts/check-patches.mjs"]) {
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  fs.cpSync(path.join(ROOT, "patches"), path.join(dir, "patches"), { recursive: true });
  const started = performance.now();
  await runForTime("npm", ["ci", "--no-audit", "--no-fund"], {
    env: process.env,
    cwd: dir,
    logFile: path.join(RESULTS_DIR, `${id}-install.log`),
  });
  const elapsed = performance.now() - started;
  fs.rmSync(dir, { recursive: true, force: true });
  return elapsed;
}

/**
 * The steps of one run of the content path, from its log (tools/content-path.ts prints each
 * command's seconds), and the deploy preparation of what it built, timed here.
 */
function publishSteps(install: number, logFile: string, tempDir: string): PublishSteps {
  const text = fs.readFileSync(logFile, "utf8");
  const secondsOf = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN) * 1000;
  const build = secondsOf(/^node scripts\/build\.mjs: (\d+) s$/m);
  const checks = secondsOf(/^node_modules\/\.bin\/playwright test .*: (\d+) s$/m);
  const started = performance.now();
  const site = path.join(tempDir, "site");
  prepareSite(PUBLIC_DIR, site, DEPLOY_HOST);
  const { within, lines } = checkHostLimits(DEPLOY_HOST, measureSite(site));
  if (!within) throw new Error(lines.join("\n"));
  const deployPreparation = performance.now() - started;
  fs.rmSync(site, { recursive: true, force: true });
  return {
    install,
    build,
    checks,
    deployPreparation,
    total: install + build + checks + deployPreparation,
  };
}

/** Every file under `dir` with a hash of its bytes, by path relative to `dir`. */
function fileHashes(dir: string, prefix = "", hashes = new Map<string, string>()) {
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) fileHashes(dir, relative, hashes);
    else {
      const bytes = fs.readFileSync(path.join(dir, relative));
      hashes.set(relative, crypto.createHash("sha256").update(bytes).digest("hex"));
    }
  }
  return hashes;
}

/** Where two builds' files differ: changed, only in the warm one, only in the cold one. */
function compareBuilds(warm: Map<string, string>, cold: Map<string, string>) {
  const changed: string[] = [];
  const onlyWarm: string[] = [];
  for (const [file, hash] of warm) {
    if (!cold.has(file)) onlyWarm.push(file);
    else if (cold.get(file) !== hash && !PUBLISH_MAY_DIFFER.has(file)) changed.push(file);
  }
  const onlyCold = [...cold.keys()].filter((file) => !warm.has(file));
  return { changed, onlyWarm, onlyCold };
}

export async function runPublishBench(count: number): Promise<boolean> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "detroit-herald-publish-"));
  const contentDir = path.join(tempDir, "content");
  // One moment for every build: the scheduling rule and the feeds then see the same "now".
  const buildTime = new Date().toISOString();
  const env = gatsbyEnv(contentDir, buildTime);
  log(`Publish: the shipped content plus ${count.toLocaleString("en-US")} generated stories`);
  writeStoryContent(path.join(ROOT, "content"), contentDir, count);
  const id = `publish-${count}`;
  try {
    const cold = await gatsbyBuild(`${id}-cold`, "cold, the kept cache", {
      clean: true,
      contentDir,
      buildTime,
    });

    process.stdout.write("  npm ci, the workflow's install… ");
    const install = await timeInstall(tempDir, id);
    log(seconds(install));

    // One change through the content path, timed alone, then by the workflow's steps.
    const publishChange = async (what: string, file: string, logName: string) => {
      process.stdout.write(`  npm run test:content, ${what} (warm)… `);
      const logFile = path.join(RESULTS_DIR, `${id}-${logName}.log`);
      const elapsed = await runForTime("npm", ["run", "test:content"], {
        env: { ...env, CHANGED_CONTENT_FILES: `content/${file}` },
        logFile,
      });
      log(seconds(elapsed));
      return { elapsed, steps: publishSteps(install, logFile, tempDir) };
    };
    const added = addStory(contentDir);
    const { elapsed: publish, steps: storySteps } = await publishChange(
      "one story added",
      added,
      "content-path",
    );
    addLiveUpdate(contentDir, added, buildTime);
    const { elapsed: update, steps: updateSteps } = await publishChange(
      "a live update added",
      added,
      "live-update",
    );
    const { elapsed: translated, steps: translationSteps } = await publishChange(
      "a translation added",
      addTranslation(contentDir, TRANSLATION_LANGUAGE, Date.parse(buildTime)),
      "translation",
    );

    // A story taken down: its page must be gone from the warm build as from a cold one.
    const removed = standaloneStoryFile(contentDir, added);
    if (!removed) throw new Error("the content has no story to take down but the one added");
    fs.rmSync(path.join(contentDir, removed));
    const warm = await gatsbyBuild(`${id}-warm`, "warm, one story taken down", {
      contentDir,
      buildTime,
    });
    const warmFiles = fileHashes(PUBLIC_DIR);
    const coldAgain = await gatsbyBuild(`${id}-cold-again`, "cold, the same content", {
      clean: true,
      contentDir,
      buildTime,
    });
    const differences = compareBuilds(warmFiles, fileHashes(PUBLIC_DIR));
    const same = Object.values(differences).every((files) => files.length === 0);

    const results = {
      stories: count,
      machine: { cpus: os.cpus().length, node: process.version },
      builds: {
        cold,
        publish: { elapsed: publish },
        update: { elapsed: update },
        translation: { elapsed: translated },
        warm,
        coldAgain,
      },
      steps: {
        story: storySteps,
        update: updateSteps,
        translation: translationSteps,
        host: DEPLOY_HOST.name,
      },
      warmEqualsCold: same,
      differences,
      mayDiffer: [...PUBLISH_MAY_DIFFER],
      goal: { ...publishGoal(count), ...STEP_GOALS },
    };
    fs.writeFileSync(path.join(RESULTS_DIR, `${id}.json`), `${JSON.stringify(results, null, 2)}\n`);
    const goal = publishGoal(count);
    log();
    log(
      table(
        ["figure", "value", "goal"],
        [
          ["cold build (the kept cache)", seconds(cold.elapsed), "-"],
          [
            "publish: one story to a built, checked site (warm)",
            seconds(publish),
            `≤ ${seconds(goal.storyMs)}`,
          ],
          [
            "update: one live update to a built, checked site (warm)",
            seconds(update),
            `≤ ${seconds(goal.updateMs)}`,
          ],
          [
            "publish: one translation to a built, checked site (warm)",
            seconds(translated),
            `≤ ${seconds(goal.storyMs)}`,
          ],
          ...(
            [
              ["story", storySteps],
              ["update", updateSteps],
              ["translation", translationSteps],
            ] as const
          ).flatMap(([name, steps]) => [
            [
              `  its build, search included (${name})`,
              seconds(steps.build),
              `≤ ${seconds(STEP_GOALS.buildMs)}`,
            ],
            [`  its checks (${name})`, seconds(steps.checks), `≤ ${seconds(STEP_GOALS.checksMs)}`],
          ]),
          ["warm build, one story taken down", seconds(warm.elapsed), "-"],
          ["cold build, the same content", seconds(coldAgain.elapsed), "-"],
          ["warm build's public/ equals the cold build's", same ? "yes" : "NO", "yes"],
        ],
      ),
    );
    log();
    log(`The workflow's steps, deploying to ${DEPLOY_HOST.name}:`);
    log(
      table(
        ["publish", "install", "build", "checks", "deploy preparation", "total"],
        (
          [
            ["one story", storySteps],
            ["one live update", updateSteps],
            ["one translation", translationSteps],
          ] as const
        ).map(([name, steps]) => [
          name,
          ...[steps.install, steps.build, steps.checks, steps.deployPreparation, steps.total].map(
            seconds,
          ),
        ]),
      ),
    );
    for (const [kind, files] of Object.entries(differences)) {
      for (const file of files.slice(0, 20)) log(`DIFFERS (${kind}): ${file}`);
    }
    log(`\nFigures: bench-results/${id}.json. public/ now holds this generated build.`);
    return same;
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}
