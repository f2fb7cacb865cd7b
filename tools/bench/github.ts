// The bench's GitHub mode (`npm run bench -- --github [--stories N]`): what the editor asks of
// GitHub's API, counted. The shipped content plus N generated stories (2,000 unless told) is
// committed to a repository that a stand-in for GitHub's API serves (tools/support/githubStandIn.ts);
// Decap CMS, as the build configures it but pointed at the stand-in, takes the actions of
// e2e/cms-github.spec.ts in Chromium: opening Stories, opening the newest shipped story's month,
// finding the story there by two words of its headline, opening it, saving a change (a pull
// request), publishing it (the merge). Twice: a first visit, then a later one in
// the same browser profile (Decap keeps files' metadata in IndexedDB, the browser keeps the
// answers it may reuse). Prints the requests GitHub would count per action, by endpoint, against
// the goals of issue 32; writes bench-results/github-N.json; returns whether the goals are met.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../support/browserPath";
import {
  createGithubRepo,
  logInToGithub,
  serveEditorPage,
  storyActions,
  writeEditorPage,
  type ActionCost,
} from "../support/githubEditor";
import { startGithubStandIn } from "../support/githubStandIn";
import { readStories, storyFiles, writeStoryContent } from "./content";
import { RESULTS_DIR, ROOT } from "./support";

/** Issue 32's goals at 30,000 stories, in requests GitHub counts against an editor's 5,000 an hour. */
export const GITHUB_GOALS = {
  openingStories: 50,
  findingFirstVisit: 2_000,
  findingLaterVisit: 100,
};

/** The newest shipped story (the desk's story of the month), and two words of its headline. */
function soughtStory(contentDir: string) {
  const files = storyFiles(contentDir);
  const stories = readStories(contentDir).map((story, index) => ({ story, file: files[index]! }));
  const newest = stories.sort((a, b) => b.story.publishedAt.localeCompare(a.story.publishedAt))[0];
  if (!newest) throw new Error(`${contentDir}/stories/ has no story to look for`);
  return {
    entry: newest.file.replace(/^stories\//, "").replace(/\.json$/, ""),
    headline: newest.story.headline,
    words: newest.story.headline.split(/\s+/).slice(0, 2).join(" "),
  };
}

const HEADER =
  "| visit | action | requests | blobs read | commits asked | other | 304 (free) | time |";

const row = (visit: string, cost: ActionCost) => {
  const { "GET git/blobs/:sha": blobs = 0, "GET commits": commits = 0 } = cost.byEndpoint;
  const others = Object.entries(cost.byEndpoint)
    .filter(([endpoint]) => endpoint !== "GET git/blobs/:sha" && endpoint !== "GET commits")
    .map(([endpoint, count]) => `${endpoint} ×${count}`)
    .join(", ");
  const action =
    cost.found === undefined
      ? cost.action
      : `${cost.action} (${cost.found ? "found" : "not found"})`;
  return `| ${visit} | ${action} | ${cost.requests} | ${blobs} | ${commits} | ${others || "-"} | ${cost.notModified} | ${(cost.ms / 1000).toFixed(1)} s |`;
};

export async function runGithubBench({
  stories,
  port,
}: {
  stories: number;
  port: number;
}): Promise<boolean> {
  const shipped = path.join(ROOT, "content");
  const story = soughtStory(shipped);
  process.stdout.write(`GitHub mode: the shipped content and ${stories} generated stories\n`);
  const repo = createGithubRepo((folder) => writeStoryContent(shipped, folder, stories));
  const storyCount = storyFiles(path.join(repo, "content")).length;
  const site = JSON.parse(fs.readFileSync(path.join(repo, "content", "site.json"), "utf8")) as {
    cms: { repository: string; branch: string };
  };
  const standIn = await startGithubStandIn({
    dir: repo,
    repo: site.cms.repository,
    branch: site.cms.branch,
  });
  const editorDir = await writeEditorPage(repo, standIn.url);
  const editorPage = await serveEditorPage(editorDir, port);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "github-bench-profile-"));
  const visits: Record<string, ActionCost[]> = {};
  process.stdout.write(`${HEADER}\n`);
  try {
    // A browser profile on disk, as an editor's: its cache and IndexedDB last between visits.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
      baseURL: `http://localhost:${port}`,
      viewport: { width: 1280, height: 900 },
    });
    await logInToGithub(context);
    for (const visit of ["first visit", "later visit"]) {
      const page = await context.newPage();
      visits[visit] = await storyActions(
        page,
        standIn,
        story,
        (summary) => `${summary.replace(/ \(Bench edit \d+\.\)$/, "")} (Bench edit ${Date.now()}.)`,
        60 * 60_000,
        (cost) => process.stdout.write(`${row(visit.split(" ")[0]!, cost)}\n`),
      );
      await page.close();
    }
    await context.close();
  } finally {
    editorPage.kill("SIGTERM");
    await standIn.close();
    for (const dir of [repo, editorDir, profile]) fs.rmSync(dir, { recursive: true, force: true });
  }

  const first = visits["first visit"]!;
  const later = visits["later visit"]!;
  // An action reads every story when, with what the visit read before it, it has read as many
  // files as there are stories: the search reads every story the list has not.
  const readsEveryStory = [first, later].flatMap((costs) => {
    let read = 0;
    return costs.filter((cost) => {
      const before = read;
      read += cost.byEndpoint["GET git/blobs/:sha"] ?? 0;
      return before < storyCount && read >= storyCount;
    });
  });
  // Finding a story from this month: opening the month's list, then searching it.
  const finding = (costs: ActionCost[]) => costs[1]!.requests + costs[2]!.requests;
  const goals = [
    ["opening Stories, first visit", first[0]!.requests, GITHUB_GOALS.openingStories],
    [
      "finding a story from this month, first visit",
      finding(first),
      GITHUB_GOALS.findingFirstVisit,
    ],
    [
      "finding a story from this month, later visit",
      finding(later),
      GITHUB_GOALS.findingLaterVisit,
    ],
    ["actions that read every story", readsEveryStory.length, 0],
  ] as const;
  process.stdout.write(
    [
      "",
      `Requests GitHub counts (an editor may make 5,000 an hour), ${storyCount} stories, looking for "${story.words}":`,
      HEADER,
      "|---|---|---|---|---|---|---|---|",
      ...first.map((cost) => row("first", cost)),
      ...later.map((cost) => row("later", cost)),
      "",
      ...goals.map(
        ([goal, value, limit]) =>
          `${value <= limit ? "ok  " : "OVER"} ${goal}: ${value} (goal: at most ${limit})`,
      ),
      "",
    ].join("\n"),
  );
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, `github-${stories}.json`),
    `${JSON.stringify({ stories: storyCount, sought: story, visits, goals }, null, 2)}\n`,
  );
  return goals.every(([, value, limit]) => value <= limit);
}
