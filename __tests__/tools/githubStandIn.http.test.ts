/** @jest-environment node */
import {
  OWNER,
  BRANCH,
  call,
  commitThroughApi,
  dir,
  fileOnBranch,
  git,
  inRepo,
  REPO,
  second,
  standIn,
  STORY_A,
  type Sha,
  type Branch,
  type Pull,
} from "../support/githubStandInRepo";

describe("the GitHub stand-in's pull requests and HTTP", () => {
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
