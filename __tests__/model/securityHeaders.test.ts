import { createHash } from "crypto";
import {
  COMMON_HEADERS,
  CLOUDFLARE_HEADERS_LIMITS,
  buildContentSecurityPolicy,
  buildHeadersFile,
  buildNginxPolicyMap,
  HASHED_BUNDLE,
  HASHED_STYLESHEET,
  headersFileProblems,
  inlineScriptHashes,
  policyRules,
  servedPaths,
  thirdPartyOrigins,
  withPolicyMeta,
  type ThirdPartyUse,
} from "../../src/model/securityHeaders";
import { readContent } from "../support/content";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The addresses the real content uses, grouped as the build groups them. */
function realThirdParties(): ThirdPartyUse {
  const site = readContent<{ ads: { scriptUrl: string } }>("site.json");
  const home = readContent<{
    hero: { storySlug: string };
    video: { embedUrl: string };
    imageFeed: { embedUrl: string };
    newsroom: { formUrl: string; formScriptUrl: string };
    weather: { live: { apiUrl: string; forecastUrl: string } };
  }>("home.json");
  const partners = readContent<{ documents: { embedUrl: string }[] }>("partners.json");
  const headlines = readContent<{ imageUrlTemplate: string }>("headlines.json");
  // The hero shows a written story, whose picture is on the web.
  const heroStory = readContent<{ image: { src: string } }>(
    `stories/2026/11/${home.hero.storySlug}.json`,
  );
  return {
    scripts: [site.ads.scriptUrl, home.newsroom.formScriptUrl],
    frames: [
      home.video.embedUrl,
      home.imageFeed.embedUrl,
      home.newsroom.formUrl,
      ...partners.documents.map((document) => document.embedUrl),
    ],
    images: [heroStory.image.src, headlines.imageUrlTemplate.replace("{id}", "local-news-1")],
    connections: [home.weather.live.apiUrl, home.weather.live.forecastUrl],
  };
}

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("inlineScriptHashes", () => {
  it("hashes each inline script as the browser does, once, in a stable order", () => {
    const html = [
      '<script>document.documentElement.classList.add("js")</script>',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/faq/";/*]]>*/</script>',
      '<script>document.documentElement.classList.add("js")</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual(
      [
        hashOf('document.documentElement.classList.add("js")'),
        hashOf('/*<![CDATA[*/window.pagePath="/faq/";/*]]>*/'),
      ].sort(),
    );
  });

  it("leaves out scripts loaded from a file and JSON data blocks, which are never run inline", () => {
    const html = [
      '<script src="/app-1234.js" async=""></script>',
      '<script async src="/framework.js"></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("keeps a script whose data attribute merely ends in src", () => {
    expect(inlineScriptHashes('<script data-src="x">run()</script>')).toEqual([hashOf("run()")]);
  });

  it("hashes multi-line scripts with line endings as the HTML parser leaves them", () => {
    expect(inlineScriptHashes("<script>\r\n  a();\r\n</script>")).toEqual([hashOf("\n  a();\n")]);
  });
});

describe("buildContentSecurityPolicy", () => {
  const scriptHashes = [hashOf("a()"), hashOf("b()")];
  const policy = buildContentSecurityPolicy({
    scriptHashes,
    thirdParties: realThirdParties(),
    delivery: "header",
  });

  it("runs only our own scripts, the page's own inline scripts and the services content uses", () => {
    const scriptSrc = directive(policy, "script-src");
    expect(scriptSrc).toEqual(expect.arrayContaining(["'self'", ...scriptHashes]));
    expect(scriptSrc).toEqual(
      expect.arrayContaining(["https://pagead2.googlesyndication.com", "https://link.msgsndr.com"]),
    );
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((source) => !source.startsWith("'"))).not.toContain("https:");
  });

  it("frames exactly the embeds in content, plus the frames AdSense draws ads in", () => {
    const frameSrc = directive(policy, "frame-src");
    expect(frameSrc).toEqual(
      expect.arrayContaining([
        "https://www.youtube-nocookie.com",
        "https://snapwidget.com",
        "https://api.leadconnectorhq.com",
        "https://drive.google.com",
        "https://*.doubleclick.net",
        "https://*.googlesyndication.com",
      ]),
    );
    expect(frameSrc).not.toContain("'self'");
  });

  it("shows pictures from the placeholder service and the CDN it redirects to", () => {
    expect(directive(policy, "img-src")).toEqual(
      expect.arrayContaining(["'self'", "https://picsum.photos", "https://fastly.picsum.photos"]),
    );
  });

  it("lets scripts fetch from the weather API in content, and from nowhere else but the ads' hosts", () => {
    const connectSrc = directive(policy, "connect-src");
    expect(connectSrc).toEqual(expect.arrayContaining(["'self'", "https://api.weather.gov"]));
    const withoutAds = buildContentSecurityPolicy({
      scriptHashes,
      thirdParties: { ...realThirdParties(), scripts: [] },
      delivery: "header",
    });
    expect(directive(withoutAds, "connect-src")).toEqual(["'self'", "https://api.weather.gov"]);
  });

  it("locks down everything else", () => {
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    // Style attributes only: a <style> element or another site's stylesheet is refused.
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, "style-src-elem")).toEqual(["'self'"]);
  });

  it("admits the ad network's extra hosts only while content uses the ad network", () => {
    const withoutAds = buildContentSecurityPolicy({
      scriptHashes,
      thirdParties: {
        scripts: [],
        frames: ["https://www.youtube-nocookie.com/embed/x"],
        images: [],
        connections: [],
      },
      delivery: "header",
    });
    expect(withoutAds).not.toContain("google");
    expect(directive(withoutAds, "connect-src")).toEqual(["'self'"]);
    expect(directive(withoutAds, "frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
  });

  it("frames nothing when content embeds nothing, and skips addresses that are not URLs", () => {
    const bare = buildContentSecurityPolicy({
      scriptHashes: [],
      thirdParties: {
        scripts: ["not a url"],
        frames: [],
        images: ["data:image/png;base64,AA"],
        connections: [],
      },
      delivery: "header",
    });
    expect(directive(bare, "frame-src")).toEqual(["'none'"]);
    expect(directive(bare, "script-src")).toEqual(["'self'"]);
    expect(directive(bare, "img-src")).toEqual(["'self'"]);
  });

  it("leaves frame-ancestors out of a policy delivered in a <meta>, where browsers ignore it", () => {
    const meta = buildContentSecurityPolicy({
      scriptHashes,
      thirdParties: realThirdParties(),
      delivery: "meta",
    });
    expect(meta).not.toContain("frame-ancestors");
    expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ""));
  });
});

