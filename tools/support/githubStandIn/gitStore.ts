import { execFileSync } from "node:child_process";
import { BlobReader } from "../gitBlobReader";

/** Who writes a commit. */
export interface Person {
  name: string;
  email: string;
}

/** Who wrote a commit, and when (ISO 8601). */
export interface Authorship extends Person {
  date: string;
}

/** An entry of a tree as `git ls-tree -l` lists it; blobs carry their size. */
export interface TreeEntry {
  path: string;
  mode: string;
  type: string;
  sha: string;
  size?: number;
}

export interface Commit {
  sha: string;
  parents: string[];
  message: string;
  author: Authorship;
  /** Its tree's sha. */
  tree: string | undefined;
}

/** A file's last commit, as one `git log` over the branch tells it. */
export interface LastCommit {
  sha: string;
  author: Authorship;
}

/** A file changed between two commits, as `git diff --raw -M` tells it. */
export interface ChangedFile {
  path: string;
  /** Where a renamed file was. */
  previousPath?: string;
  /** Git's status letter: A, M, D, R… */
  status: string;
  /** The blob's sha on the head's side. */
  sha: string;
  /** Git shows no text difference for it (a picture). */
  binary: boolean;
}

/** What lies between a base and a head: the head's commits since their merge base, and its files. */
export interface Comparison {
  base: Commit;
  mergeBase: Commit;
  commits: Commit[];
  files: ChangedFile[];
}

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

/** A tree entry to write: a blob at `path`, or none there (sha null). */
export interface TreeChange {
  path: string;
  sha: string | null;
}

/**
 * A git repository as GitHub keeps one behind its API: refs, trees, blobs and commits read and
 * written as git objects, and the editorial workflow's pull requests (which git does not keep)
 * in memory.
 */
export class GitStore {
  private readonly blobs: BlobReader;
  // What names resolve to (a branch, `main:content/stories`), kept until the next write: Decap
  // asks for a file's last commit once per file, and a process per question would be the bench.
  private readonly resolved = new Map<string, string | undefined>();
  // Each file's last commit, worked out once per branch head from one `git log`: Decap asks for
  // it file by file (`commits?path=`), and a `git log` per file would make the machine the bench.
  private lastCommits: { head: string; byPath: Map<string, LastCommit> } | undefined;
  /** Newest first, as GitHub lists them. */
  private readonly pulls: PullRequest[] = [];

  constructor(private readonly dir: string) {
    this.blobs = new BlobReader(dir);
  }

  private git(args: string[], input?: string | Buffer, env?: NodeJS.ProcessEnv) {
    return execFileSync("git", args, {
      cwd: this.dir,
      input,
      env: { ...process.env, ...env },
      maxBuffer: 1 << 30,
    })
      .toString()
      .trim();
  }

  private tryGit(args: string[]) {
    try {
      return this.git(args);
    } catch {
      return undefined;
    }
  }

  /** A git command that writes objects or refs: what names resolved to may have changed. */
  private write(args: string[], input?: string | Buffer, env?: NodeJS.ProcessEnv) {
    try {
      return this.git(args, input, env);
    } finally {
      this.resolved.clear();
    }
  }

  /** The sha a name (a ref, a sha, `main:content/x`, `sha^{tree}`) resolves to. */
  revParse(name: string): string | undefined {
    if (!this.resolved.has(name)) {
      this.resolved.set(name, this.tryGit(["rev-parse", "--verify", "-q", name]));
    }
    return this.resolved.get(name);
  }

  branchHead(branch: string): string | undefined {
    return this.revParse(`refs/heads/${branch}`);
  }

  /** The last commit on `ref` that changed `file`. */
  lastCommitOf(ref: string, file: string): LastCommit | undefined {
    const head = this.revParse(ref);
    if (!head) return undefined;
    if (this.lastCommits?.head !== head) {
      const byPath = new Map<string, LastCommit>();
      let current: LastCommit | undefined;
      const log = this.git(["log", "--format=%x00%H%x09%an%x09%ae%x09%aI", "--name-only", head]);
      for (const line of log.split("\n").filter(Boolean)) {
        if (line.startsWith("\0")) {
          const [sha, name, email, date] = line.slice(1).split("\t") as [
            string,
            string,
            string,
            string,
          ];
          current = { sha, author: { name, email, date } };
        } else if (current && !byPath.has(line)) {
          byPath.set(line, current);
        }
      }
      this.lastCommits = { head, byPath };
    }
    return this.lastCommits.byPath.get(file);
  }

  /** A tree's entries; `treeish` may be a tree, a commit, a branch or `main:content/x`. */
  treeOf(treeish: string, recursive: boolean): { sha: string; entries: TreeEntry[] } | undefined {
    // `main:content/stories` names a tree already; `main` (or a commit) is peeled to its tree.
    const named = treeish.includes(":") ? this.revParse(treeish) : treeish;
    const sha = named && this.revParse(`${named}^{tree}`);
    if (!sha) return undefined;
    const entries = this.git(["ls-tree", "-l", ...(recursive ? ["-r", "-t"] : []), sha])
      .split("\n")
      .filter(Boolean)
      .map((line): TreeEntry => {
        const [info, path] = line.split("\t") as [string, string];
        const [mode, type, entrySha, size] = info.split(/\s+/) as [string, string, string, string];
        return {
          path,
          mode,
          type,
          sha: entrySha,
          ...(type === "blob" ? { size: Number(size) } : {}),
        };
      });
    return { sha, entries };
  }

  readBlob(sha: string): Promise<Buffer | undefined> {
    return this.blobs.read(sha);
  }

  /** Stores `content` as a blob; its sha. */
  writeBlob(content: Buffer): string {
    return this.write(["hash-object", "-w", "--stdin"], content);
  }

