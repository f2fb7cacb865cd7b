/** @jest-environment node */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { startGithubStandIn, type GithubStandIn } from "../../tools/support/githubStandIn";
import { makeTempDir } from "../support/tempDir";

const OWNER = "detroit-herald";
const REPO = `${OWNER}/newsroom`;
const BRANCH = "main";
const STORY_A = "content/stories/2026/11/a.json";
const STORY_B = "content/stories/2026/11/b.json";

const git = (dir: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
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

let dir = "";
let standIn: GithubStandIn;
/** The branch's two commits: the first adds site.json and story a, the second story b. */
let first = "";
let second = "";

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
interface Answer<Json> {
  status: number;
  headers: Headers;
  text: string;
  json: Json;
}

/** The shapes of GitHub's answers that the tests read fields of. */
interface Sha {
  sha: string;
}
interface Branch {
  commit: Sha;
}
interface Tree extends Sha {
  truncated: boolean;
  tree: { path: string; sha: string }[];
}
interface Blob {
  content: string;
}
interface Pull {
  state: string;
  updated_at: string;
}

async function call<Json = unknown>(
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

const inRepo = (route: string) => `/repos/${REPO}${route}`;
const fileOnBranch = (file: string) => git(dir, ["show", `${BRANCH}:${file}`]);

/** A commit on `parent` that writes `files`, made as Decap makes one: blobs, a tree, a commit. */
async function commitThroughApi(parent: string, files: Record<string, Buffer>, message: string) {
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

describe("the GitHub stand-in", () => {
  it("answers the editor, the repository with its default branch, and the branch's head", async () => {
    expect((await call("GET", "/user")).json).toMatchObject({ login: "desk-editor" });
    expect((await call("GET", "/users/desk-editor")).json).toMatchObject({ login: "desk-editor" });
    expect((await call("GET", inRepo(""))).json).toMatchObject({
      full_name: REPO,
      owner: { login: OWNER },
      default_branch: BRANCH,
      permissions: { push: true },
    });
    expect((await call("GET", inRepo(`/branches/${BRANCH}`))).json).toEqual({
      name: BRANCH,
      commit: { sha: second, commit: { message: "" } },
      protected: false,
    });
    expect((await call("GET", inRepo("/branches/no-such-branch"))).status).toBe(404);
  });

  it("lists a folder's tree as Decap names it (`main:content`), its blobs with their sizes, recursively when asked", async () => {
    const top = await call<Tree>("GET", inRepo(`/git/trees/${BRANCH}:content`));
    expect(top.status).toBe(200);
    expect(top.json.truncated).toBe(false);
    expect(top.json.sha).toBe(git(dir, ["rev-parse", `${BRANCH}:content`]));
    expect(top.json.tree).toEqual([
      expect.objectContaining({ path: "site.json", type: "blob", size: 18 }),
      expect.objectContaining({ path: "stories", type: "tree" }),
    ]);
    expect(top.json.tree[1]).not.toHaveProperty("size");

    const all = await call<Tree>("GET", inRepo(`/git/trees/${BRANCH}:content?recursive=1`));
    expect(all.json.tree.map((entry) => entry.path)).toEqual([
      "site.json",
      "stories",
      "stories/2026",
      "stories/2026/11",
      "stories/2026/11/a.json",
      "stories/2026/11/b.json",
    ]);
    expect(all.json.tree[4]).toEqual({
      path: "stories/2026/11/a.json",
      mode: "100644",
      type: "blob",
      sha: git(dir, ["rev-parse", `${BRANCH}:${STORY_A}`]),
      size: '{"headline":"A"}'.length,
    });

    // A commit's tree is its root folder.
    const root = await call<Tree>("GET", inRepo(`/git/trees/${first}`));
    expect(root.json.sha).toBe(git(dir, ["rev-parse", `${first}^{tree}`]));
    expect((await call("GET", inRepo(`/git/trees/${BRANCH}:no-such-folder`))).status).toBe(404);
  });

  it("reads a file's blob, base64-encoded, and answers 404 for a blob it does not have", async () => {
    const sha = git(dir, ["rev-parse", `${BRANCH}:${STORY_B}`]);
    const blob = await call<Blob>("GET", inRepo(`/git/blobs/${sha}`));
    expect(blob.status).toBe(200);
    expect(blob.json).toMatchObject({ sha, size: 16, encoding: "base64" });
    expect(Buffer.from(blob.json.content, "base64").toString()).toBe('{"headline":"B"}');
    expect((await call("GET", inRepo(`/git/blobs/${"0".repeat(40)}`))).status).toBe(404);
  });

  it("gives a file's last commit on a branch, with its author and date, and none for a file it never had", async () => {
    const commitsOf = async (file: string) =>
      (await call<Sha[]>("GET", inRepo(`/commits?path=${encodeURIComponent(file)}&sha=${BRANCH}`)))
        .json;
    expect(await commitsOf(STORY_A)).toEqual([
      {
        sha: first,
        commit: {
          author: {
            name: "Newsroom",
            email: "desk@example.com",
            date: "2026-11-02T09:30:00+00:00",
          },
          message: "",
        },
      },
    ]);
    expect((await commitsOf(STORY_B))[0]).toMatchObject({
      sha: second,
      commit: { author: { name: "Renee Okafor" } },
    });
    expect(await commitsOf("content/stories/2026/11/none.json")).toEqual([]);
  });

  it("makes a commit through the git data API and moves the branch to it; later reads see it", async () => {
    // Read first, so that an answer kept from before the write would show.
    expect((await call<Branch>("GET", inRepo(`/branches/${BRANCH}`))).json.commit.sha).toBe(second);
    expect((await call<Sha[]>("GET", inRepo(`/commits?path=${STORY_A}`))).json[0]?.sha).toBe(first);

    const commit = await commitThroughApi(
      second,
      { [STORY_A]: Buffer.from('{"headline":"A, updated"}') },
      "Update stories “a”",
    );
    const moved = await call("PATCH", inRepo(`/git/refs/heads/${BRANCH}`), { sha: commit });
    expect(moved.status).toBe(200);
    expect(moved.json).toEqual({
      ref: `refs/heads/${BRANCH}`,
      object: { sha: commit, type: "commit" },
    });

    expect((await call<Branch>("GET", inRepo(`/branches/${BRANCH}`))).json.commit.sha).toBe(commit);
    expect(
      (await call<{ object: Sha }>("GET", inRepo(`/git/refs/heads/${BRANCH}`))).json.object.sha,
    ).toBe(commit);
    const lastOfA = (await call<Sha[]>("GET", inRepo(`/commits?path=${STORY_A}`))).json[0];
    expect(lastOfA).toMatchObject({ sha: commit, commit: { author: { name: "Desk Editor" } } });
    const tree = await call<Tree>("GET", inRepo(`/git/trees/${BRANCH}:content/stories/2026/11`));
    const blobSha = tree.json.tree.find((entry) => entry.path === "a.json")?.sha;
    const blob = await call<Blob>("GET", inRepo(`/git/blobs/${blobSha}`));
    expect(Buffer.from(blob.json.content, "base64").toString()).toBe('{"headline":"A, updated"}');
    expect(fileOnBranch(STORY_B)).toBe('{"headline":"B"}');
    expect(git(dir, ["log", "-1", "--format=%s%n%P", BRANCH])).toBe(
      `Update stories “a”\n${second}`,
    );
  });

  it("writes a tree entry with a null sha as a removal, and a commit by the author it is given", async () => {
    const tree = await call<Sha>("POST", inRepo("/git/trees"), {
      base_tree: second,
      tree: [{ path: STORY_A, mode: "100644", type: "blob", sha: null }],
    });
    const commit = await call<Sha>("POST", inRepo("/git/commits"), {
      message: "Delete stories “a”",
      tree: tree.json.sha,
      parents: [second],
      author: { name: "Renee Okafor", email: "renee@example.com" },
    });
    expect(commit.json).toEqual({
      sha: commit.json.sha,
      tree: { sha: tree.json.sha },
      parents: [],
      message: "Delete stories “a”",
    });
    expect(git(dir, ["ls-tree", "-r", "--name-only", commit.json.sha])).toBe(
      ["content/site.json", STORY_B].join("\n"),
    );
    expect(git(dir, ["log", "-1", "--format=%an <%ae>", commit.json.sha])).toBe(
      "Renee Okafor <renee@example.com>",
    );
  });

  it("creates a branch, moves it forward only unless forced, and deletes it once", async () => {
    const ref = "refs/heads/cms/stories/a";
    const created = await call("POST", inRepo("/git/refs"), { ref, sha: second });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ ref, object: { sha: second, type: "commit" } });

    const back = await call("PATCH", inRepo("/git/refs/heads/cms/stories/a"), { sha: first });
    expect(back.status).toBe(422);
    expect(back.json).toEqual({ message: "Update is not a fast forward" });
    expect(git(dir, ["rev-parse", ref])).toBe(second);
    const forced = { sha: first, force: true };
    expect((await call("PATCH", inRepo("/git/refs/heads/cms/stories/a"), forced)).status).toBe(200);
    expect(git(dir, ["rev-parse", ref])).toBe(first);

    const deleted = await call("DELETE", inRepo("/git/refs/heads/cms/stories/a"));
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({});
    expect((await call("GET", inRepo("/git/refs/heads/cms/stories/a"))).status).toBe(404);
    const again = await call("DELETE", inRepo("/git/refs/heads/cms/stories/a"));
    expect(again.status).toBe(422);
    expect(again.json).toEqual({ message: "Reference does not exist" });
  });

  it("keeps the editorial workflow's pull request: opened, labelled, listed, compared, merged into the branch", async () => {
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02, 0x03]);
    const commit = await commitThroughApi(
      second,
      {
        "content/stories/2026/11/c.json": Buffer.from('{"headline":"C"}'),
        "static/c.png": picture,
      },
      "Create stories “c”",
    );
    await call("POST", inRepo("/git/refs"), { ref: "refs/heads/cms/stories/c", sha: commit });

    const opened = await call("POST", inRepo("/pulls"), {
      title: "Create stories “c”",
      head: `${OWNER}:cms/stories/c`,
      base: BRANCH,
    });
    expect(opened.status).toBe(201);
    expect(opened.json).toMatchObject({
      number: 1,
      state: "open",
      user: { login: "desk-editor" },
      labels: [],
      head: { ref: "cms/stories/c", sha: commit, repo: { full_name: REPO, fork: false } },
      base: { ref: BRANCH, sha: second },
      merged_at: null,
    });

    const labelled = await call("PUT", inRepo("/issues/1/labels"), {
      labels: ["decap-cms/draft"],
    });
    expect(labelled.json).toEqual([{ name: "decap-cms/draft" }]);
    const listed = await call("GET", inRepo(`/pulls?head=${OWNER}:cms/stories/c&state=open`));
    expect(listed.json).toEqual([
      expect.objectContaining({ number: 1, labels: [{ name: "decap-cms/draft" }] }),
    ]);
    expect((await call("GET", inRepo("/pulls?head=cms/stories/other"))).json).toEqual([]);
    expect((await call("GET", inRepo("/pulls?state=closed"))).json).toEqual([]);
    expect((await call("GET", inRepo("/issues/1/comments"))).json).toEqual([]);

    const compared = await call<{
      base_commit: Sha;
      merge_base_commit: Sha;
      commits: unknown;
      files: unknown;
    }>("GET", inRepo(`/compare/${BRANCH}...${OWNER}:cms/stories/c`));
    expect(compared.json.base_commit.sha).toBe(second);
    expect(compared.json.merge_base_commit.sha).toBe(second);
    expect(compared.json.commits).toEqual([
      {
        sha: commit,
        parents: [{ sha: second }],
        commit: expect.objectContaining({
          message: "Create stories “c”",
          author: expect.objectContaining({ name: "Desk Editor", email: "desk@example.com" }),
          tree: { sha: git(dir, ["rev-parse", `${commit}^{tree}`]) },
        }),
      },
    ]);
    // A picture has no patch: Decap reads it as binary.
    expect(compared.json.files).toEqual([
      {
        filename: "content/stories/2026/11/c.json",
        status: "added",
        sha: git(dir, ["rev-parse", `${commit}:content/stories/2026/11/c.json`]),
        patch: "@@ content/stories/2026/11/c.json @@",
      },
      {
        filename: "static/c.png",
        status: "added",
        sha: git(dir, ["rev-parse", `${commit}:static/c.png`]),
      },
    ]);
    expect((await call("GET", inRepo(`/commits/${commit}/status`))).json).toEqual({
      state: "pending",
      sha: commit,
      statuses: [],
    });

    const merged = await call<Sha>("PUT", inRepo("/pulls/1/merge"), { commit_message: "Merged" });
    expect(merged.status).toBe(200);
    expect(merged.json).toEqual({
      sha: merged.json.sha,
      merged: true,
      message: "Pull Request successfully merged",
    });
    expect(git(dir, ["rev-parse", BRANCH])).toBe(merged.json.sha);
    expect((await call<Branch>("GET", inRepo(`/branches/${BRANCH}`))).json.commit.sha).toBe(
      merged.json.sha,
    );
    expect(git(dir, ["log", "-1", "--format=%s%n%P", BRANCH])).toBe(`Merged\n${second} ${commit}`);
    expect(fileOnBranch("content/stories/2026/11/c.json")).toBe('{"headline":"C"}');
    const pull = (await call<Pull>("GET", inRepo("/pulls/1"))).json;
    expect(pull).toMatchObject({ state: "closed", merged_at: pull.updated_at });
    expect(standIn.pulls()).toEqual([
      expect.objectContaining({
        number: 1,
        head: "cms/stories/c",
        base: BRANCH,
        state: "closed",
        merged: true,
        labels: ["decap-cms/draft"],
      }),
    ]);
    expect((await call("PUT", inRepo("/pulls/1/merge"), {})).status).toBe(405);
  });

  it("closes and reopens a pull request, refuses one without a branch, and answers 404 for a number it never gave", async () => {
    await call("POST", inRepo("/git/refs"), { ref: "refs/heads/cms/stories/b", sha: second });
    await call("POST", inRepo("/pulls"), { title: "b", head: "cms/stories/b", base: BRANCH });
    const closed = await call("PATCH", inRepo("/pulls/1"), { state: "closed" });
    expect(closed.json).toMatchObject({ number: 1, state: "closed", merged_at: null });
    expect((await call("GET", inRepo("/pulls"))).json).toEqual([]);
    expect((await call("GET", inRepo("/pulls?state=all"))).json).toHaveLength(1);
    expect((await call("PUT", inRepo("/pulls/1/merge"), {})).status).toBe(405);
    expect((await call<Pull>("PATCH", inRepo("/pulls/1"), { state: "open" })).json.state).toBe(
      "open",
    );

    const without = await call("POST", inRepo("/pulls"), {
      title: "x",
      head: `${OWNER}:cms/stories/none`,
      base: BRANCH,
    });
    expect(without.status).toBe(422);
    expect((await call("GET", inRepo("/pulls/2"))).status).toBe(404);
    expect((await call("PUT", inRepo("/issues/2/labels"), { labels: [] })).status).toBe(404);
    expect(standIn.pulls()).toHaveLength(1);
  });

  it("answers 409 to a merge that conflicts, and leaves the branch and the pull request as they were", async () => {
    const change = (text: string) =>
      commitThroughApi(second, { [STORY_A]: Buffer.from(text) }, `Set a to ${text}`);
    const proposed = await change("proposed");
    await call("POST", inRepo("/git/refs"), { ref: "refs/heads/cms/stories/a", sha: proposed });
    await call("POST", inRepo("/pulls"), { title: "a", head: "cms/stories/a", base: BRANCH });
    const published = await change("published");
    await call("PATCH", inRepo(`/git/refs/heads/${BRANCH}`), { sha: published });

    const merge = await call("PUT", inRepo("/pulls/1/merge"), {});
    expect(merge.status).toBe(409);
    expect(merge.json).toEqual({ message: "Merge conflict" });
    expect(git(dir, ["rev-parse", BRANCH])).toBe(published);
    expect(standIn.pulls()[0]).toMatchObject({ state: "open", merged: false });
  });

  it("answers 304, uncounted, to a GET that names the ETag of the answer it would give", async () => {
    const answer = await call("GET", inRepo(""));
    const etag = answer.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(answer.headers.get("cache-control")).toBe("private, max-age=60, s-maxage=60");

    const again = await call("GET", inRepo(""), undefined, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    const other = await call("GET", inRepo(""), undefined, { "If-None-Match": '"other"' });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).toBe(etag);
    expect(standIn.counts()).toEqual({ "GET repo": 2 });
    expect(standIn.free().notModified).toBe(1);

    // A changed answer is a new one: the list of pull requests after one is opened.
    const before = await call("GET", inRepo("/pulls"));
    await call("POST", inRepo("/git/refs"), { ref: "refs/heads/cms/stories/b", sha: second });
    await call("POST", inRepo("/pulls"), { title: "b", head: "cms/stories/b", base: BRANCH });
    const headers = { "If-None-Match": before.headers.get("etag")! };
    expect((await call("GET", inRepo("/pulls"), undefined, headers)).status).toBe(200);
  });

  it("answers 404 to a route it does not serve, or another repository's, counted by endpoint", async () => {
    const unknown = await call("GET", inRepo("/contents/content/site.json"));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: "Not Found" });
    expect((await call("GET", "/repos/someone/else")).status).toBe(404);
    expect((await call("DELETE", inRepo(""))).status).toBe(404);
    expect(standIn.counts()).toEqual({
      "GET contents/:path": 1,
      "GET repos/someone/else": 1,
      "DELETE repo": 1,
    });
  });

  it("counts requests by endpoint and in all, CORS preflights apart, and starts anew on reset", async () => {
    const blob = git(dir, ["rev-parse", `${BRANCH}:${STORY_A}`]);
    await call("GET", inRepo(`/git/blobs/${blob}`));
    await call("GET", inRepo(`/git/blobs/${blob}`));
    await call("GET", inRepo(`/git/trees/${BRANCH}:content?recursive=1`));
    await call("GET", inRepo(`/pulls/7`));
    await call("GET", "/search/issues?q=is:pr");
    await call("POST", inRepo("/git/blobs"), { content: "text", encoding: "utf-8" });
    const preflight = await fetch(`${standIn.url}${inRepo("/git/blobs")}`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:8000", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-max-age")).toBe("86400");

    await standIn.settled(50);
    expect(standIn.counts()).toEqual({
      "GET git/blobs/:sha": 2,
      "GET git/trees/:tree (recursive)": 1,
      "GET pulls/:number": 1,
      "GET search/issues": 1,
      "POST git/blobs": 1,
    });
    expect(standIn.total()).toBe(6);
    expect(standIn.free()).toEqual({ notModified: 0, preflights: 1 });

    standIn.reset();
    expect(standIn.counts()).toEqual({});
    expect(standIn.total()).toBe(0);
    expect(standIn.free()).toEqual({ notModified: 0, preflights: 0 });
  });
});
