import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** An answer other than 200/201: the handler throws it, the server sends `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RouteRequest {
  url: URL;
  /** The request's JSON body; `{}` when it has none. */
  body: Record<string, unknown>;
  /** What the pattern's groups matched, undecoded. */
  params: string[];
}

/** One endpoint: its answer is JSON, and `undefined` means 404, as for a name nothing has. */
export interface Route {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Matched against the whole path (no query). */
  pattern: RegExp;
  handler(request: RouteRequest): unknown;
}

/** The requests a `serveRoutes` server has answered, and the way to stop it. */
export interface RouteServer {
  url: string;
  counts(): Record<string, number>;
  total(): number;
  free(): { notModified: number; preflights: number };
  reset(): void;
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
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

const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("hex")}"`;

/**
 * Serves `routes` (the first whose method and pattern match answers) as GitHub's API answers:
 * CORS for any origin (preflights cached a day), an ETag on every answer and 304 for a GET that
 * names it. Counts requests by `endpointOf` as GitHub counts them against the rate limit: not
 * preflights, not 304s, which it counts apart.
 */
export async function serveRoutes(
  routes: Route[],
  options: { repo: string; port?: number },
): Promise<RouteServer> {
  const counts = new Map<string, number>();
  let notModified = 0;
  let preflights = 0;
  let pending = 0;
  let lastActivity = Date.now();

  const answer = async (method: string, url: URL, body: Record<string, unknown>) => {
    for (const route of routes) {
      const match = route.method === method ? url.pathname.match(route.pattern) : null;
      if (match) return route.handler({ url, body, params: match.slice(1) });
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
          const endpoint = endpointOf(method, url, options.repo);
          counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
        }
        const body = status === 304 ? "" : JSON.stringify(json);
        response.writeHead(status, {
          "Content-Type": "application/json; charset=utf-8",
          // As GitHub answers: a browser may keep an answer a minute, then asks with its ETag.
          "Cache-Control": "private, max-age=60, s-maxage=60",
          Vary: "Accept, Authorization",
          ETag: etagOf(body),
        });
        response.end(body);
        pending -= 1;
        lastActivity = Date.now();
      };
      answer(method, url, text ? (JSON.parse(text) as Record<string, unknown>) : {})
        .then((json) => {
          if (json === undefined) throw new HttpError(404, "Not Found");
          if (
            method === "GET" &&
            request.headers["if-none-match"] === etagOf(JSON.stringify(json))
          ) {
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
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
