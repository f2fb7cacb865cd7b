import { createHash } from "crypto";

/**
 * The security headers shipped with the build (`public/_headers`, read by Netlify and Cloudflare
 * Pages): a Content-Security-Policy per page, whose script-src admits that page's own inline
 * scripts by hash and no others, plus headers that are the same for every response.
 */

/** The third-party addresses the site's content really uses, by what the page does with them. */
export interface ThirdPartyUse {
  /** Scripts our page itself runs (ads, the tip form's helper); not scripts inside frames. */
  scripts: readonly string[];
  /** Pages shown in iframes. */
  frames: readonly string[];
  images: readonly string[];
  /** APIs our page's scripts fetch from (the live weather). */
  connections: readonly string[];
}

type FetchDirective = "script-src" | "frame-src" | "img-src" | "connect-src";

/**
 * Hosts a service loads from besides the address in content, keyed by that address's origin.
 * Listed here, in one place, so the policy admits them only while content uses the service.
 */
const COMPANION_SOURCES: Readonly<Record<string, Partial<Record<FetchDirective, string[]>>>> = {
  // picsum.photos answers every image request with a redirect to its CDN.
  "https://picsum.photos": { "img-src": ["https://fastly.picsum.photos"] },
  // AdSense: adsbygoogle.js loads its ad code, ad frames, pixels and beacons from Google's ad
  // hosts. Google documents only nonce-based CSP for AdSense, and a static host cannot mint a
  // nonce per response, so the policy lists the hosts AdSense serves from (docs/deployment.md).
  "https://pagead2.googlesyndication.com": {
    "script-src": [
      "https://tpc.googlesyndication.com",
      "https://googleads.g.doubleclick.net",
      "https://adservice.google.com",
      "https://ep2.adtrafficquality.google",
      "https://fundingchoicesmessages.google.com",
    ],
    "frame-src": [
      "https://*.googlesyndication.com",
      "https://*.doubleclick.net",
      "https://*.adtrafficquality.google",
      "https://fundingchoicesmessages.google.com",
      "https://www.google.com",
    ],
    "img-src": [
      "https://*.googlesyndication.com",
      "https://*.doubleclick.net",
      "https://*.adtrafficquality.google",
      "https://www.google.com",
    ],
    "connect-src": [
      "https://pagead2.googlesyndication.com",
      "https://*.doubleclick.net",
      "https://*.adtrafficquality.google",
      "https://fundingchoicesmessages.google.com",
    ],
  },
};

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

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
// Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
const DATA_BLOCK = /(?:^|\s)type\s*=\s*["']?application\/(?:ld\+)?json/i;

const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The CSP hash source of every inline script in a page, sorted and without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // Stryker disable next-line StringLiteral: equivalent; both groups always match, the defaults are for the types
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    // Browsers hash the text after the HTML parser has turned CR LF and CR into LF.
    hashes.add(sha256Source(body.replace(/\r\n?/g, "\n")));
  }
  return [...hashes].sort();
}

