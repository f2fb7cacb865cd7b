import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { folderFilePath } from "../src/content/contentFiles";
import { storySpec } from "../src/content/specs/stories";
import { monthCollectionName } from "../src/content/cmsConfig";
import { monthsIn } from "../src/node/contentDir";
import { siteUrl } from "../src/node/siteUrl";
import { storyFiles, writeStoryContent } from "../tools/bench/content";
import {
  commitsOnBranch,
  createGithubRepo,
  fileOnBranch,
  logInToGithub,
  serveEditorPage,
  storyActions,
  writeEditorPage,
  type ActionCost,
} from "../tools/support/githubEditor";
import { contentProblems } from "../tools/support/cms";
import { startGithubStandIn, type GithubStandIn } from "../tools/support/githubStandIn";

// The editor as the newsroom uses it, on GitHub: Decap's GitHub backend pointed at a stand-in
// for GitHub's API (tools/support/githubStandIn.ts) that answers from a repository made from the
// test fixtures and 30 generated stories (more than Decap's page of 20), counting every request
// GitHub would count against an editor's hourly 5,000. `npm run bench -- --github --stories N`
// takes the same actions on N stories.
const FIXTURES = path.join(__dirname, "..", "__tests__", "fixtures", "content");
const EDITOR_PORT = 8451;
const STORY = {
  entry: "2026/11/riverwalk-lighting-plan",
  headline: "Riverwalk's dark stretch east of Belle Isle bridge to get new lights by spring",
  words: "lights Riverwalk",
  address: `${siteUrl}/local-news/riverwalk-lighting-plan/`,
};
const STORY_FILE = `content/stories/${STORY.entry}.json`;
const GENERATED = 30;
/** Decap's GitHub backend lists a folder collection 20 entries at a time. */
const PAGE = 20;

let repo = "";
let editorDir = "";
let standIn: GithubStandIn | undefined;
let editorPage: ChildProcess | undefined;

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ baseURL: `http://localhost:${EDITOR_PORT}` });

test.beforeAll(async () => {
  repo = createGithubRepo((folder) => writeStoryContent(FIXTURES, folder, GENERATED));
  const site = JSON.parse(fs.readFileSync(path.join(FIXTURES, "site.json"), "utf8")) as {
    cms: { repository: string; branch: string };
  };
  standIn = await startGithubStandIn({
    dir: repo,
    repo: site.cms.repository,
    branch: site.cms.branch,
  });
  editorDir = await writeEditorPage(repo, standIn.url);
  editorPage = await serveEditorPage(editorDir, EDITOR_PORT);
});

test.afterAll(async () => {
  editorPage?.kill("SIGTERM");
  await standIn?.close();
  for (const dir of [repo, editorDir]) fs.rmSync(dir, { recursive: true, force: true });
});

const blobReads = (cost: ActionCost) => cost.byEndpoint["GET git/blobs/:sha"] ?? 0;

/** What the content model (the build's first check) says of the newsroom's branch: nothing. */
function problemsOnMain(): string[] {
  const published = fs.mkdtempSync(path.join(os.tmpdir(), "published-content-"));
  execFileSync("sh", ["-c", `git archive main content | tar -x -C "${published}"`], { cwd: repo });
  const problems = contentProblems(path.join(published, "content"));
  fs.rmSync(published, { recursive: true, force: true });
  return problems;
}

