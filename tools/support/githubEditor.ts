import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { monthCollectionName } from "../../src/content/cmsConfig";
import { storySpec } from "../../src/content/specs/stories";
import { previewPane } from "./cms";
import { writeEditorFiles } from "./editorPage";
import type { GithubStandIn } from "./githubStandIn";

const ROOT = path.join(__dirname, "..", "..");

/** What the newsroom's branch is called in the stand-in's repository. */
export const BRANCH = "main";

/**
 * A git repository whose `content/` is written by `writeContent(folder)` (a copy of the test
 * fixtures, or the bench's generated stories), committed on `main`, as GitHub would hold it.
 */
export function createGithubRepo(writeContent: (contentFolder: string) => void): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "github-repo-"));
  writeContent(path.join(repo, "content"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
  git("init", "-q", "-b", BRANCH);
  git("add", "-A");
  git("-c", "user.name=Newsroom", "-c", "user.email=desk@example.com", "commit", "-qm", "content");
  return repo;
}

/** The file's text on the branch (the newsroom's unless named) now, as GitHub would serve it. */
export const fileOnBranch = (repo: string, file: string, branch = BRANCH) =>
  execFileSync("git", ["show", `${branch}:${file}`], { cwd: repo, stdio: "pipe" }).toString();

/** The branch's commits, newest first (their subjects). */
export const commitsOnBranch = (repo: string) =>
  execFileSync("git", ["log", "--format=%s", BRANCH], { cwd: repo }).toString().trim().split("\n");

/**
 * The editor's page as the build makes it (static/admin, Decap's bundle, the previews and the
 * configuration `writeCmsConfig` writes from the repository's content, its month collections
 * included), in a folder of its own, pointed at the stand-in (`api_root`), and without the local
 * backend.
 */
export async function writeEditorPage(repo: string, apiRoot: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "github-editor-"));
  const config = await writeEditorFiles(dir, path.join(repo, "content"));
  config.backend.api_root = apiRoot;
  delete config.local_backend;
  fs.writeFileSync(path.join(dir, "admin", "config.json"), JSON.stringify(config));
  return dir;
}

