import {
  buildHeadersFile,
  buildNginxPolicyMap,
  CLOUDFLARE_HEADERS_LIMITS,
  COMMON_HEADERS,
  HASHED_BUNDLE,
  HASHED_STYLESHEET,
  headersFileProblems,
  policyRules,
  servedPaths,
} from "../../src/model/hostHeaders";

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