  /** A new tree from `base` (or an empty one) with `changes` made; its sha. */
  createTree(base: string | undefined, changes: TreeChange[]): string {
    // An index of its own, so that a work tree's index is left as it is.
    const index = `${this.dir}/.git-stand-in-index-${process.pid}`;
    const env = { GIT_INDEX_FILE: index };
    try {
      if (base) this.git(["read-tree", base], undefined, env);
      else this.git(["read-tree", "--empty"], undefined, env);
      const info = changes
        .map((change) =>
          change.sha === null
            ? `0 ${"0".repeat(40)}\t${change.path}`
            : `100644 ${change.sha}\t${change.path}`,
        )
        .join("\n");
      this.git(["update-index", "--index-info"], `${info}\n`, env);
      return this.write(["write-tree"], undefined, env);
    } finally {
      execFileSync("rm", ["-f", index]);
    }
  }

  /** A commit of `tree` on `parents`, by `author` (who also commits it); its sha. */
  commitTree(tree: string, parents: string[], message: string, author: Person): string {
    return this.write(
      ["commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent])],
      message,
      {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
      },
    );
  }

  /** Makes `ref` (e.g. `refs/heads/x`) point at `sha`; git refuses if it exists already. */
  createRef(ref: string, sha: string): void {
    this.write(["update-ref", ref, sha, ""]);
  }

  /** Moves `ref` to `sha`: forward only unless `force`, as GitHub does; false when refused. */
  updateRef(ref: string, sha: string, force: boolean): boolean {
    const old = this.tryGit(["rev-parse", "--verify", ref]);
    if (old && !force && this.tryGit(["merge-base", "--is-ancestor", old, sha]) === undefined) {
      return false;
    }
    this.write(["update-ref", ref, sha]);
    return true;
  }

  /** Deletes `ref`; false when there is none. */
  deleteRef(ref: string): boolean {
    if (!this.revParse(ref)) return false;
    this.write(["update-ref", "-d", ref]);
    return true;
  }

  commit(sha: string): Commit {
    const [parents = "", name, email, date, message] = this.git([
      "show",
      "-s",
      "--format=%P%x00%an%x00%ae%x00%aI%x00%B",
      sha,
    ]).split("\0") as [string, string, string, string, string];
    return {
      sha,
      parents: parents.split(" ").filter(Boolean),
      message,
      author: { name, email, date },
      tree: this.revParse(`${sha}^{tree}`),
    };
  }

  /** What `head` adds to `base` since their merge base; undefined when either is unknown. */
  compare(baseName: string, headName: string): Comparison | undefined {
    const base = this.revParse(baseName);
    const head = this.revParse(headName);
    if (!base || !head) return undefined;
    const mergeBase = this.git(["merge-base", base, head]);
    const commits = this.git(["rev-list", "--reverse", `${mergeBase}..${head}`])
      .split("\n")
      .filter(Boolean)
      .map((sha) => this.commit(sha));
    const binary = new Set(
      this.git(["diff", "--numstat", mergeBase, head])
        .split("\n")
        .filter((line) => line.startsWith("-\t-\t"))
        .map((line) => line.split("\t")[2]),
    );
    const files = this.git(["diff", "--raw", "-M", "--no-abbrev", mergeBase, head])
      .split("\n")
      .filter(Boolean)
      .map((line): ChangedFile => {
        const [info, ...paths] = line.split("\t") as [string, ...string[]];
        const [, , , sha, status] = info.split(" ") as [string, string, string, string, string];
        const path = paths[paths.length - 1]!;
        return {
          path,
          ...(paths.length > 1 ? { previousPath: paths[0] } : {}),
          status,
          sha,
          binary: binary.has(path),
        };
      });
    return { base: this.commit(base), mergeBase: this.commit(mergeBase), commits, files };
  }

  /** The pull requests, newest first, as copies: changes go through the methods below. */
  pullRequests(): PullRequest[] {
    return this.pulls.map((pull) => ({ ...pull, labels: [...pull.labels] }));
  }

  pull(number: number): PullRequest | undefined {
    return this.pulls.find((candidate) => candidate.number === number);
  }

  /** Opens a pull request of `head` into `base`; undefined when `head` is no branch. */
  openPull(title: string, head: string, base: string): PullRequest | undefined {
    if (!this.branchHead(head)) return undefined;
    const pull: PullRequest = {
      number: this.pulls.length + 1,
      title,
      head,
      base,
      state: "open",
      labels: [],
      merged: false,
      updatedAt: new Date().toISOString(),
    };
    this.pulls.unshift(pull);
    return pull;
  }

  changePull(pull: PullRequest, change: { state?: PullRequest["state"]; labels?: string[] }) {
    if (change.state) pull.state = change.state;
    if (change.labels) pull.labels = change.labels;
    pull.updatedAt = new Date().toISOString();
  }

  /**
   * Merges the pull request's head into its base with a merge commit by `author`, and closes it:
   * the merge commit's sha, or undefined when they conflict (nothing changes then).
   */
  mergePull(pull: PullRequest, message: string, author: Person): string | undefined {
    const base = this.branchHead(pull.base)!;
    const head = this.branchHead(pull.head)!;
    const tree = this.tryGit(["merge-tree", "--write-tree", base, head]);
    if (!tree) return undefined;
    const sha = this.commitTree(tree.split("\n")[0]!, [base, head], message, author);
    this.write(["update-ref", `refs/heads/${pull.base}`, sha, base]);
    this.changePull(pull, { state: "closed" });
    pull.merged = true;
    return sha;
  }

  close(): void {
    this.blobs.close();
  }
}
