/** @jest-environment node */
import {
  OWNER,
  BRANCH,
  call,
  commitThroughApi,
  dir,
  fileOnBranch,
  first,
  git,
  inRepo,
  REPO,
  second,
  STORY_A,
  STORY_B,
  type Sha,
  type Branch,
  type Tree,
  type Blob,
} from "../support/githubStandInRepo";

describe("the GitHub stand-in's git store", () => {
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
});
