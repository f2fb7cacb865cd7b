// The bench's GitHub mode (`npm run bench -- --github [--stories N]`): what the editor asks of
// GitHub's API, counted. The shipped content plus N generated stories (2,000 unless told) is
// committed to a repository that a stand-in for GitHub's API serves (tools/support/githubStandIn.ts);
// Decap CMS, as the build configures it but pointed at the stand-in, takes the actions of
// e2e/cms-github.spec.ts in Chromium on a story at least a year older than the newest (the
// oldest, where there is none): opening All stories, finding the story there by two words of
// its headline, opening it, adding a correction (a pull request), publishing it (the merge), finding
// it again by its address, and opening the newest month's list. Twice: a first visit, then a
// later one in the same browser profile (Decap keeps files' metadata in IndexedDB, the browser
// keeps the answers it may reuse). Prints the requests GitHub would count per action, by
// endpoint, and their times, against issue 45's goals; writes bench-results/github-N.json;
// returns whether the goals in requests are met.
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
  type SoughtStory,
  type StoryActionCosts,
} from "../support/githubEditor";
import { startGithubStandIn } from "../support/githubStandIn";
import { storySpec } from "../../src/content/specs/stories";
import { storyPath } from "../../src/model/pageIds";
import { monthsIn } from "../../src/node/contentDir";
import { siteUrl } from "../../src/node/siteUrl";
import { readStories, storyFiles, writeStoryContent } from "./content";
import { RESULTS_DIR, ROOT } from "./support";

/** Issue 45's goals at 30,000 stories: requests GitHub counts against an editor's 5,000 an hour. */
export const GITHUB_GOALS = {
  openingStories: 50,
  findingFirstVisit: 50,
  findingLaterVisit: 10,
  findingMs: 5_000,
  openingMs: 3_000,
  listMs: 3_000,
};

const DAY_MS = 86_400_000;

/**
 * The story the desk looks for: the newest among those at least a year older than the newest
 * story (the oldest, where none is that old), with the two words of its headline that the fewest
 * other headlines hold, in the other order, and its address.
 */
function soughtStory(contentDir: string): SoughtStory & { ageDays: number } {
  const files = storyFiles(contentDir);
  const stories = readStories(contentDir)
    .map((story, index) => ({ story, file: files[index]! }))
    .sort((a, b) => b.story.publishedAt.localeCompare(a.story.publishedAt));
  const newest = stories[0];
  if (!newest) throw new Error(`${contentDir}/stories/ has no story to look for`);
  const ageOf = (story: { publishedAt: string }) =>
    Math.floor((Date.parse(newest.story.publishedAt) - Date.parse(story.publishedAt)) / DAY_MS);
  const sought = stories.find(({ story }) => ageOf(story) >= 365) ?? stories.at(-1)!;
  const wordsOf = (headline: string) => [...new Set(headline.split(/\s+/))];
  const headlinesWith = new Map<string, number>();
  for (const { story } of stories) {
    for (const word of wordsOf(story.headline)) {
      headlinesWith.set(word, (headlinesWith.get(word) ?? 0) + 1);
    }
  }
  const headline = wordsOf(sought.story.headline);
  const rarest = [...headline]
    .sort((a, b) => headlinesWith.get(a)! - headlinesWith.get(b)!)
    .slice(0, 2)
    .sort((a, b) => headline.indexOf(b) - headline.indexOf(a));
  const { section, slug, language } = sought.story;
  return {
    entry: sought.file.replace(/^stories\//, "").replace(/\.json$/, ""),
    headline: sought.story.headline,
    words: rarest.join(" "),
    address: `${siteUrl}${storyPath(section, slug, language)}`,
    ageDays: ageOf(sought.story),
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
  process.stdout.write(`GitHub mode: the shipped content and ${stories} generated stories\n`);
  const repo = createGithubRepo((folder) => writeStoryContent(shipped, folder, stories));
  const content = path.join(repo, "content");
  const storyCount = storyFiles(content).length;
  const story = soughtStory(content);
  const newestMonth = monthsIn(content)[storySpec.folder!]![0]!;
  process.stdout.write(
    `Looking for "${story.headline}", ${story.ageDays} days older than the newest story\n`,
  );
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
  const visits: Record<string, StoryActionCosts> = {};
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
        `An earlier version of this story gave the wrong date (bench, ${visit}).`,
        newestMonth,
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
  const [opening, finding, opened, , , byAddress, openingMonth] = first;
  const old = `a story ${story.ageDays} days old`;
  const goals: [string, number, number][] = [
    ["opening All stories, first visit: requests", opening.requests, GITHUB_GOALS.openingStories],
    ["opening All stories, first visit: ms", opening.ms, GITHUB_GOALS.listMs],
    [
      `finding ${old} by two words, first visit: requests`,
      finding.requests,
      GITHUB_GOALS.findingFirstVisit,
    ],
    [`finding ${old} by two words, first visit: ms`, finding.ms, GITHUB_GOALS.findingMs],
    [
      `finding ${old} by two words: not found (visits)`,
      [first, later].filter((costs) => !costs[1]!.found).length,
      0,
    ],
    ["opening it from the results, first visit: ms", opened.ms, GITHUB_GOALS.openingMs],
    [
      `finding ${old} by its address and opening it, first visit: requests`,
      byAddress.requests,
      GITHUB_GOALS.findingFirstVisit,
    ],
    [
      `finding ${old} by its address and opening it, first visit: ms`,
      byAddress.ms,
      GITHUB_GOALS.findingMs + GITHUB_GOALS.openingMs,
    ],
    [
      "finding it by two words, later visit: requests",
      later[1]!.requests,
      GITHUB_GOALS.findingLaterVisit,
    ],
    [
      "finding it by its address, later visit: requests",
      later[5]!.requests,
      GITHUB_GOALS.findingLaterVisit,
    ],
    ["opening the newest month's list, first visit: ms", openingMonth.ms, GITHUB_GOALS.listMs],
    ["actions that read every story", readsEveryStory.length, 0],
  ];
  process.stdout.write(
    [
      "",
      `Requests GitHub counts (an editor may make 5,000 an hour), ${storyCount} stories, looking for "${story.words}" (${story.ageDays} days old):`,
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
  // Requests are counted exactly, so they fail the run; times depend on the machine: printed.
  return goals.every(([goal, value, limit]) => goal.endsWith(": ms") || value <= limit);
}
