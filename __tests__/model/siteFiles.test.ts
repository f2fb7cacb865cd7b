import { buildAliasRoutes } from "../../src/model/aliasRoutes";
import { mailHref, telHref } from "../../src/model/contactLinks";
import { buildTipFormUrl } from "../../src/model/embedUrls";
import { formatLongDate, formatShortDate, isoCalendarDate } from "../../src/model/formatDate";
import { splitSection } from "../../src/model/sectionLayout";
import {
  buildNewsSitemap,
  buildRobots,
  buildRssFeed,
  buildSitemap,
  buildWebManifest,
} from "../../src/model/siteFiles";
import { groupByCategory } from "../../src/model/stories";

const channel = {
  siteUrl: "https://x.news",
  title: "Herald",
  description: "News",
  language: "en-US",
  buildTime: Date.parse("2026-11-22T12:00:00Z"),
};

const feedStory = (slug: string, section: string, publishedAt: string) => ({
  slug,
  section,
  headline: `Story ${slug}`,
  summary: "s",
  author: "A and B",
  publishedAt,
  path: `/${section}/${slug}/`,
});

describe("site files", () => {
  it("the sitemap lists absolute addresses, sorted, each with its own date", () => {
    const xml = buildSitemap("https://www.detroitherald.news", [
      { path: "/faq/", lastModified: "2026-11-22" },
      { path: "/", lastModified: "2026-11-21" },
    ]);
    expect(xml).toContain(
      "<loc>https://www.detroitherald.news/</loc><lastmod>2026-11-21</lastmod>",
    );
    expect(xml.indexOf("/faq/")).toBeGreaterThan(xml.indexOf("news/</loc>"));
  });

  it("the sitemap names a page in each of its languages, with the xhtml namespace only then", () => {
    const site = "https://www.detroitherald.news";
    expect(buildSitemap(site, [{ path: "/faq/", lastModified: "2026-11-22" }])).not.toContain(
      "xhtml",
    );
    const hreflang = [
      { hreflang: "en-US", path: "/" },
      { hreflang: "ar", path: "/ar/" },
      { hreflang: "x-default", path: "/" },
    ];
    const xml = buildSitemap(site, [
      { path: "/", lastModified: "2026-11-21", hreflang },
      { path: "/ar/", lastModified: "2026-11-21", hreflang },
      { path: "/faq/", lastModified: "2026-11-22" },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const links =
      '<xhtml:link rel="alternate" hreflang="en-US" href="https://www.detroitherald.news/"/><xhtml:link rel="alternate" hreflang="ar" href="https://www.detroitherald.news/ar/"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.detroitherald.news/"/>';
    expect(xml).toContain(`<loc>${site}/</loc><lastmod>2026-11-21</lastmod>${links}</url>`);
    expect(xml).toContain(`<loc>${site}/ar/</loc><lastmod>2026-11-21</lastmod>${links}</url>`);
    expect(xml).toContain(`<loc>${site}/faq/</loc><lastmod>2026-11-22</lastmod></url>`);
  });

  it("robots.txt points at both sitemaps", () => {
    expect(buildRobots("https://x.news")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://x.news/sitemap.xml\nSitemap: https://x.news/news-sitemap.xml\n",
    );
  });

  it("the RSS feed lists written stories newest first, escaped, linked to their pages", () => {
    const xml = buildRssFeed(
      channel,
      [
        feedStory("older", "food-dining", "2026-11-20T09:00:00-05:00"),
        {
          ...feedStory("newer", "real-estate", "2026-11-22T06:00:00-05:00"),
          headline: "Tigers & <Lions>",
        },
      ],
      [
        { id: "food-dining", title: "Food & Dining" },
        { id: "real-estate", title: "Real Estate & Housing" },
      ],
    );
    expect(xml.indexOf("Tigers &amp; &lt;Lions&gt;")).toBeLessThan(xml.indexOf("Story older"));
    const categories = [...xml.matchAll(/<category>([^<]*)<\/category>/g)].map((match) => match[1]);
    expect(categories).toEqual(["Real Estate &amp; Housing", "Food &amp; Dining"]);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([
      "https://x.news/real-estate/newer/",
      "https://x.news/food-dining/older/",
    ]);
    expect(xml).toContain("<pubDate>Sun, 22 Nov 2026 11:00:00 GMT</pubDate>");
    expect(xml).toContain("<dc:creator>A and B</dc:creator>");
  });

  it("the RSS guid stays the same when a story is edited", () => {
    const story = feedStory("same", "politics", "2026-11-20T09:00:00-05:00");
    const guid = (xml: string) => /<guid isPermaLink="false">([^<]*)<\/guid>/.exec(xml)?.[1];
    const before = buildRssFeed(channel, [story], []);
    const after = buildRssFeed(channel, [{ ...story, headline: "Changed", summary: "New" }], []);
    expect(guid(before)).toBe("story:same");
    expect(guid(after)).toBe(guid(before));
  });

  it("the news sitemap lists the stories of the 48 hours before the build, newest first", () => {
    const xml = buildNewsSitemap(channel, [
      feedStory("too-old", "politics", "2026-11-20T06:59:00-05:00"),
      feedStory("just-in", "politics", "2026-11-20T07:00:00-05:00"),
      feedStory("newest", "sports", "2026-11-22T06:30:00-05:00"),
      feedStory("future", "sports", "2026-11-22T12:30:00-05:00"),
    ]);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(["https://x.news/sports/newest/", "https://x.news/politics/just-in/"]);
    expect(xml).toContain("<news:name>Herald</news:name>");
    expect(xml).toContain("<news:language>en</news:language>");
    expect(xml).toContain(
      "<news:publication_date>2026-11-22T06:30:00-05:00</news:publication_date>",
    );
    expect(xml).toContain("<news:title>Story newest</news:title>");
  });

  it("the manifest names the site and its icons", () => {
    const manifest = JSON.parse(
      buildWebManifest({
        name: "The Detroit Herald",
        shortName: "Herald",
        description: "d",
        language: "en-US",
      }),
    );
    expect(manifest).toEqual(
      expect.objectContaining({ name: "The Detroit Herald", short_name: "Herald", start_url: "/" }),
    );
  });
});

describe("small rules", () => {
  it("alias routes: /home/, /about/, /news/, /contact/ and one per category", () => {
    expect(buildAliasRoutes(["sports"]).map((alias) => alias.path)).toEqual([
      "/home/",
      "/about/",
      "/news/",
      "/contact/",
      "/sports/",
    ]);
  });

  it("phone and mail links", () => {
    expect(telHref("(313) 555-0142")).toBe("tel:+13135550142");
    expect(telHref("+1 313 555 0142")).toBe("tel:+13135550142");
    expect(mailHref("newsroom@detroitherald.news")).toBe("mailto:newsroom@detroitherald.news");
  });

  it("the tip form gets its category parameter", () => {
    expect(buildTipFormUrl("https://forms.example.com/f/tips", "local news and community")).toBe(
      "https://forms.example.com/f/tips?category=local+news+and+community",
    );
  });

  it("dates are written in Detroit's time zone, long and short", () => {
    const lateEvening = new Date("2026-11-23T03:30:00Z"); // 10:30 PM on the 22nd in Detroit
    expect(formatLongDate(lateEvening)).toBe("Sunday, November 22, 2026");
    expect(formatShortDate(lateEvening)).toBe("Nov 22, 2026");
    expect(isoCalendarDate(lateEvening)).toBe("2026-11-22");
  });

  it("a section splits into 1 lead, 2 side items and the grid", () => {
    expect(splitSection([1, 2, 3, 4, 5])).toEqual({ lead: 1, side: [2, 3], grid: [4, 5] });
    expect(splitSection([1])).toEqual({ lead: 1, side: [], grid: [] });
  });

  it("groups stories by category, keeping their order", () => {
    const groups = groupByCategory([
      { category: "a", n: 1 },
      { category: "b", n: 2 },
      { category: "a", n: 3 },
    ]);
    expect(groups.get("a")).toEqual([
      { category: "a", n: 1 },
      { category: "a", n: 3 },
    ]);
  });
});
