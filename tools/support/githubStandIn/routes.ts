import type { Commit, GitStore, PullRequest } from "./gitStore";
import { HttpError, type Route } from "./server";

/** The one editor the stand-in knows, whatever token is sent. */
const EDITOR = {
  login: "desk-editor",
  name: "Desk Editor",
  email: "desk@example.com",
  id: 1,
};

/** GitHub's word for each of git's change letters; any other is `modified`. */
const FILE_STATUS: Record<string, string> = {
  A: "added",
  M: "modified",
  D: "removed",
  R: "renamed",
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The endpoints of GitHub's REST API that Decap CMS's GitHub backend calls
 * (decap-cms-backend-github/src/API.ts), one entry each, answered from `store` for `repo`
 * (`owner/name`), whose default branch is `branch`.
 */
export function githubRoutes(
  store: GitStore,
  { repo, branch }: { repo: string; branch: string },
): Route[] {
  const [owner, name] = repo.split("/") as [string, string];
  /** A path under the repository's, e.g. `inRepo("/git/blobs/(.+)")`. */
  const inRepo = (rest: string) => new RegExp(`^${escapeRegExp(`/repos/${repo}`)}${rest}$`);
  /** `owner:branch` (how Decap names a head) → `branch`. */
  const headBranch = (head: string) => head.replace(new RegExp(`^${owner}:`), "");
  const refJson = (ref: string, sha: string) => ({ ref, object: { sha, type: "commit" } });
  const pullOf = (number: string) => {
    const pull = store.pull(Number(number));
    if (!pull) throw new HttpError(404, "Not Found");
    return pull;
  };
  const pullJson = (pull: PullRequest) => ({
    number: pull.number,
    title: pull.title,
    state: pull.state,
    user: { login: EDITOR.login },
    labels: pull.labels.map((label) => ({ name: label })),
    head: {
      ref: pull.head,
      sha: store.branchHead(pull.head) ?? "",
      repo: { full_name: repo, fork: false },
    },
    base: { ref: pull.base, sha: store.branchHead(pull.base) ?? "" },
    merged_at: pull.merged ? pull.updatedAt : null,
    updated_at: pull.updatedAt,
  });
  const commitJson = (commit: Commit) => ({
    sha: commit.sha,
    parents: commit.parents.map((parent) => ({ sha: parent })),
    commit: {
      message: commit.message,
      author: commit.author,
      committer: commit.author,
      tree: { sha: commit.tree },
    },
  });

  return [
    { method: "GET", pattern: /^\/user$/, handler: () => EDITOR },
    {
      method: "GET",
      pattern: new RegExp(`^/users/${escapeRegExp(EDITOR.login)}$`),
      handler: () => EDITOR,
    },
    {
      // Decap looks for an entry's notes issue when it is published; the newsroom keeps no notes.
      method: "GET",
      pattern: /^\/search\/issues$/,
      handler: () => ({ total_count: 0, incomplete_results: false, items: [] }),
    },
    {
      method: "GET",
      pattern: inRepo(""),
      handler: () => ({
        name,
        full_name: repo,
        owner: { login: owner },
        default_branch: branch,
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
      }),
    },
    {
      method: "GET",
      pattern: inRepo("/branches/(.+)"),
      handler: ({ params }) => {
        const branchName = decodeURIComponent(params[0]!);
        const sha = store.branchHead(branchName);
        return sha
          ? { name: branchName, commit: { sha, commit: { message: "" } }, protected: false }
          : undefined;
      },
    },
    {
      // A recursive tree comes in one answer (`truncated: false`), however large.
      method: "GET",
      pattern: inRepo("/git/trees/(.+)"),
      handler: ({ params, url }) => {
        const tree = store.treeOf(
          decodeURIComponent(params[0]!),
          url.searchParams.has("recursive"),
        );
        return tree && { sha: tree.sha, tree: tree.entries, truncated: false };
      },
    },
    {
      method: "GET",
      pattern: inRepo("/git/blobs/(.+)"),
      handler: async ({ params }) => {
        const sha = params[0]!;
        const blob = await store.readBlob(sha);
        return (
          blob && { sha, size: blob.length, encoding: "base64", content: blob.toString("base64") }
        );
      },
    },
    {
      // Decap reads the first commit listed only: the file's last.
      method: "GET",
      pattern: inRepo("/commits"),
      handler: ({ url }) => {
        const last = store.lastCommitOf(
          url.searchParams.get("sha") ?? branch,
          url.searchParams.get("path") ?? "",
        );
        return last ? [{ sha: last.sha, commit: { author: last.author, message: "" } }] : [];
      },
    },
    {
      method: "GET",
      pattern: inRepo("/git/refs/(.+)"),
      handler: ({ params }) => {
        const ref = `refs/${decodeURIComponent(params[0]!)}`;
        const sha = store.revParse(ref);
        return sha ? refJson(ref, sha) : undefined;
      },
    },
    {
      method: "POST",
      pattern: inRepo("/git/blobs"),
      handler: ({ body }) => {
        const encoding = body.encoding === "base64" ? "base64" : "utf8";
        return { sha: store.writeBlob(Buffer.from(String(body.content), encoding)), url: "" };
      },
    },
    {
      method: "POST",
      pattern: inRepo("/git/trees"),
      handler: ({ body }) => {
        const base = typeof body.base_tree === "string" ? body.base_tree : undefined;
        const sha = store.createTree(base, body.tree as { path: string; sha: string | null }[]);
        return { sha, tree: [], truncated: false };
      },
    },
    {
      method: "POST",
      pattern: inRepo("/git/commits"),
      handler: ({ body }) => {
        const author = (body.author ?? EDITOR) as { name: string; email: string };
        const sha = store.commitTree(
          String(body.tree),
          body.parents as string[],
          String(body.message),
          author,
        );
        return { sha, tree: { sha: body.tree }, parents: [], message: body.message };
      },
    },
    {
      method: "POST",
      pattern: inRepo("/git/refs"),
      handler: ({ body }) => {
        store.createRef(String(body.ref), String(body.sha));
        return refJson(String(body.ref), String(body.sha));
      },
    },
    {
      method: "PATCH",
      pattern: inRepo("/git/refs/(.+)"),
      handler: ({ params, body }) => {
        const ref = `refs/${decodeURIComponent(params[0]!)}`;
        if (!store.updateRef(ref, String(body.sha), Boolean(body.force))) {
          throw new HttpError(422, "Update is not a fast forward");
        }
        return refJson(ref, String(body.sha));
      },
    },
    {
      method: "DELETE",
      pattern: inRepo("/git/refs/(.+)"),
      handler: ({ params }) => {
        const ref = `refs/${decodeURIComponent(params[0]!)}`;
        if (!store.deleteRef(ref)) throw new HttpError(422, "Reference does not exist");
        return {};
      },
    },
    {
      method: "GET",
      pattern: inRepo("/pulls"),
      handler: ({ url }) => {
        const head = url.searchParams.get("head");
        const state = url.searchParams.get("state") ?? "open";
        return store
          .pullRequests()
          .filter((pull) => state === "all" || pull.state === state)
          .filter((pull) => !head || pull.head === headBranch(head))
          .filter((pull) => pull.base === (url.searchParams.get("base") ?? pull.base))
          .map(pullJson);
      },
    },
    {
      method: "POST",
      pattern: inRepo("/pulls"),
      handler: ({ body }) => {
        const head = headBranch(String(body.head));
        const pull = store.openPull(String(body.title), head, String(body.base));
        if (!pull) throw new HttpError(422, "Validation Failed");
        return pullJson(pull);
      },
    },
    {
      method: "GET",
      pattern: inRepo("/pulls/(\\d+)"),
      handler: ({ params }) => pullJson(pullOf(params[0]!)),
    },
    {
      // Decap closes a pull request (`state: closed`) when an entry's unpublished changes are deleted.
      method: "PATCH",
      pattern: inRepo("/pulls/(\\d+)"),
      handler: ({ params, body }) => {
        const pull = pullOf(params[0]!);
        const state = body.state === "open" || body.state === "closed" ? body.state : undefined;
        store.changePull(pull, { state });
        return pullJson(pull);
      },
    },
    {
      method: "PUT",
      pattern: inRepo("/pulls/(\\d+)/merge"),
      handler: ({ params, body }) => {
        const pull = pullOf(params[0]!);
        if (pull.state !== "open") throw new HttpError(405, "Pull Request is not mergeable");
        const message = String(body.commit_message ?? `Merge pull request #${pull.number}`);
        const sha = store.mergePull(pull, message, EDITOR);
        if (!sha) throw new HttpError(409, "Merge conflict");
        return { sha, merged: true, message: "Pull Request successfully merged" };
      },
    },
    {
      // The editorial workflow's column (draft, in review, ready) is the pull request's label.
      method: "PUT",
      pattern: inRepo("/issues/(\\d+)/labels"),
      handler: ({ params, body }) => {
        const pull = pullOf(params[0]!);
        store.changePull(pull, { labels: (body.labels as string[]).map(String) });
        return pull.labels.map((label) => ({ name: label }));
      },
    },
    {
      method: "GET",
      pattern: inRepo("/issues/(\\d+)/comments"),
      handler: ({ params }) => {
        pullOf(params[0]!);
        return [];
      },
    },
    {
      method: "GET",
      pattern: inRepo("/compare/(.+)"),
      handler: ({ params }) => {
        const [base, head] = decodeURIComponent(params[0]!).split("...").map(headBranch);
        const comparison = base && head ? store.compare(base, head) : undefined;
        return (
          comparison && {
            base_commit: commitJson(comparison.base),
            merge_base_commit: commitJson(comparison.mergeBase),
            commits: comparison.commits.map(commitJson),
            files: comparison.files.map((file) => ({
              filename: file.path,
              ...(file.previousPath === undefined ? {} : { previous_filename: file.previousPath }),
              status: FILE_STATUS[file.status[0]!] ?? "modified",
              sha: file.sha,
              // Decap reads a file without a patch as binary (a picture), as GitHub answers.
              ...(file.binary ? {} : { patch: `@@ ${file.path} @@` }),
            })),
          }
        );
      },
    },
    {
      method: "GET",
      pattern: inRepo("/commits/([0-9a-f]{40})/status"),
      handler: ({ params }) => ({ state: "pending", sha: params[0], statuses: [] }),
    },
  ];
}
