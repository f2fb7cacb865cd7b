import { GitStore, type PullRequest } from "./githubStandIn/gitStore";
import { githubRoutes } from "./githubStandIn/routes";
import { serveRoutes } from "./githubStandIn/server";

export type { PullRequest } from "./githubStandIn/gitStore";
export { endpointOf } from "./githubStandIn/server";

/**
 * A stand-in for the part of GitHub's REST API that Decap CMS's GitHub backend calls
 * (decap-cms-backend-github/src/API.ts), answered from a local git repository, so a test or the
 * bench can count what the editor asks of GitHub. It answers as GitHub does where the count
 * depends on it: CORS for any origin (preflights cached a day), an ETag on every answer and 304
 * for a request that names it (GitHub does not count those against the rate limit), recursive
 * trees in one answer. Writes go into the repository as git objects and refs, as GitHub's do; the
 * editorial workflow's pull requests (open, labelled, compared, merged, closed) are kept in memory.
 *
 * Its parts: githubStandIn/gitStore.ts (the repository), githubStandIn/routes.ts (the endpoints,
 * one entry each), githubStandIn/server.ts (matching, counting, ETags).
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

export async function startGithubStandIn(options: StandInOptions): Promise<GithubStandIn> {
  const store = new GitStore(options.dir);
  const server = await serveRoutes(githubRoutes(store, options), options);
  return {
    ...server,
    pulls: () => store.pullRequests(),
    close: async () => {
      store.close();
      await server.close();
    },
  };
}