/** Serves the editor's page as a static host does (scripts/serve.mjs) and waits for it. */
export async function serveEditorPage(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [path.join(ROOT, "scripts", "serve.mjs"), "--port", String(port), "--dir", dir, "--no-headers"],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/admin/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return server;
    if (Date.now() > deadline) throw new Error(`The editor's page never answered on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Logged in as Decap keeps a GitHub login (decap-cms-core's LocalStorageAuthStore): the token
 * the OAuth client would have handed over, which the stand-in takes from anyone.
 */
export async function logInToGithub(context: BrowserContext) {
  await context.addInitScript(() => {
    window.localStorage.setItem(
      "decap-cms-user",
      JSON.stringify({ backendName: "github", token: "stand-in-token", login: "desk-editor" }),
    );
  });
}

/** What one action cost: requests GitHub would count, by endpoint, and those it would not. */
export interface ActionCost {
  action: string;
  requests: number;
  byEndpoint: Record<string, number>;
  notModified: number;
  preflights: number;
  ms: number;
  /** For a search: whether the story sought was among the results. */
  found?: boolean;
}

/**
 * Runs `act`, waits (at most `timeoutMs`) until the editor stops asking the stand-in, and returns
 * what it asked, and how long the editor waited: until `act` calls `shown` as what was asked for
 * appears (the waits for quiet that follow are not the editor's), else until `act` ends.
 */
export async function measureAction(
  standIn: GithubStandIn,
  action: string,
  act: (shown: () => void) => Promise<void>,
  timeoutMs?: number,
): Promise<ActionCost> {
  standIn.reset();
  const started = Date.now();
  let shownAt: number | undefined;
  await act(() => {
    shownAt ??= Date.now();
  });
  const ms = (shownAt ?? Date.now()) - started;
  await standIn.settled(undefined, timeoutMs);
  return {
    action,
    requests: standIn.total(),
    byEndpoint: standIn.counts(),
    ...standIn.free(),
    ms,
  };
}

/** The story looked for: two words of its headline, its address, what its editor shows. */
export interface SoughtStory {
  /** Its path under content/stories/, without `.json` (its entry in All stories). */
  entry: string;
  headline: string;
  words: string;
  /** Its page's whole address, as a reader's browser shows it. */
  address: string;
}

/** What Decap's loader says in turn while it reads or caches a collection's entries. */
const ENTRIES_LOADER =
  /^(Loading Entries\.\.\.|Caching Entries\.\.\.|This might take several minutes)$/;

/**
 * Resolves once Decap's loader has gone and stayed gone for a second and a half: it has read
 * every story (the browser may pause between reads), or, on a later visit, taken them from its
 * cache, which makes no request for a while and says "Caching Entries...".
 */
async function whenEntriesLoaded(page: Page, timeoutMs: number) {
  const loader = page.getByText(ENTRIES_LOADER);
  const deadline = Date.now() + timeoutMs;
  do {
    await loader.first().waitFor({ state: "hidden", timeout: Math.max(deadline - Date.now(), 1) });
    await page.waitForTimeout(1_500);
  } while (await loader.first().isVisible());
}

/**
 * What each of `storyActions` cost, in order: opening All stories, finding the story, opening it,
 * adding a correction, publishing it, finding it by its address, opening the newest month.
 */
export type StoryActionCosts = [
  ActionCost,
  ActionCost,
  ActionCost,
  ActionCost,
  ActionCost,
  ActionCost,
  ActionCost,
];

/** The editor's "All stories" collection, listed and searched from the desk's index. */
const ALL_STORIES = storySpec.folder;

/**
 * The actions an editor takes on a story, each measured: opening All stories (listed from the
 * desk's index), finding the story there by two words of its headline (Decap's search box
 * searches the collection on screen), opening it from the results, adding a correction dated
 * now and saving it (the editorial workflow: a branch and a pull request), publishing it
 * (marked ready, then merged), finding it again by its address pasted into the search box, which
 * opens it, and opening the newest month's list (newest first, from its folder's listing and the
 * index). `timeoutMs` bounds each step; `report` hears of each action as it ends.
 */
export async function storyActions(
  page: Page,
  standIn: GithubStandIn,
  story: SoughtStory,
  correction: string,
  newestMonth: string,
  timeoutMs = 60_000,
  report: (cost: ActionCost) => void = () => {},
): Promise<StoryActionCosts> {
  const measure = async (action: string, act: (shown: () => void) => Promise<void>) => {
    const cost = await measureAction(standIn, action, act, timeoutMs);
    report(cost);
    return cost;
  };
  const firstCard = () =>
    page
      .getByRole("link", { name: /./ })
      .filter({ has: page.locator("h2") })
      .first()
      .waitFor({ timeout: timeoutMs });
  const search = async (term: string) => {
    const box = page.getByPlaceholder("Search all");
    await box.fill(term);
    await box.press("Enter");
  };
  const summaryField = () =>
    page.getByLabel("Summary", { exact: true }).and(page.locator("textarea, input"));
  const storyOpened = async () => {
    await page.waitForURL(`**/#/collections/${ALL_STORIES}/entries/${story.entry}`);
    await summaryField().waitFor({ timeout: timeoutMs });
  };
  const opening = await measure("opening All stories", async (shown) => {
    await page.goto(`/admin/#/collections/${ALL_STORIES}`);
    await firstCard();
    shown();
  });
  let found = false;
  const finding = await measure("finding a story by two words", async (shown) => {
    await search(story.words);
    await page.getByText(`Search Results for "${story.words}"`).waitFor({ timeout: timeoutMs });
    const result = page.getByRole("link", { name: story.headline }).first();
    // Shown as the story's card appears, which may be before the search has read everything.
    void result.waitFor({ timeout: timeoutMs }).then(shown, () => {});
    await whenEntriesLoaded(page, timeoutMs);
    found = await result.isVisible();
  });
  const opened = await measure("opening the story", async (shown) => {
    // From the results, or, where Decap's search does not find it, from its address.
    if (found) await page.getByRole("link", { name: story.headline }).first().click();
    else {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#/collections/${ALL_STORIES}/entries/${story.entry}`);
    }
    await storyOpened();
    shown();
    // Then the files its preview and fields read (sections, authors), one after another: on a
    // busy machine they start after a second's quiet, and would be counted as saving's.
    await previewPane(page)
      .getByRole("heading", { level: 1, name: story.headline })
      .waitFor({ timeout: timeoutMs });
    await standIn.settled(3_000, timeoutMs);
  });
  const saving = await measure("adding a correction and saving it", async () => {
    await page.getByRole("button", { name: "Add Corrections" }).click();
    const text = page.getByLabel("Text", { exact: true }).last();
    await text.fill(correction);
    // Dated now: the Now of the new correction's date, the nearest before its text.
    const item = text.locator("xpath=ancestor::div[.//button[normalize-space()='Now']][1]");
    await item.getByRole("button", { name: "Now" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Entry saved").waitFor({ timeout: timeoutMs });
  });
  const publishing = await measure("publishing it", async () => {
    await page.getByRole("button", { name: /^Status:/ }).click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await page.getByText("Entry status updated").waitFor({ timeout: timeoutMs });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    // Decap asks "Are you sure you want to publish this entry?" with the browser's own dialog.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await page.getByText("Entry published").waitFor({ timeout: timeoutMs });
  });
  await page.goto(`/admin/#/collections/${ALL_STORIES}`);
  await firstCard();
  const byAddress = await measure("finding it by its address", async (shown) => {
    await search(story.address);
    await storyOpened();
    shown();
    await standIn.settled(3_000, timeoutMs);
  });
  const month = monthCollectionName(storySpec, newestMonth);
  const openingMonth = await measure("opening the newest month", async (shown) => {
    await page.goto(`/admin/#/collections/${month}`);
    await firstCard();
    shown();
    await whenEntriesLoaded(page, timeoutMs);
  });
  return [opening, { ...finding, found }, opened, saving, publishing, byAddress, openingMonth];
}
