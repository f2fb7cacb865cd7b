/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  findLoadingIssues,
  gzipSize,
  highPriorityImages,
  isNoIndex,
  measurePageWeight,
  pageDataPath,
  publicDirReader,
  readChunkMapping,
  readPagePath,
  scriptSources,
  stylesheetHrefs,
  type ReadAsset,
} from "../../tools/pageWeight";
import { makeTempDir } from "../support/tempDir";

const chunkMapping = {
  app: ["/app-1.js"],
  "component---src-pages-index-tsx": ["/shared-9.js", "/component---src-pages-index-tsx-2.js"],
  "component---src-pages-faq-tsx": ["/component---src-pages-faq-tsx-3.js"],
};

/** A page as Gatsby 5 writes it: async scripts at the end, the component chunk in the mapping. */
const html = `<!DOCTYPE html><html><head>
<meta name="robots" content="index, follow" data-gatsby-head="true"/>
<script>document.documentElement.classList.add("js")</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<style>body{margin:0}</style>
</head><body><div id="___gatsby"><img src="https://img.example/hero.jpg" alt="" width="1200" height="675" loading="eager" fetchPriority="high"/>
<img src="/story.jpg" alt="" width="800" height="450" loading="lazy"/>
<iframe src="https://embed.example/feed" title="Feed" loading="lazy"></iframe></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>
<script
  id="gatsby-chunk-mapping"
>
  window.___chunkMapping=${JSON.stringify(JSON.stringify(chunkMapping))};
</script>
<script src="/webpack-runtime-0.js" async></script><script src="/framework-0.js" async></script><script src="/app-1.js" async></script></body></html>`;

const pageData = JSON.stringify({
  componentChunkName: "component---src-pages-index-tsx",
  path: "/",
  result: { data: {} },
  staticQueryHashes: ["123"],
});

const files: Record<string, string> = {
  "/index.html": html,
  "/webpack-runtime-0.js": "r".repeat(100),
  "/framework-0.js": "framework();".repeat(500),
  "/app-1.js": "app();".repeat(300),
  "/shared-9.js": "shared();".repeat(50),
  "/component---src-pages-index-tsx-2.js": "page();".repeat(80),
  "/component---src-pages-faq-tsx-3.js": "faq();".repeat(80),
  "/page-data/index/page-data.json": pageData,
  "/page-data/sq/d/123.json": JSON.stringify({ data: { site: { name: "Herald" } } }),
  "/page-data/app-data.json": JSON.stringify({ webpackCompilationHash: "abc" }),
};
const read: ReadAsset = (urlPath) => files[urlPath];