function originsOf(addresses: readonly string[]): string[] {
  const origins = addresses.flatMap((address) => {
    try {
      const { origin } = new URL(address);
      return origin === "null" ? [] : [origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The same use, each list reduced to its distinct origins: what a policy needs of it. Done once
 * per build, so that building each page's policy costs the same at any number of pictures.
 */
export function thirdPartyOrigins(use: ThirdPartyUse): ThirdPartyUse {
  return {
    scripts: originsOf(use.scripts),
    frames: originsOf(use.frames),
    images: originsOf(use.images),
    connections: originsOf(use.connections),
  };
}

/** A directive's third-party sources: its own origins plus the companions of every service used. */
function thirdPartySources(
  own: readonly string[],
  used: readonly string[],
  directive: FetchDirective,
): string[] {
  const companions = used.flatMap((origin) => COMPANION_SOURCES[origin]?.[directive] ?? []);
  return [...new Set([...own, ...companions])].sort();
}

export type PolicyDelivery = "header" | "meta";

export interface PolicyInput {
  scriptHashes: readonly string[];
  thirdParties: ThirdPartyUse;
  /** A `<meta>` policy cannot carry frame-ancestors (browsers ignore it there, with a warning). */
  delivery: PolicyDelivery;
  /** The search page runs Pagefind's WebAssembly: it alone may compile it ('wasm-unsafe-eval'). */
  webAssembly?: boolean;
}

/** What of a page's policy is the page's own; the rest is the build's third parties. */
export type PagePolicyInput = Omit<PolicyInput, "thirdParties">;

/**
 * The policy of each page of a build that uses these third parties: their sources are worked out
 * once, not for each of 30,000 pages.
 */
export function contentSecurityPolicies(
  thirdParties: ThirdPartyUse,
): (page: PagePolicyInput) => string {
  const scripts = originsOf(thirdParties.scripts);
  const frames = originsOf(thirdParties.frames);
  const images = originsOf(thirdParties.images);
  const connections = originsOf(thirdParties.connections);
  const used = [...new Set([...scripts, ...frames, ...images, ...connections])];
  const scriptSources = thirdPartySources(scripts, used, "script-src");
  const imageSources = thirdPartySources(images, used, "img-src");
  const frameSources = thirdPartySources(frames, used, "frame-src");
  const connectSources = thirdPartySources(connections, used, "connect-src");
  return ({ scriptHashes, delivery, webAssembly = false }) => {
    const directives: [string, readonly string[]][] = [
      ["default-src", ["'self'"]],
      [
        "script-src",
        [
          "'self'",
          ...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
          ...scriptHashes,
          ...scriptSources,
        ],
      ],
      // Style attributes (React writes a few: an embed's aspect ratio, Gatsby's route announcer)
      // stay allowed; <style> elements are refused where browsers know style-src-elem: the site's
      // CSS is one linked file (src/node/stylesheetLink.tsx), and nothing else may add styles.
      ["style-src", ["'self'", "'unsafe-inline'"]],
      ["style-src-elem", ["'self'"]],
      ["img-src", ["'self'", ...imageSources]],
      ["frame-src", frameSources.length > 0 ? frameSources : ["'none'"]],
      ["connect-src", ["'self'", ...connectSources]],
      ["object-src", ["'none'"]],
      ["base-uri", ["'none'"]],
      ["form-action", ["'none'"]],
    ];
    if (delivery === "header") directives.push(["frame-ancestors", ["'none'"]]);
    return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
  };
}

/** The Content-Security-Policy of one page. */
export function buildContentSecurityPolicy({ thirdParties, ...page }: PolicyInput): string {
  return contentSecurityPolicies(thirdParties)(page);
}

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

const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;
const HEAD_START = /<head\b[^>]*>(\s*<meta\s+charset=[^>]*>)?/i;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Puts a policy into the page itself, first in <head> after the charset, so it holds before any
 * script. Replaces a policy already there, so a page never ends up with two.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return html.replace(POLICY_META, "").replace(HEAD_START, (head) => `${head}${meta}`);
}

/** The content editor's page: Decap CMS, served from the build at /admin/. */
export const ADMIN_PAGE = "admin/index.html";

/**
 * The content editor's own policy, apart from the readers' (which it does not loosen). Each
 * source, and why the editor needs it, is explained in docs/deployment.md.
 */
export function buildAdminPolicy(options: { authUrl?: string | null }): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'none'"]],
    // Decap's bundle and its chunks, from this site; it compiles its config validator at run time.
    ["script-src", ["'self'", "'unsafe-eval'"]],
    // Decap styles its interface with emotion, which adds <style> elements as it renders.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Previews of pictures an editor picks (blob:, data:) and of those already in the repository.
    [
      "img-src",
      [
        "'self'",
        "data:",
        "blob:",
        "https://avatars.githubusercontent.com",
        "https://raw.githubusercontent.com",
      ],
    ],
    ["font-src", ["'self'", "data:"]],
    // GitHub's API (the production backend), the login's OAuth client, `npm run cms`'s local
    // backend (only ever reached from an editor's own machine), and files it holds as blob:.
    [
      "connect-src",
      [
        "'self'",
        "blob:",
        "https://api.github.com",
        "http://localhost:8081",
        ...(options.authUrl ? [new URL(options.authUrl).origin] : []),
      ],
    ],
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}