describe("thirdPartyOrigins", () => {
  it("reduces every list to its distinct origins, leaving the policy as it was", () => {
    const pictures = Array.from(
      { length: 500 },
      (_, n) => `https://picsum.photos/seed/story-${n}/800/450`,
    );
    const use = { ...realThirdParties(), images: [...realThirdParties().images, ...pictures] };
    const reduced = thirdPartyOrigins(use);
    expect(reduced.images.length).toBeLessThanOrEqual(realThirdParties().images.length);
    expect(reduced.images).toContain("https://picsum.photos");
    for (const delivery of ["header", "meta"] as const) {
      expect(
        buildContentSecurityPolicy({ scriptHashes: [], thirdParties: reduced, delivery }),
      ).toBe(buildContentSecurityPolicy({ scriptHashes: [], thirdParties: use, delivery }));
    }
  });
});

describe("servedPaths", () => {
  it("serves a folder's index.html at the folder's address and its own", () => {
    expect(servedPaths("faq/index.html")).toEqual(["/faq/", "/faq/index.html"]);
    expect(servedPaths("index.html")).toEqual(["/", "/index.html"]);
    expect(servedPaths("404.html")).toEqual(["/404.html"]);
  });
});

describe("buildHeadersFile", () => {
  const file = buildHeadersFile([
    { paths: ["/", "/index.html"], policy: "script-src 'self' 'sha256-home'" },
    { paths: ["/faq/", "/faq/index.html"], policy: "script-src 'self' 'sha256-faq'" },
  ]);
  const rules = file
    .trimEnd()
    .split("\n\n")
    .filter((block) => block.startsWith("/"))
    .map((block) => block.split("\n"));

  it("gives every response the common headers", () => {
    expect(rules[0]).toEqual([
      "/*",
      ...Object.entries(COMMON_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    ]);
    expect(COMMON_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(COMMON_HEADERS["Referrer-Policy"]).toBeTruthy();
    expect(COMMON_HEADERS["Permissions-Policy"]).toContain("camera=()");
  });

  it("gives each page its policy and a revalidated cache: the root's by address, a folder's by one rule", () => {
    const revalidated = "  Cache-Control: public, max-age=0, must-revalidate";
    expect(rules.slice(1, -1)).toEqual([
      ["/", "  Content-Security-Policy: script-src 'self' 'sha256-home'", revalidated],
      ["/index.html", "  Content-Security-Policy: script-src 'self' 'sha256-home'", revalidated],
      ["/faq/*", "  Content-Security-Policy: script-src 'self' 'sha256-faq'", revalidated],
    ]);
  });

  it("revalidates the page data, which the pages read", () => {
    expect(rules.at(-1)).toEqual([
      "/page-data/*",
      "  Cache-Control: public, max-age=0, must-revalidate",
    ]);
  });

  it("never sends a policy from the catch-all rule, which hosts would add to every page's own", () => {
    expect(rules[0]?.join("\n")).not.toContain("Content-Security-Policy");
  });
  it("caches the hashed bundle's files for a year, and nothing else", () => {
    const bundle = ["/styles.4fb69bebeda6184a6671.css", "/app-4041875ac97de05fed1c.js"];
    const cached = buildHeadersFile([{ paths: ["/"], policy: "x" }], bundle);
    expect(cached.trimEnd().split("\n\n").slice(-2)).toEqual(
      bundle.map((path) => `${path}\n  Cache-Control: public, max-age=31536000, immutable`),
    );
    expect(file).not.toContain("immutable");
  });
});

describe("HASHED_BUNDLE", () => {
  it("matches the browser bundle's scripts and stylesheet by their content hash, and no other file", () => {
    for (const name of [
      "styles.4fb69bebeda6184a6671.css",
      "/app-4041875ac97de05fed1c.js",
      "framework-c5e15829e9c5a3d61e4e.js",
      "454-384e2f5cd63c02262dba.js",
      "component---src-pages-index-tsx-c60c2295ca41f1807d6e.js",
      "853f01fa6d7062c63ffec8005a69ab4f13c40210-b6bbabcc9dc798caa400.js",
    ]) {
      expect(HASHED_BUNDLE.test(name)).toBe(true);
    }
    for (const name of [
      "app-4041875ac97de05fed1c.js.map",
      "/pagefind/pagefind-entry-4041875ac97de05fed1c.js",
      "app.js",
      "app-data.json",
      "live-poller.js",
    ]) {
      expect(HASHED_BUNDLE.test(name)).toBe(false);
    }
  });
});

describe("HASHED_STYLESHEET", () => {
  it("matches Gatsby's stylesheet by its content hash, and no other file", () => {
    expect(HASHED_STYLESHEET.test("styles.4fb69bebeda6184a6671.css")).toBe(true);
    expect(HASHED_STYLESHEET.test("/styles.4fb69bebeda6184a6671.css")).toBe(true);
    expect(HASHED_STYLESHEET.test("styles.css")).toBe(false);
    expect(HASHED_STYLESHEET.test("/admin/styles.4fb69bebeda6184a6671.css")).toBe(false);
    expect(HASHED_STYLESHEET.test("styles.4fb69bebeda6184a6671.css.map")).toBe(false);
  });
});

describe("policyRules", () => {
  const page = (file: string, policy: string) => ({ paths: servedPaths(file), policy });

  it("stays the same size however many pages a folder holds", () => {
    const stories = Array.from({ length: 3000 }, (_, n) =>
      page(`sections/local-news/page/${n + 2}/index.html`, "reader"),
    );
    const rules = policyRules([
      page("index.html", "reader"),
      ...stories,
      page("404.html", "reader"),
    ]);
    expect(rules).toEqual([
      { path: "/", policy: "reader" },
      { path: "/index.html", policy: "reader" },
      { path: "/sections/*", policy: "reader" },
      { path: "/404.html", policy: "reader" },
    ]);
  });

  it("keeps a rule per address in a folder whose pages differ, and the other folders whole", () => {
    const rules = policyRules([
      page("admin/index.html", "editor"),
      page("search/index.html", "search"),
      page("search/help/index.html", "reader"),
      page("faq/index.html", "reader"),
    ]);
    expect(rules).toEqual([
      { path: "/admin/*", policy: "editor" },
      { path: "/search/", policy: "search" },
      { path: "/search/index.html", policy: "search" },
      { path: "/search/help/", policy: "reader" },
      { path: "/search/help/index.html", policy: "reader" },
      { path: "/faq/*", policy: "reader" },
    ]);
  });
});

describe("buildNginxPolicyMap", () => {
  it("maps each address of each page to its policy, and others to no policy", () => {
    const map = buildNginxPolicyMap([
      { paths: ["/faq/", "/faq/index.html"], policy: "script-src 'self' 'sha256-faq'" },
      { paths: ["/404.html"], policy: "script-src 'self' 'sha256-404'" },
    ]);
    expect(map.split("\n").slice(1)).toEqual([
      "map $uri $content_security_policy {",
      '    default "";',
      `    "~^/faq/" "script-src 'self' 'sha256-faq'";`,
      `    "/404.html" "script-src 'self' 'sha256-404'";`,
      "}",
      "map $uri $cache_control {",
      '    default "public, max-age=0, must-revalidate";',
      "}",
      "",
    ]);
  });

  it("gives the hashed bundle's files a year-long cache and every other file a revalidated one", () => {
    const map = buildNginxPolicyMap([], ["/styles.4fb69bebeda6184a6671.css"]);
    expect(map).toContain(
      'map $uri $cache_control {\n    default "public, max-age=0, must-revalidate";\n    "/styles.4fb69bebeda6184a6671.css" "public, max-age=31536000, immutable";\n}',
    );
  });
});

describe("headersFileProblems", () => {
  it("accepts a file within Cloudflare Pages' limits", () => {
    expect(headersFileProblems(buildHeadersFile([{ paths: ["/"], policy: "x" }]))).toEqual([]);
  });

  it("names too many rules and too long lines", () => {
    const manyPages = Array.from({ length: CLOUDFLARE_HEADERS_LIMITS.rules }, (_, index) => ({
      paths: [`/page-${index}/`],
      policy: "x".repeat(CLOUDFLARE_HEADERS_LIMITS.lineLength),
    }));
    expect(headersFileProblems(buildHeadersFile(manyPages))).toEqual([
      // Theirs, the catch-all and the page data's.
      `102 rules; Cloudflare Pages applies at most ${CLOUDFLARE_HEADERS_LIMITS.rules}`,
      expect.stringMatching(/^a line of \d+ characters; Cloudflare Pages allows 2000$/),
    ]);
  });
});

describe("withPolicyMeta", () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title></head><body></body></html>';

  it("puts the policy first in <head>, after the charset, escaped for an attribute", () => {
    const html = withPolicyMeta(page, `script-src 'self' "x"`);
    expect(html).toContain(
      '<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\' &quot;x&quot;"/><title>',
    );
  });

  it("replaces the policy an earlier build put there", () => {
    const twice = withPolicyMeta(withPolicyMeta(page, "script-src 'none'"), "script-src 'self'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain("content=\"script-src 'self'\"");
  });
});
