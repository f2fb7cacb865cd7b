import { buildRssFeed, buildSitemap, buildWebManifest } from "../../src/model/siteFiles";

// The files crawlers, feed readers and phones read, compared whole: a wrong escape, a lost
// element or a changed attribute breaks a reader that is not ours to test.

describe("buildSitemap", () => {
  it("lists every page once, sorted, with absolute escaped addresses", () => {
    expect(buildSitemap("https://x.news", ["/faq/", "/", "/a&b/"], "2026-11-22")).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://x.news/</loc><lastmod>2026-11-22</lastmod></url>",
        "  <url><loc>https://x.news/a&amp;b/</loc><lastmod>2026-11-22</lastmod></url>",
        "  <url><loc>https://x.news/faq/</loc><lastmod>2026-11-22</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("does not reorder the caller's list", () => {
    const paths = ["/faq/", "/"];
    buildSitemap("https://x.news", paths, "2026-11-22");
    expect(paths).toEqual(["/faq/", "/"]);
  });
});

describe("buildRssFeed", () => {
  const stories = [
    {
      articleId: "arts-culture-2",
      category: "arts-culture",
      title: `Tigers' "big" win`,
      summary: "A > B",
      author: "Ann O'Neil",
      ageMinutes: 90,
    },
    {
      articleId: "café-1",
      category: "café",
      title: "First",
      summary: "s",
      author: "B",
      ageMinutes: 30,
    },
  ];

  it("is an RSS 2.0 channel of the stories, newest first, every text escaped", () => {
    const feed = buildRssFeed(
      {
        siteUrl: "https://x.news",
        title: "Herald & Co",
        description: "News <daily>",
        language: "en-US",
        buildTime: Date.parse("2026-11-22T12:00:00Z"),
      },
      stories,
      [{ id: "arts-culture", title: "Arts & Culture" }],
    );
    expect(feed).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        "  <channel>",
        "    <title>Herald &amp; Co</title>",
        "    <link>https://x.news/</link>",
        "    <description>News &lt;daily&gt;</description>",
        "    <language>en-US</language>",
        "    <lastBuildDate>Sun, 22 Nov 2026 12:00:00 GMT</lastBuildDate>",
        '    <atom:link href="https://x.news/rss.xml" rel="self" type="application/rss+xml"/>',
        "    <item>",
        "      <title>First</title>",
        // A section id is a URL fragment: encoded. A section with no title is named by its id.
        "      <link>https://x.news/#caf%C3%A9</link>",
        '      <guid isPermaLink="false">café-1</guid>',
        "      <description>s</description>",
        "      <dc:creator>B</dc:creator>",
        "      <category>café</category>",
        "      <pubDate>Sun, 22 Nov 2026 11:30:00 GMT</pubDate>",
        "    </item>",
        "    <item>",
        "      <title>Tigers&apos; &quot;big&quot; win</title>",
        "      <link>https://x.news/#arts-culture</link>",
        '      <guid isPermaLink="false">arts-culture-2</guid>',
        "      <description>A &gt; B</description>",
        "      <dc:creator>Ann O&apos;Neil</dc:creator>",
        "      <category>Arts &amp; Culture</category>",
        "      <pubDate>Sun, 22 Nov 2026 10:30:00 GMT</pubDate>",
        "    </item>",
        "  </channel>",
        "</rss>",
        "",
      ].join("\n"),
    );
  });

  it("does not reorder the caller's stories", () => {
    const given = [...stories];
    buildRssFeed(
      { siteUrl: "https://x.news", title: "t", description: "d", language: "en", buildTime: 0 },
      given,
      [],
    );
    expect(given).toEqual(stories);
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