test("an editor on GitHub finds a story in All stories by two words, opens it, adds a correction as a pull request, publishes it, finds it again by its address, and opens the newest month, at a counted cost", async ({
  page,
  context,
}, testInfo) => {
  await logInToGithub(context);
  const content = path.join(repo, "content");
  const newestMonth = monthsIn(content)[storySpec.folder!]![0]!;
  const before = JSON.parse(fileOnBranch(repo, STORY_FILE)) as Record<string, unknown> & {
    corrections: unknown[];
  };
  const correction = "An earlier version of this story gave the wrong date for the lights.";
  const costs = await storyActions(page, standIn!, STORY, correction, newestMonth);
  await testInfo.attach("requests.json", { body: JSON.stringify(costs, null, 2) });
  const [opening, finding, opened, saving, publishing, byAddress, openingMonth] = costs;

  // All stories is listed and searched from the desk's index, which the site serves: GitHub is
  // not asked for the folder, nor for any story's file.
  expect(opening.byEndpoint["GET git/trees/:tree (recursive)"]).toBeUndefined();
  expect(blobReads(opening)).toBe(0);
  expect(opening.requests).toBeLessThanOrEqual(5);
  expect(finding.found).toBe(true);
  expect(finding.requests).toBe(0);

  // Opening the story reads it and the files its preview and fields show (the sections, the
  // authors, the interface copy), and asks once whether it has a pull request.
  expect(blobReads(opened)).toBeLessThan(PAGE);
  expect(opened.byEndpoint["GET pulls"]).toBe(1);
  expect(opened.requests).toBeLessThanOrEqual(50);

  // Saving is a pull request, not a change to the newsroom's branch (no ref moved but the new
  // one): one commit of one file on a branch of its own, the pull request labelled a draft, then
  // that entry read back.
  expect(saving.byEndpoint).toEqual({
    "GET branches/:branch": 1,
    "POST git/blobs": 1,
    "POST git/trees": 1,
    "POST git/commits": 1,
    "POST git/refs": 1,
    "POST pulls": 1,
    "PUT issues/:number/labels": 1,
    "GET pulls": 1,
    "GET compare/:range": 1,
    "GET users/:login": 1,
    "GET git/blobs/:sha": 1,
  });

  // Publishing marks it ready (its label), merges the pull request and deletes its branch.
  expect(publishing.byEndpoint).toMatchObject({
    "PUT issues/:number/labels": 1,
    "PUT pulls/:number/merge": 1,
    "DELETE git/refs/heads/:branch": 1,
  });
  expect(publishing.requests).toBeLessThanOrEqual(10);
  expect(standIn!.pulls()).toEqual([
    expect.objectContaining({
      head: `cms/${storySpec.folder}/${STORY.entry}`,
      state: "closed",
      merged: true,
      labels: ["decap-cms/pending_publish"],
    }),
  ]);
  // The correction, after the story's others, dated now, and nothing else of it changed.
  const after = JSON.parse(fileOnBranch(repo, STORY_FILE)) as typeof before;
  expect(after).toEqual({
    ...before,
    corrections: [
      ...before.corrections,
      { date: expect.stringMatching(/^\d{4}-/), text: correction },
    ],
  });
  // The correction from finding the story to publishing it, within issue 45's 100 requests, and
  // the newsroom's branch then as the content model (the build's first check) accepts it.
  expect(
    finding.requests + opened.requests + saving.requests + publishing.requests,
  ).toBeLessThanOrEqual(100);
  expect(problemsOnMain()).toEqual([]);
  const [merge, change, ...older] = commitsOnBranch(repo);
  expect(merge).toMatch(/Merged/);
  expect(change).toContain(STORY.entry);
  expect(older).toEqual(["content"]);

  // Its address, pasted into the search box, opens it: a read of the story, no list.
  expect(byAddress.byEndpoint["GET git/trees/:tree (recursive)"]).toBeUndefined();
  expect(byAddress.requests).toBeLessThanOrEqual(50);

  // The newest month's list is its folder's listing, one request, each story the desk's index
  // holds taken from it: only the others (scheduled, or saved since the build) are read, and no
  // story's last commit is asked.
  const indexed = new Set(
    (
      JSON.parse(fs.readFileSync(path.join(editorDir, "admin", "stories.json"), "utf8")) as {
        file: string;
      }[]
    ).map((story) => story.file),
  );
  const monthFiles = storyFiles(content).filter((file) =>
    file.startsWith(`stories/${newestMonth}/`),
  );
  expect(page.url()).toContain(`/collections/${monthCollectionName(storySpec, newestMonth)}`);
  expect(openingMonth.byEndpoint["GET git/trees/:tree"]).toBe(1);
  expect(blobReads(openingMonth)).toBe(monthFiles.filter((file) => !indexed.has(file)).length);
  expect(openingMonth.byEndpoint["GET commits"]).toBeUndefined();
});

test("a story re-dated into another month is moved into that month's folder in its pull request, and published there", async ({
  page,
  context,
}) => {
  await logInToGithub(context);
  const entry = "2026/11/corktown-rovers-reach-final";
  const moved = "content/stories/2026/10/corktown-rovers-reach-final.json";
  await page.goto(`/admin/#/collections/${storySpec.folder}/entries/${entry}`);
  const publishedAt = page.getByLabel("Published at", { exact: true });
  await expect(publishedAt).not.toHaveValue("", { timeout: 60_000 });
  await publishedAt.fill("2026-10-30T21:10");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Entry saved").waitFor({ timeout: 60_000 });

  // The pull request moves the file: the old path gone, the new one holding the new date.
  const pull = standIn!.pulls().find((each) => each.head.endsWith(entry))!;
  expect(pull).toBeDefined();
  const onBranch = (file: string) => {
    try {
      return fileOnBranch(repo, file, pull.head);
    } catch {
      return undefined;
    }
  };
  expect(onBranch(`content/stories/${entry}.json`)).toBeUndefined();
  expect(JSON.parse(onBranch(moved)!)).toMatchObject({
    slug: "corktown-rovers-reach-final",
    publishedAt: expect.stringMatching(/^2026-10-3[01]T/),
  });

  await page.getByRole("button", { name: /^Status:/ }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await page.getByText("Entry status updated").waitFor();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await page.getByText("Entry published").waitFor();

  // Published: on the newsroom's branch in its new month only (where the build looks for it,
  // and accepts it), and still open in the editor.
  const published = JSON.parse(fileOnBranch(repo, moved)) as Record<string, unknown>;
  expect(`content/${folderFilePath(storySpec, published)}`).toBe(moved);
  expect(() => fileOnBranch(repo, `content/stories/${entry}.json`)).toThrow();
  expect(problemsOnMain()).toEqual([]);
  await expect(page.getByLabel("Headline", { exact: true })).not.toHaveValue("");
});
