/**
 * A stand-in for GitHub's API over a repository of its own, made anew for each test of the file
 * that imports this (its beforeEach and afterEach), and the calls the tests make to it.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { startGithubStandIn, type GithubStandIn } from "../../tools/support/githubStandIn";
import { makeTempDir } from "./tempDir";

export const OWNER = "detroit-herald";
export const REPO = `${OWNER}/newsroom`;
export const BRANCH = "main";
export const STORY_A = "content/stories/2026/11/a.json";
export const STORY_B = "content/stories/2026/11/b.json";

export const git = (dir: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync("git", args, { cwd: dir, env: { ...process.env, ...env } })
    .toString()
    .trim();

function commitFiles(dir: string, files: Record<string, string>, author: string, message: string) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const [name, email] = author.split(" <") as [string, string];
  git(dir, ["add", "-A"]);
  git(dir, ["commit", "-qm", message], {
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: email.replace(">", ""),
    GIT_AUTHOR_DATE: "2026-11-02T09:30:00+00:00",
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: email.replace(">", ""),
  });
  return git(dir, ["rev-parse", "HEAD"]);
}

export let dir = "";
export let standIn: GithubStandIn;
/** The branch's two commits: the first adds site.json and story a, the second story b. */
export let first = "";
export let second = "";

beforeEach(async () => {
  dir = makeTempDir("github-stand-in");
  git(dir, ["init", "-q", "-b", BRANCH]);
  first = commitFiles(
    dir,
    { "content/site.json": '{"title":"Herald"}', [STORY_A]: '{"headline":"A"}' },
    "Newsroom <desk@example.com>",
    "content",
  );
  second = commitFiles(
    dir,
    { [STORY_B]: '{"headline":"B"}' },
    "Renee Okafor <renee@example.com>",
    "Story b",
  );
  standIn = await startGithubStandIn({ dir, repo: REPO, branch: BRANCH });
});

afterEach(() => standIn.close());

/** An answer; `json` has the type the caller reads it as (each test checks what it reads). */
export interface Answer<Json> {
  status: number;
  headers: Headers;
  text: string;
  json: Json;
}

/** The shapes of GitHub's answers that the tests read fields of. */
export interface Sha {
  sha: string;
}
export interface Branch {
  commit: Sha;
}
export interface Tree extends Sha {
  truncated: boolean;
  tree: { path: string; sha: string }[];
}
export interface Blob {
  content: string;
}
export interface Pull {
  state: string;
  updated_at: string;
}

export async function call<Json = unknown>(
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<Json>> {
  const response = await fetch(`${standIn.url}${route}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: (text ? JSON.parse(text) : undefined) as Json,
  };
}

export const inRepo = (route: string) => `/repos/${REPO}${route}`;
export const fileOnBranch = (file: string) => git(dir, ["show", `${BRANCH}:${file}`]);

/** A commit on `parent` that writes `files`, made as Decap makes one: blobs, a tree, a commit. */
export async function commitThroughApi(
  parent: string,
  files: Record<string, Buffer>,
  message: string,
) {
  const tree = [];
  for (const [file, content] of Object.entries(files)) {
    const blob = await call<Sha>("POST", inRepo("/git/blobs"), {
      content: content.toString("base64"),
      encoding: "base64",
    });
    expect(blob.status).toBe(201);
    tree.push({ path: file, mode: "100644", type: "blob", sha: blob.json.sha });
  }
  const newTree = await call<Sha>("POST", inRepo("/git/trees"), { base_tree: parent, tree });
  expect(newTree.status).toBe(201);
  const commit = await call<Sha>("POST", inRepo("/git/commits"), {
    message,
    tree: newTree.json.sha,
    parents: [parent],
  });
  expect(commit.status).toBe(201);
  return commit.json.sha;
}
