import { buildSitemap, buildWebManifest } from "../../src/model/siteFiles";

// The files crawlers, feed readers and phones read, compared whole: a wrong escape, a lost
// element or a changed attribute breaks a reader that is not ours to test.

describe("buildSitemap", () => {
  it("lists every page once, sorted, with absolute escaped addresses and its own date", () => {
    const pages = [
      { path: "/faq/", lastModified: "2026-11-22" },
      { path: "/", lastModified: "2026-11-21" },
      { path: "/a&b/", lastModified: "2026-11-20T09:30:00-05:00" },
    ];
    expect(buildSitemap("https://x.news", pages)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://x.news/</loc><lastmod>2026-11-21</lastmod></url>",
        "  <url><loc>https://x.news/a&amp;b/</loc><lastmod>2026-11-20T09:30:00-05:00</lastmod></url>",
        "  <url><loc>https://x.news/faq/</loc><lastmod>2026-11-22</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
    expect(pages.map((page) => page.path)).toEqual(["/faq/", "/", "/a&b/"]);
  });
});

describe("buildWebManifest", () => {
  it("names the site, starts at the home page and lists the icons", () => {
    const text = buildWebManifest({
      name: "The Detroit Herald",
      shortName: "Herald",
      description: "Local news.",
      language: "en-US",
    });
    expect(text.endsWith("}\n")).toBe(true);
    expect(text).toContain('\n  "name": "The Detroit Herald",\n');
    expect(JSON.parse(text)).toEqual({
      name: "The Detroit Herald",
      short_name: "Herald",
      description: "Local news.",
      lang: "en-US",
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#111111",
      icons: [
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      ],
    });
  });
});
