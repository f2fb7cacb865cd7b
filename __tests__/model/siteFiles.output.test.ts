import {
  FEED_SIZE,
  NEWS_SITEMAP_MAX,
  NEWS_WINDOW_MS,
  buildNewsSitemap,
  buildRssFeed,
  buildSitemap,
  buildSitemapIndex,
  buildWebManifest,
  SITEMAP_MAX_URLS,
  splitSitemaps,
} from "../../src/model/siteFiles";

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

describe("the sitemap index", () => {
  const page = (path: string, lastModified: string, group: string) => ({
    path,
    lastModified,
    group,
  });

  it("splits the pages into a child sitemap per group, in order of their names", () => {
    const files = splitSitemaps([
      page("/a/", "2026-11-01", "stories-2026-11"),
      page("/", "2026-11-20", "pages"),
      page("/b/", "2026-10-03", "stories-2026-10"),
      page("/c/", "2026-11-05", "stories-2026-11"),
    ]);
    expect(files.map((file) => [file.name, file.pages.map((p) => p.path)])).toEqual([
      ["sitemap-pages.xml", ["/"]],
      ["sitemap-stories-2026-10.xml", ["/b/"]],
      ["sitemap-stories-2026-11.xml", ["/a/", "/c/"]],
    ]);
    expect(files[0]?.pages[0]).toEqual({ path: "/", lastModified: "2026-11-20" });
  });

  it("splits a group over the limit into parts, none over it", () => {
    const many = Array.from({ length: 5 }, (_, n) => page(`/p${n}/`, "2026-11-01", "pages"));
    expect(splitSitemaps(many, 2).map((file) => [file.name, file.pages.length])).toEqual([
      ["sitemap-pages.xml", 2],
      ["sitemap-pages-2.xml", 2],
      ["sitemap-pages-3.xml", 1],
    ]);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it("lists each child sitemap with the date its newest page changed", () => {
    const files = splitSitemaps([
      page("/a/", "2026-11-01", "pages"),
      page("/b/", "2026-11-09", "pages"),
      page("/c/", "2026-10-30", "stories-2026-10"),
    ]);
    expect(buildSitemapIndex("https://x.news", files)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <sitemap><loc>https://x.news/sitemap-pages.xml</loc><lastmod>2026-11-09</lastmod></sitemap>",
        "  <sitemap><loc>https://x.news/sitemap-stories-2026-10.xml</loc><lastmod>2026-10-30</lastmod></sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
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

const channel = {
  siteUrl: "https://x.news",
  title: "Herald & Co",
  description: "News <daily>",
  language: "en-US",
  buildTime: Date.parse("2026-11-22T12:00:00Z"),
};

const story = (slug: string, section: string, publishedAt: string) => ({
  slug,
  section,
  headline: `"${slug}" & more`,
  summary: `It's ${slug}`,
  author: "A and B",
  publishedAt,
  path: `/${section}/${slug}/`,
});

describe("buildRssFeed", () => {
  it("describes the channel and each story, escaped; stories of the same moment by slug", () => {
    const xml = buildRssFeed(
      channel,
      [
        story("b", "sports", "2026-11-21T09:00:00-05:00"),
        story("a", "weather", "2026-11-21T14:00:00Z"),
      ],
      [{ id: "sports", title: "Sports & Rec" }],
    );
    const item = (slug: string, section: string, category: string) => [
      "    <item>",
      `      <title>&quot;${slug}&quot; &amp; more</title>`,
      `      <link>https://x.news/${section}/${slug}/</link>`,
      `      <guid isPermaLink="false">story:${slug}</guid>`,
      `      <description>It&apos;s ${slug}</description>`,
      "      <dc:creator>A and B</dc:creator>",
      // A section without a title in categories.json is named by its id.
      `      <category>${category}</category>`,
      "      <pubDate>Sat, 21 Nov 2026 14:00:00 GMT</pubDate>",
      "    </item>",
    ];
    expect(xml).toBe(
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
        ...item("a", "weather", "weather"),
        ...item("b", "sports", "Sports &amp; Rec"),
        "  </channel>",
        "</rss>",
        "",
      ].join("\n"),
    );
  });

  it(`carries the ${FEED_SIZE} newest stories`, () => {
    const stories = Array.from({ length: FEED_SIZE + 1 }, (_, day) =>
      story(`day-${day}`, "sports", new Date(Date.UTC(2026, 0, day + 1)).toISOString()),
    );
    const guids = [...buildRssFeed(channel, stories, []).matchAll(/story:(day-\d+)/g)];
    expect(guids).toHaveLength(FEED_SIZE);
    expect(guids[0]?.[1]).toBe(`day-${FEED_SIZE}`);
    expect(guids.at(-1)?.[1]).toBe("day-1");
  });
});

describe("buildNewsSitemap", () => {
  const at = (ms: number) => new Date(ms).toISOString();

  it("names the publication and each story, escaped, in the language's ISO 639 code", () => {
    const xml = buildNewsSitemap({ ...channel, language: "fr" }, [
      story("b", "sports", "2026-11-20T12:00:00Z"),
      story("a", "weather", "2026-11-22T12:00:00Z"),
    ]);
    const url = (slug: string, section: string, date: string) => [
      "  <url>",
      `    <loc>https://x.news/${section}/${slug}/</loc>`,
      "    <news:news>",
      "      <news:publication>",
      "        <news:name>Herald &amp; Co</news:name>",
      "        <news:language>fr</news:language>",
      "      </news:publication>",
      `      <news:publication_date>${date}</news:publication_date>`,
      `      <news:title>&quot;${slug}&quot; &amp; more</news:title>`,
      "    </news:news>",
      "  </url>",
    ];
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
        ...url("a", "weather", "2026-11-22T12:00:00Z"),
        ...url("b", "sports", "2026-11-20T12:00:00Z"),
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("takes stories from the build's moment back to exactly 48 hours before it", () => {
    const xml = buildNewsSitemap(channel, [
      story("at-build", "sports", at(channel.buildTime)),
      story("oldest", "sports", at(channel.buildTime - NEWS_WINDOW_MS)),
      story("too-old", "sports", at(channel.buildTime - NEWS_WINDOW_MS - 1)),
      story("after-build", "sports", at(channel.buildTime + 1)),
    ]);
    expect([...xml.matchAll(/sports\/([a-z-]+)\//g)].map((match) => match[1])).toEqual([
      "at-build",
      "oldest",
    ]);
  });

  it(`lists at most ${NEWS_SITEMAP_MAX} stories, the newest`, () => {
    const stories = Array.from({ length: NEWS_SITEMAP_MAX + 1 }, (_, minute) =>
      story(`s${minute}`, "sports", at(channel.buildTime - minute * 60_000)),
    );
    const locs = [...buildNewsSitemap(channel, stories).matchAll(/<loc>[^<]*\/(s\d+)\/</g)];
    expect(locs).toHaveLength(NEWS_SITEMAP_MAX);
    expect(locs.at(-1)?.[1]).toBe(`s${NEWS_SITEMAP_MAX - 1}`);
  });
});