describe("reading a Gatsby page", () => {
  it("finds external scripts, not inline ones", () => {
    expect(scriptSources(html)).toEqual(["/webpack-runtime-0.js", "/framework-0.js", "/app-1.js"]);
  });

  it("finds stylesheet links only", () => {
    const page = `<link rel="stylesheet" href="/a.css"><link rel="preload" href="/b.css"><link href="/c.css" rel="alternate stylesheet">`;
    expect(stylesheetHrefs(page)).toEqual(["/a.css", "/c.css"]);
  });

  it("reads the page path and the chunk mapping Gatsby inlines", () => {
    expect(readPagePath(html)).toBe("/");
    expect(readChunkMapping(html)).toEqual(chunkMapping);
    expect(readChunkMapping("<html></html>")).toBeUndefined();
  });

  it("knows where the loader fetches page data", () => {
    expect(pageDataPath("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataPath("/faq/")).toBe("/page-data/faq/page-data.json");
    expect(pageDataPath("/404.html")).toBe("/page-data/404.html/page-data.json");
  });

  it("tells noindex pages apart", () => {
    expect(isNoIndex(html)).toBe(false);
    expect(isNoIndex(`<meta name="robots" content="noindex, nofollow"/>`)).toBe(true);
  });
});

describe("measurePageWeight", () => {
  const weight = measurePageWeight("/index.html", read);

  it("counts the HTML's scripts and the page component's chunks, once each, in load order", () => {
    expect(weight.scripts.map((asset) => asset.path)).toEqual([
      "/webpack-runtime-0.js",
      "/framework-0.js",
      "/app-1.js",
      "/shared-9.js",
      "/component---src-pages-index-tsx-2.js",
    ]);
  });

  it("leaves out other pages' chunks", () => {
    expect(weight.scripts.map((asset) => asset.path)).not.toContain(
      "/component---src-pages-faq-tsx-3.js",
    );
  });

  it("gives raw and gzip sizes and sums them by kind", () => {
    const framework = weight.scripts[1];
    expect(framework).toEqual({
      path: "/framework-0.js",
      bytes: files["/framework-0.js"]?.length,
      gzipBytes: gzipSize(files["/framework-0.js"] ?? ""),
    });
    expect(weight.totals.js).toBe(weight.scripts.reduce((sum, asset) => sum + asset.gzipBytes, 0));
    expect(weight.totals.html).toBe(gzipSize(html));
    expect(weight.pageData.map((asset) => asset.path)).toEqual([
      "/page-data/index/page-data.json",
      "/page-data/sq/d/123.json",
    ]);
    expect(weight.appData?.path).toBe("/page-data/app-data.json");
    expect(weight.totals.firstLoad).toBe(
      weight.totals.html +
        weight.totals.js +
        weight.totals.css +
        weight.totals.pageData +
        weight.totals.appData,
    );
    expect(weight.missing).toEqual([]);
  });

  it("is deterministic", () => {
    expect(measurePageWeight("/index.html", read)).toEqual(weight);
  });

  it("reports files the page needs that the build lacks, and other hosts' scripts", () => {
    const withExternal = html.replace(
      "</body>",
      `<script src="https://ads.example/ad.js" async></script></body>`,
    );
    const partial: ReadAsset = (urlPath) =>
      urlPath === "/index.html"
        ? withExternal
        : urlPath === "/app-1.js"
          ? undefined
          : files[urlPath];
    const result = measurePageWeight("/index.html", partial);
    expect(result.missing).toEqual(["/app-1.js"]);
    expect(result.external).toEqual(["https://ads.example/ad.js"]);
  });

  it("counts the chunks webpack loads with the page component that Gatsby's mapping leaves out", () => {
    // Gatsby 5 maps a component to its own chunk; webpack's stats list the chunks it shares too.
    const stats = {
      namedChunkGroups: {
        "component---src-pages-index-tsx": {
          assets: [{ name: "styles.1.css" }, { name: "shared-8.js" }, { name: "shared-9.js" }],
        },
      },
    };
    const withStats: ReadAsset = (urlPath) =>
      urlPath === "/webpack.stats.json"
        ? JSON.stringify(stats)
        : urlPath === "/shared-8.js"
          ? "other();".repeat(40)
          : urlPath === "/styles.1.css"
            ? "body{margin:0}"
            : files[urlPath];
    const result = measurePageWeight("/index.html", withStats);
    expect(result.scripts.map((asset) => asset.path)).toEqual([
      "/webpack-runtime-0.js",
      "/framework-0.js",
      "/app-1.js",
      "/shared-9.js",
      "/component---src-pages-index-tsx-2.js",
      "/shared-8.js",
    ]);
    expect(result.totals.js).toBeGreaterThan(weight.totals.js);
    expect(result.stylesheets.map((asset) => asset.path)).toEqual(["/styles.1.css"]);
  });

  it("fails clearly for a page that is not in the build", () => {
    expect(() => measurePageWeight("/nope/index.html", read)).toThrow(/No such page/);
  });

  it("reads real files from a build folder, never outside it", () => {
    const dir = makeTempDir("page-weight");
    fs.writeFileSync(path.join(dir, "a.js"), "a");
    const readDir = publicDirReader(dir);
    expect(readDir("/a.js")?.toString()).toBe("a");
    expect(readDir("/missing.js")).toBeUndefined();
    expect(readDir("/../../etc/passwd")).toBeUndefined();
  });
});

describe("findLoadingIssues", () => {
  it("accepts async scripts, a high-priority hero, lazy sized images and lazy titled frames", () => {
    expect(findLoadingIssues(html)).toEqual([]);
    expect(highPriorityImages(html)).toEqual(["https://img.example/hero.jpg"]);
  });

  it("flags what would block or shift the first paint", () => {
    const bad = `
      <script src="https://ads.example/ad.js"></script>
      <script src="/blocking.js"></script>
      <link rel="stylesheet" href="https://fonts.example/font.css">
      <img src="/eager.jpg" width="10" height="10">
      <img src="/unsized.jpg" loading="lazy">
      <img src="/hero.jpg" width="10" height="10" fetchpriority="high" loading="lazy">
      <iframe src="https://embed.example/x"></iframe>`;
    expect(findLoadingIssues(bad)).toEqual([
      "third-party script in the HTML: https://ads.example/ad.js",
      "render-blocking script: /blocking.js",
      "render-blocking third-party stylesheet: https://fonts.example/font.css",
      "image neither lazy nor high priority: /eager.jpg",
      "image without width and height: /unsized.jpg",
      "high-priority image loads lazily: /hero.jpg",
      "iframe not lazy: https://embed.example/x",
      "iframe without a title: https://embed.example/x",
    ]);
  });

  it("accepts the site's one hashed stylesheet, and no stylesheet besides it", () => {
    const own = '<link rel="stylesheet" href="/styles.4fb69bebeda6184a6671.css">';
    expect(findLoadingIssues(own)).toEqual([]);
    expect(findLoadingIssues(`${own}<link rel="stylesheet" href="/extra.css">`)).toEqual([
      "render-blocking stylesheet: /extra.css",
    ]);
    const two = `${own}<link rel="stylesheet" href="/styles.0123456789abcdef.css">`;
    expect(findLoadingIssues(two)).toEqual([
      "render-blocking stylesheet: /styles.4fb69bebeda6184a6671.css",
      "render-blocking stylesheet: /styles.0123456789abcdef.css",
    ]);
  });
});
