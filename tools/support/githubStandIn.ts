import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { BlobReader } from "./gitBlobReader";

/**
 * A stand-in for the part of GitHub's REST API that Decap CMS's GitHub backend calls
 * (decap-cms-backend-github/src/API.ts), answered from a local git repository, so a test or the
 * bench can count what the editor asks of GitHub. It answers as GitHub does where the count
 * depends on it: CORS for any origin (preflights cached a day), an ETag on every answer and 304
 * for a request that names it (GitHub does not count those against the rate limit), recursive
 * trees in one answer. Writes go into the repository as git objects and refs, as GitHub's do; the
 * editorial workflow's pull requests (open, labelled, compared, merged, closed) are kept in memory.
 */
export interface GithubStandIn {
  /** Decap's `backend.api_root`. */
  url: string;
  /** Requests GitHub would count against the hourly limit (no preflights, no 304s), by endpoint. */
  counts(): Record<string, number>;
  /** Their sum. */
  total(): number;
  /** Requests answered 304 (free on GitHub) and CORS preflights, apart. */
  free(): { notModified: number; preflights: number };
  /** The pull requests opened through it, as GitHub lists them (newest first). */
  pulls(): PullRequest[];
  /** Starts a new count. */
  reset(): void;
  /** Resolves once nothing has been asked for `quietMs` and no answer is pending. */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface StandInOptions {
  /** A git repository (with a work tree or bare). */
  dir: string;
  /** `owner/name`, as in Decap's `backend.repo`. */
  repo: string;
  branch: string;
  port?: number;
}

type Json = Record<string, unknown> | unknown[];

/** What the stand-in keeps of a pull request; its head's sha is its branch's, read when asked. */
export interface PullRequest {
  number: number;
  title: string;
  /** The branch proposed, e.g. `cms/stories-2026-11/riverwalk-lighting-plan`. */
  head: string;
  base: string;
  state: "open" | "closed";
  labels: string[];
  merged: boolean;
  /** When it last changed: a list of unchanged pull requests answers as before, so 304 with its ETag. */
  updatedAt: string;
}

/** The one editor the stand-in knows, whatever token is sent. */
const USER = { login: "desk-editor", name: "Desk Editor", email: "desk@example.com", id: 1 };

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** `/repos/o/n/git/blobs/3f2a…` → `GET git/blobs/:sha`: the endpoint, without what varies. */
export function endpointOf(method: string, url: URL, repo: string): string {
  const route = url.pathname
    .replace(`/repos/${repo}`, "")
    .replace(/^\/git\/blobs\/[0-9a-f]{40}$/, "/git/blobs/:sha")
    .replace(/^\/git\/trees\/.+$/, "/git/trees/:tree")
    .replace(/^\/branches\/.+$/, "/branches/:branch")
    .replace(/^\/git\/refs\/heads\/.+$/, "/git/refs/heads/:branch")
    .replace(/^\/pulls\/\d+/, "/pulls/:number")
    .replace(/^\/issues\/\d+/, "/issues/:number")
    .replace(/^\/contents\/.+$/, "/contents/:path")
    .replace(/^\/compare\/.+$/, "/compare/:range")
    .replace(/^\/commits\/[0-9a-f]{40}\/status$/, "/commits/:sha/status")
    .replace(/^\/users\/.+$/, "/users/:login");
  const recursive = url.searchParams.has("recursive") ? " (recursive)" : "";
  return `${method} ${route === "" ? "repo" : route.replace(/^\//, "")}${recursive}`;
}

export async function startGithubStandIn(options: StandInOptions): Promise<GithubStandIn> {
  const { dir, repo, branch } = options;
  const git = (args: string[], input?: string | Buffer, env?: NodeJS.ProcessEnv) =>
    execFileSync("git", args, {
      cwd: dir,
      input,
      env: { ...process.env, ...env },
      maxBuffer: 1 << 30,
    })
      .toString()
      .trim();
  const tryGit = (args: string[]) => {
    try {
      return git(args);
    } catch {
      return undefined;
    }
  };
  const blobs = new BlobReader(dir);
  // What names resolve to (a branch, `main:content/stories`), kept until the next write: Decap
  // asks for a file's last commit once per file, and a process per question would be the bench.
  const resolved = new Map<string, string | undefined>();
  const revParse = (name: string) => {
    if (!resolved.has(name)) resolved.set(name, tryGit(["rev-parse", "--verify", "-q", name]));
    return resolved.get(name);
  };

  // Each file's last commit, worked out once per branch head from one `git log`: Decap asks for
  // it file by file (`commits?path=`), and a `git log` per file would make the machine the bench.
  let lastCommits: { head: string; byPath: Map<string, Json> } | undefined;
  const lastCommitOf = (ref: string, file: string): Json | undefined => {
    const head = revParse(ref);
    if (!head) return undefined;
    if (lastCommits?.head !== head) {
      const byPath = new Map<string, Json>();
      let current: Json | undefined;
      for (const line of git(["log", "--format=%x00%H%x09%an%x09%ae%x09%aI", "--name-only", head])
        .split("\n")
        .filter(Boolean)) {
        if (line.startsWith("\0")) {
          const [sha, name, email, date] = line.slice(1).split("\t");
          current = { sha, commit: { author: { name, email, date }, message: "" } };
        } else if (current && !byPath.has(line)) {
          byPath.set(line, current);
        }
      }
      lastCommits = { head, byPath };
    }
    return lastCommits.byPath.get(file);
  };

  /** A tree as GitHub's `git/trees/{tree_sha}` answers it; `treeish` may be `main:content/x`. */
  const treeOf = (treeish: string, recursive: boolean): Json | undefined => {
    // `main:content/stories` names a tree already; `main` (or a commit) is peeled to its tree.
    const named = treeish.includes(":") ? revParse(treeish) : treeish;
    const sha = named && revParse(`${named}^{tree}`);
    if (!sha) return undefined;
    const lines = git(["ls-tree", "-l", ...(recursive ? ["-r", "-t"] : []), sha]);
    const tree = lines
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [info, path] = line.split("\t") as [string, string];
        const [mode, type, entrySha, size] = info.split(/\s+/);
        return {
          path,
          mode,
          type,
          sha: entrySha,
          ...(type === "blob" ? { size: Number(size) } : {}),
        };
      });
    return { sha, tree, truncated: false };
  };

  const branchJson = (name: string): Json | undefined => {
    const sha = revParse(`refs/heads/${name}`);
    return sha ? { name, commit: { sha, commit: { message: "" } }, protected: false } : undefined;
  };

  const refJson = (ref: string, sha: string): Json => ({
    ref,
    object: { sha, type: "commit" },
  });

  /** A new tree from `base` with `entries` changed (sha null: removed), as GitHub builds it. */
  const createTree = (
    base: string | undefined,
    entries: { path: string; sha: string | null }[],
  ) => {
    const index = `${dir}/.git-stand-in-index-${process.pid}`;
    const env = { GIT_INDEX_FILE: index };
    try {
      if (base) git(["read-tree", base], undefined, env);
      else git(["read-tree", "--empty"], undefined, env);
      const info = entries
        .map((entry) =>
          entry.sha === null
            ? `0 ${"0".repeat(40)}\t${entry.path}`
            : `100644 ${entry.sha}\t${entry.path}`,
        )
        .join("\n");
      git(["update-index", "--index-info"], `${info}\n`, env);
      return git(["write-tree"], undefined, env);
    } finally {
      execFileSync("rm", ["-f", index]);
    }
  };

  /** A commit of `tree` on `parents`, by `author` (who also commits it), as GitHub makes one. */
  const commitTree = (
    tree: string,
    parents: string[],
    message: string,
    author: { name: string; email: string } = USER,
  ) =>
    git(["commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent])], message, {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    });

  // The editorial workflow: a pull request per entry, from its `cms/…` branch to the newsroom's.
  const pulls: PullRequest[] = [];
  const [owner] = repo.split("/") as [string];
  const pullJson = (pull: PullRequest): Json => ({
    number: pull.number,
    title: pull.title,
    state: pull.state,
    user: { login: USER.login },
    labels: pull.labels.map((name) => ({ name })),
    head: {
      ref: pull.head,
      sha: revParse(`refs/heads/${pull.head}`) ?? "",
      repo: { full_name: repo, fork: false },
    },
    base: { ref: pull.base, sha: revParse(`refs/heads/${pull.base}`) ?? "" },
    merged_at: pull.merged ? pull.updatedAt : null,
    updated_at: pull.updatedAt,
  });
  const pullOf = (number: string) => {
    const pull = pulls.find((candidate) => candidate.number === Number(number));
    if (!pull) throw new HttpError(404, "Not Found");
    return pull;
  };
  /** `owner:branch` (how Decap names a head) → `branch`. */
  const headBranch = (head: string) => head.replace(new RegExp(`^${owner}:`), "");
  const commitJson = (sha: string): Json => {
    const [parents = "", name, email, date, message] = git([
      "show",
      "-s",
      "--format=%P%x00%an%x00%ae%x00%aI%x00%B",
      sha,
    ]).split("\0");
    const person = { name, email, date };
    return {
      sha,
      parents: parents
        .split(" ")
        .filter(Boolean)
        .map((parent) => ({ sha: parent })),
      commit: {
        message,
        author: person,
        committer: person,
        tree: { sha: revParse(`${sha}^{tree}`) },
      },
    };
  };
  /** GitHub's `compare/{base}...{head}`: the head's commits since the merge base, and its files. */
  const compare = (range: string): Json | undefined => {
    const [base, head] = range.split("...").map((name) => revParse(headBranch(name)));
    if (!base || !head) return undefined;
    const mergeBase = git(["merge-base", base, head]);
    const commits = git(["rev-list", "--reverse", `${mergeBase}..${head}`])
      .split("\n")
      .filter(Boolean)
      .map(commitJson);
    const binary = new Set(
      git(["diff", "--numstat", mergeBase, head])
        .split("\n")
        .filter((line) => line.startsWith("-\t-\t"))
        .map((line) => line.split("\t")[2]),
    );
    const STATUS: Record<string, string> = {
      A: "added",
      M: "modified",
      D: "removed",
      R: "renamed",
    };
    const files = git(["diff", "--raw", "-M", "--no-abbrev", mergeBase, head])
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [info, ...paths] = line.split("\t") as [string, ...string[]];
        const [, , , sha, status] = info.split(" ") as [string, string, string, string, string];
        const filename = paths[paths.length - 1]!;
        return {
          filename,
          ...(paths.length > 1 ? { previous_filename: paths[0] } : {}),
          status: STATUS[status[0]!] ?? "modified",
          sha,
          // Decap reads a file without a patch as binary (a picture), as GitHub answers.
          ...(binary.has(filename) ? {} : { patch: `@@ ${filename} @@` }),
        };
      });
    return {
      base_commit: commitJson(base),
      merge_base_commit: commitJson(mergeBase),
      commits,
      files,
    };
  };
  /** GitHub's merge: a merge commit of the head into the base, or 409 when they conflict. */
  const merge = (pull: PullRequest, message: string) => {
    const base = revParse(`refs/heads/${pull.base}`)!;
    const head = revParse(`refs/heads/${pull.head}`)!;
    const tree = tryGit(["merge-tree", "--write-tree", base, head]);
    if (!tree) throw new HttpError(409, "Merge conflict");
    const sha = commitTree(tree.split("\n")[0]!, [base, head], message);
    git(["update-ref", `refs/heads/${pull.base}`, sha, base]);
    pull.state = "closed";
    pull.merged = true;
    pull.updatedAt = new Date().toISOString();
    return { sha, merged: true, message: "Pull Request successfully merged" };
  };

  const counts = new Map<string, number>();
  let notModified = 0;
  let preflights = 0;
  let pending = 0;
  let lastActivity = Date.now();

  const answer = async (method: string, url: URL, body: Record<string, unknown>) => {
    const path = url.pathname;
    if (method !== "GET") resolved.clear();
    if (method === "GET" && (path === "/user" || path === `/users/${USER.login}`)) return USER;
    // Decap looks for an entry's notes issue when it is published; the newsroom keeps no notes.
    if (method === "GET" && path === "/search/issues") {
      return { total_count: 0, incomplete_results: false, items: [] };
    }
    if (!path.startsWith(`/repos/${repo}`)) throw new HttpError(404, "Not Found");
    const route = path.slice(`/repos/${repo}`.length);
    if (method === "GET" && route === "") {
      const [, name] = repo.split("/");
      return {
        name,
        full_name: repo,
        owner: { login: owner },
        default_branch: branch,
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
      };
    }
    let match: RegExpMatchArray | null;
    if (method === "GET" && (match = route.match(/^\/branches\/(.+)$/))) {
      return branchJson(decodeURIComponent(match[1]!));
    }
    if (method === "GET" && (match = route.match(/^\/git\/trees\/(.+)$/))) {
      return treeOf(decodeURIComponent(match[1]!), url.searchParams.has("recursive"));
    }
    if (method === "GET" && (match = route.match(/^\/git\/blobs\/(.+)$/))) {
      const blob = await blobs.read(match[1]!);
      return (
        blob && {
          sha: match[1],
          size: blob.length,
          encoding: "base64",
          content: blob.toString("base64"),
        }
      );
    }
    if (method === "GET" && route === "/commits") {
      const last = lastCommitOf(
        url.searchParams.get("sha") ?? branch,
        url.searchParams.get("path") ?? "",
      );
      return last ? [last] : [];
    }
    if (method === "GET" && (match = route.match(/^\/git\/refs\/(.+)$/))) {
      const ref = `refs/${decodeURIComponent(match[1]!)}`;
      const sha = revParse(ref);
      return sha ? refJson(ref, sha) : undefined;
    }
    if (method === "POST" && route === "/git/blobs") {
      const content = Buffer.from(
        String(body.content),
        body.encoding === "base64" ? "base64" : "utf8",
      );
      return { sha: git(["hash-object", "-w", "--stdin"], content), url: "" };
    }
    if (method === "POST" && route === "/git/trees") {
      const base = typeof body.base_tree === "string" ? body.base_tree : undefined;
      const sha = createTree(base, body.tree as { path: string; sha: string | null }[]);
      return { sha, tree: [], truncated: false };
    }
    if (method === "POST" && route === "/git/commits") {
      const author = (body.author ?? USER) as {
        name: string;
        email: string;
      };
      const sha = commitTree(
        String(body.tree),
        body.parents as string[],
        String(body.message),
        author,
      );
      return { sha, tree: { sha: body.tree }, parents: [], message: body.message };
    }
    if (method === "POST" && route === "/git/refs") {
      git(["update-ref", String(body.ref), String(body.sha), ""]);
      return refJson(String(body.ref), String(body.sha));
    }
    if (method === "PATCH" && (match = route.match(/^\/git\/refs\/(.+)$/))) {
      const ref = `refs/${decodeURIComponent(match[1]!)}`;
      const old = tryGit(["rev-parse", "--verify", ref]);
      // Without force, GitHub moves a branch forward only.
      if (
        old &&
        !body.force &&
        tryGit(["merge-base", "--is-ancestor", old, String(body.sha)]) === undefined
      ) {
        throw new HttpError(422, "Update is not a fast forward");
      }
      git(["update-ref", ref, String(body.sha)]);
      return refJson(ref, String(body.sha));
    }
    if (method === "DELETE" && (match = route.match(/^\/git\/refs\/(.+)$/))) {
      const ref = `refs/${decodeURIComponent(match[1]!)}`;
      if (!revParse(ref)) throw new HttpError(422, "Reference does not exist");
      git(["update-ref", "-d", ref]);
      return {};
    }
    if (method === "GET" && route === "/pulls") {
      const head = url.searchParams.get("head");
      const state = url.searchParams.get("state") ?? "open";
      return pulls
        .filter((pull) => state === "all" || pull.state === state)
        .filter((pull) => !head || pull.head === headBranch(head))
        .filter((pull) => pull.base === (url.searchParams.get("base") ?? pull.base))
        .map(pullJson);
    }
    if (method === "POST" && route === "/pulls") {
      const head = headBranch(String(body.head));
      if (!revParse(`refs/heads/${head}`)) throw new HttpError(422, "Validation Failed");
      const pull: PullRequest = {
        number: pulls.length + 1,
        title: String(body.title),
        head,
        base: String(body.base),
        state: "open",
        labels: [],
        merged: false,
        updatedAt: new Date().toISOString(),
      };
      pulls.unshift(pull);
      return pullJson(pull);
    }
    if (method === "GET" && (match = route.match(/^\/pulls\/(\d+)$/))) {
      return pullJson(pullOf(match[1]!));
    }
    if (method === "PATCH" && (match = route.match(/^\/pulls\/(\d+)$/))) {
      const pull = pullOf(match[1]!);
      if (body.state === "open" || body.state === "closed") pull.state = body.state;
      pull.updatedAt = new Date().toISOString();
      return pullJson(pull);
    }
    if (method === "PUT" && (match = route.match(/^\/pulls\/(\d+)\/merge$/))) {
      const pull = pullOf(match[1]!);
      if (pull.state !== "open") throw new HttpError(405, "Pull Request is not mergeable");
      return merge(pull, String(body.commit_message ?? `Merge pull request #${pull.number}`));
    }
    if (method === "PUT" && (match = route.match(/^\/issues\/(\d+)\/labels$/))) {
      const pull = pullOf(match[1]!);
      pull.labels = (body.labels as string[]).map(String);
      pull.updatedAt = new Date().toISOString();
      return pull.labels.map((name) => ({ name }));
    }
    if (method === "GET" && (match = route.match(/^\/issues\/(\d+)\/comments$/))) {
      pullOf(match[1]!);
      return [];
    }
    if (method === "GET" && (match = route.match(/^\/compare\/(.+)$/))) {
      return compare(decodeURIComponent(match[1]!));
    }
    if (method === "GET" && (match = route.match(/^\/commits\/([0-9a-f]{40})\/status$/))) {
      return { state: "pending", sha: match[1], statuses: [] };
    }
    throw new HttpError(404, "Not Found");
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "GET";
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Expose-Headers", "ETag, Link, Location, X-RateLimit-Limit");
    if (method === "OPTIONS") {
      preflights += 1;
      response.writeHead(204, {
        "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
        "Access-Control-Allow-Headers":
          "Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, X-Requested-With",
        "Access-Control-Max-Age": "86400",
      });
      response.end();
      return;
    }
    pending += 1;
    lastActivity = Date.now();
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString();
      const finish = (status: number, json: unknown, counted: boolean) => {
        if (counted) {
          const endpoint = endpointOf(method, url, repo);
          counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
        }
        const body = status === 304 ? "" : JSON.stringify(json);
        response.writeHead(status, {
          "Content-Type": "application/json; charset=utf-8",
          // As GitHub answers: a browser may keep an answer a minute, then asks with its ETag.
          "Cache-Control": "private, max-age=60, s-maxage=60",
          Vary: "Accept, Authorization",
          ETag: `"${createHash("sha1").update(body).digest("hex")}"`,
        });
        response.end(body);
        pending -= 1;
        lastActivity = Date.now();
      };
      answer(method, url, text ? (JSON.parse(text) as Record<string, unknown>) : {})
        .then((json) => {
          if (json === undefined) throw new HttpError(404, "Not Found");
          const etag = `"${createHash("sha1").update(JSON.stringify(json)).digest("hex")}"`;
          if (method === "GET" && request.headers["if-none-match"] === etag) {
            notModified += 1;
            finish(304, undefined, false);
          } else {
            finish(method === "POST" ? 201 : 200, json, true);
          }
        })
        .catch((error: unknown) => {
          const status = error instanceof HttpError ? error.status : 500;
          finish(status, { message: error instanceof Error ? error.message : String(error) }, true);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    counts: () => Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b))),
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    free: () => ({ notModified, preflights }),
    pulls: () => pulls.map((pull) => ({ ...pull, labels: [...pull.labels] })),
    reset: () => {
      counts.clear();
      notModified = 0;
      preflights = 0;
    },
    settled: async (quietMs = 1_000, timeoutMs = 600_000) => {
      const deadline = Date.now() + timeoutMs;
      while (pending > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error("The editor never stopped asking the stand-in");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: async () => {
      blobs.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
