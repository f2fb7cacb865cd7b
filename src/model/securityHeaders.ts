import { createHash } from "crypto";

/**
 * The Content-Security-Policy of each page, whose script-src admits that page's own inline
 * scripts by hash and no others, and of the editor's page; carried in each page's `<meta>` too.
 * How hosts are told to send them: src/model/hostHeaders.ts.
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
