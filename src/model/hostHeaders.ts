/**
 * What a static host is told to send with each file: the headers every response gets, the cache
 * rules, and each page's Content-Security-Policy (src/model/securityHeaders.ts) as few rules as
 * hosts need, written as `_headers` (Netlify, Cloudflare Pages) and as an nginx map.
 */
/** Headers every response gets, whatever the page. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  // The browser default, stated so no host changes it: embeds (YouTube refuses to play without
  // one) and ads see our origin, never the full address a reader came from.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Powerful features no page or embed of ours uses. Features the video player asks for in its
  // `allow` attribute (autoplay, fullscreen, picture-in-picture, encrypted-media) keep defaults.
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  // For browsers that predate CSP's frame-ancestors.
  "X-Frame-Options": "DENY",
};

/**
 * How long a browser keeps a file whose name holds a hash of its content (the stylesheet and the
 * scripts): a year, never asking again, since changed content gets another name.
 */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * How a browser keeps a page and its page data: it asks the host each time whether they changed
 * (an unchanged one costs a 304 and no body), so no reader is shown an old front page.
 */
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";

/** Gatsby's stylesheet in `public/`: `styles.<content hash>.css`. */
export const HASHED_STYLESHEET = /^\/?styles\.[0-9a-f]{8,}\.css$/;

/**
 * The browser bundle's files in `public/`, each named by its content's hash: the stylesheet and
 * the scripts (`app-<hash>.js`, `framework-<hash>.js`, `454-<hash>.js`, …).
 */
export const HASHED_BUNDLE = /^\/?(?:styles\.[0-9a-f]{8,}\.css|[\w-]+-[0-9a-f]{16,}\.js)$/;

/** Where Gatsby's page data lives: revalidated like the pages it fills. */
const PAGE_DATA_PATH = "/page-data/*";

/** Limits Cloudflare Pages puts on `_headers`; past them it ignores rules. */
export const CLOUDFLARE_HEADERS_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** The addresses a static host serves a built HTML file at (`faq/index.html` at `/faq/` too). */
export function servedPaths(file: string): string[] {
  const path = `/${file}`;
  return path.endsWith("/index.html") ? [path.slice(0, -"index.html".length), path] : [path];
}

/** One page's policy and the addresses it applies to. */
export interface PagePolicy {
  paths: readonly string[];
  policy: string;
}

/** A policy and the addresses it is sent for: one address, or a whole folder (`/sections/*`). */
export interface PolicyRule {
  path: string;
  policy: string;
}

/** The top folder of an address (`sections` of `/sections/x/page/2/`); none at the root. */
const topFolder = (address: string) => /^\/([^/]+)\//.exec(address)?.[1];

/**
 * The pages' policies as few rules as hosts need: a folder whose pages all have one policy gets
 * one rule for all of them, so the rules grow with the site's folders (its sections and kinds of
 * page), never with its stories; pages at the root, and the pages of a folder whose policies
 * differ, keep a rule per address. Every page shares the same inline scripts
 * (src/node/pagePathScript.tsx), so in practice only the editor and the root differ.
 */
export function policyRules(pages: readonly PagePolicy[]): PolicyRule[] {
  const folderPolicies = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const address of page.paths) {
      const folder = topFolder(address);
      if (folder === undefined) continue;
      const policies = folderPolicies.get(folder) ?? new Set<string>();
      folderPolicies.set(folder, policies.add(page.policy));
    }
  }
  const rules = new Map<string, PolicyRule>();
  for (const page of pages) {
    for (const address of page.paths) {
      const folder = topFolder(address);
      const shared = folder !== undefined && folderPolicies.get(folder)?.size === 1;
      const path = shared ? `/${folder}/*` : address;
      if (!rules.has(path)) rules.set(path, { path, policy: page.policy });
    }
  }
  return [...rules.values()];
}

const rule = (path: string, headers: Readonly<Record<string, string>>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/**
 * The `_headers` file. Netlify and Cloudflare Pages send the headers of every rule that matches
 * and join repeated names with commas, which for CSP means two policies that must both pass. So
 * no address gets the policy twice: `/*` carries only the common headers and each page's
 * addresses carry its own policy. Unknown addresses are answered with 404.html, whose policy
 * travels inside the file (see `withPolicyMeta`). Cache-Control, too, comes from one rule per
 * address: revalidated for pages and page data, a year for the hashed bundle's files.
 */
export function buildHeadersFile(
  pages: readonly PagePolicy[],
  immutablePaths: readonly string[] = [],
): string {
  const rules = [
    rule("/*", COMMON_HEADERS),
    ...policyRules(pages).map(({ path, policy }) =>
      rule(path, { "Content-Security-Policy": policy, "Cache-Control": REVALIDATE_CACHE }),
    ),
    rule(PAGE_DATA_PATH, { "Cache-Control": REVALIDATE_CACHE }),
    ...immutablePaths.map((path) => rule(path, { "Cache-Control": IMMUTABLE_CACHE })),
  ];
  return `# Written by the build (src/node/writeSecurityHeaders.ts); edits here are lost.\n\n${rules.join("\n\n")}\n`;
}

/**
 * The same per-page policies for nginx: a `map` from the request's path to its policy, which the
 * server block sends with `add_header` (docs/deployment.md). nginx answers unknown addresses
 * with 404.html as `/404.html`, so the 404 page gets its policy from the map too. A second map
 * gives the hashed files their long cache and every other file a revalidated one.
 */
export function buildNginxPolicyMap(
  pages: readonly PagePolicy[],
  immutablePaths: readonly string[] = [],
): string {
  // Paths, origins and hashes never hold a `$`, which nginx strings cannot escape.
  const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
  // A folder's rule is a regular expression, which nginx tries after every exact address.
  const entries = policyRules(pages).map(({ path, policy }) => {
    const key = path.endsWith("/*") ? `~^${path.slice(0, -1)}` : path;
    return `    ${quote(key)} ${quote(policy)};`;
  });
  return [
    "# Written by the build (src/node/writeSecurityHeaders.ts); include it in nginx's http block.",
    "map $uri $content_security_policy {",
    '    default "";',
    ...entries,
    "}",
    "map $uri $cache_control {",
    `    default ${quote(REVALIDATE_CACHE)};`,
    ...immutablePaths.map((path) => `    ${quote(path)} ${quote(IMMUTABLE_CACHE)};`),
    "}",
    "",
  ].join("\n");
}

/** What in a `_headers` file Cloudflare Pages would not apply; empty when all is well. */
export function headersFileProblems(headersFile: string): string[] {
  const lines = headersFile.split("\n");
  const rules = lines.filter((line) => line.startsWith("/")).length;
  const problems: string[] = [];
  if (rules > CLOUDFLARE_HEADERS_LIMITS.rules) {
    problems.push(
      `${rules} rules; Cloudflare Pages applies at most ${CLOUDFLARE_HEADERS_LIMITS.rules}`,
    );
  }
  // A loop, not Math.max(...lines): a spread of a file's lines can overflow the call stack.
  const longest = lines.reduce((most, line) => Math.max(most, line.length), 0);
  if (longest > CLOUDFLARE_HEADERS_LIMITS.lineLength) {
    problems.push(
      `a line of ${longest} characters; Cloudflare Pages allows ${CLOUDFLARE_HEADERS_LIMITS.lineLength}`,
    );
  }
  return problems;
}
