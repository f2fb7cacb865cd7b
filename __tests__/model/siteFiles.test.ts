import { buildAliasRoutes } from "../../src/model/aliasRoutes";
import { mailHref, telHref } from "../../src/model/contactLinks";
import { buildTipFormUrl } from "../../src/model/embedUrls";
import { formatLongDate, formatShortDate, isoCalendarDate } from "../../src/model/formatDate";
import { splitSection } from "../../src/model/sectionLayout";
import {
  buildRobots,
  buildRssFeed,
  buildSitemap,
  buildWebManifest,
} from "../../src/model/siteFiles";
import { groupByCategory } from "../../src/model/stories";

describe("site files", () => {
  it("the sitemap lists absolute addresses, sorted", () => {
    const xml = buildSitemap("https://www.detroitherald.news", ["/faq/", "/"], "2026-11-22");
    expect(xml).toContain(
      "<loc>https://www.detroitherald.news/</loc><lastmod>2026-11-22</lastmod>",
    );
    expect(xml.indexOf("/faq/")).toBeGreaterThan(xml.indexOf("news/</loc>"));
  });

  it("robots.txt points at the sitemap", () => {
    expect(buildRobots("https://x.news")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://x.news/sitemap.xml\n",
    );
  });

  it("the RSS feed lists stories newest first, escaped, dated from the build", () => {
    const xml = buildRssFeed(
      {
        siteUrl: "https://x.news",
        title: "Herald",
        description: "News",
        language: "en-US",
        buildTime: Date.parse("2026-11-22T12:00:00Z"),
      },
      [
        {
          articleId: "a-2",
          category: "a",
          title: "Older",
          summary: "s",
          author: "B",
          ageMinutes: 120,
        },
        {
          articleId: "a-1",
          category: "a",
          title: "Tigers & <Lions>",
          summary: "s",
          author: "A",
          ageMinutes: 60,
        },
      ],
      [{ id: "a", title: "Arts & Culture" }],
    );
    expect(xml.indexOf("Tigers &amp; &lt;Lions&gt;")).toBeLessThan(xml.indexOf("Older"));
    expect(xml).toContain("<link>https://x.news/#a</link>");
    expect(xml).toContain("<pubDate>Sun, 22 Nov 2026 11:00:00 GMT</pubDate>");
  });

  it("the RSS feed names each story's section by its title and links to it by its id", () => {
    const channel = {
      siteUrl: "https://x.news",
      title: "Herald",
      description: "News",
      language: "en-US",
      buildTime: Date.parse("2026-11-22T12:00:00Z"),
    };
    const story = (articleId: string, category: string) => ({
      articleId,
      category,
      title: `Story ${articleId}`,
      summary: "s",
      author: "A",
      ageMinutes: 60,
    });
    const xml = buildRssFeed(
      channel,
      [story("food-dining-1", "food-dining"), story("real-estate-1", "real-estate")],
      [
        { id: "food-dining", title: "Food & Dining" },
        { id: "real-estate", title: "Real Estate & Housing" },
      ],
    );
    const categories = [...xml.matchAll(/<category>([^<]*)<\/category>/g)].map((match) => match[1]);
    expect(categories).toEqual(["Food &amp; Dining", "Real Estate &amp; Housing"]);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map(
      (match) => match[1],
    );
    expect(links).toEqual(["https://x.news/#food-dining", "https://x.news/#real-estate"]);
    for (const link of links) expect(() => new URL(link!)).not.toThrow();
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
