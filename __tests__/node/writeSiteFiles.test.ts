import fs from "fs";
import path from "path";
import type { Node } from "gatsby";
import { createSitePages, indexedPages, type MadePage } from "../../src/node/sitePages";
import { writeSiteFiles } from "../../src/node/writeSiteFiles";
import { makeTempDir } from "../support/tempDir";

const SITE_URL = "https://herald.example";
const BUILD_MOMENT = "2026-11-25T12:00:00.000Z";

const story = (slug: string, publishedAt: string, tags: string[]) => ({
  id: `story-${slug}`,
  slug,
  section: "local-news",
  headline: `Headline of ${slug}`,
  summary: `Summary of ${slug}`,
  authors: ["renee-okafor"],
  authorProfiles: [{ name: "Renee Okafor" }],
  publishedAt,
  modifiedAt: publishedAt,
  tags,
  corrections: [] as { date: string; text: string }[],
  path: `/local-news/${slug}/`,
  updates: null,
  language: null as string | null,
  translationOf: null as string | null,
});

/** The Arabic edition's translation of qline-hours, out the day before the build. */
const TRANSLATION = {
  ...story("ar-qline", "2026-11-24T12:00:00.000Z", ["النقل"]),
  headline: "ساعات QLine الجديدة",
  path: "/ar/local-news/ar-qline/",
  language: "ar",
  translationOf: "qline-hours",
};

/** Two stories share "Transit"; "Belle Isle" has one story, a thin topic; one is translated. */
const STORIES = [
  story("new-bus-shelters", "2026-10-20T12:00:00.000Z", ["Transit", "Belle Isle"]),
  story("qline-hours", "2026-11-20T12:00:00.000Z", ["Transit"]),
  TRANSLATION,
];

const EDITION = {
  id: "ar",
  path: "/ar/",
  tagline: "أخبار ديترويت",
  sections: [{ category: "local-news", title: "أخبار محلية" }],
};

const NODES: Record<string, Partial<Node>[]> = {
  Category: [{ id: "local-news", title: "Local News" } as Partial<Node>],
  PolicyPage: [{ id: "privacy" }],
  Edition: [EDITION as Partial<Node>],
  SiteSettings: [{ language: "en" } as Partial<Node>],
  Story: STORIES as unknown as Partial<Node>[],
};

const site = (file: string) => path.join(process.cwd(), file);

/**
 * The pages Gatsby holds after a build of NODES: those createSitePages made, those of src/pages,
 * and two no kind of the site's: Gatsby's development 404 page and a plugin's.
 */
function madePages(): MadePage[] {
  const made: MadePage[] = [];
  createSitePages({
    actions: {
      createPage: (page) => void made.push({ ...page, pageContext: page.context ?? null }),
    },
    getNodesByType: (type) => (NODES[type] ?? []) as Node[],
  });
  return [
    ...made,
    { path: "/", component: site("src/pages/index.tsx"), pageContext: null },
    { path: "/faq/", component: site("src/pages/faq.tsx"), pageContext: null },
    { path: "/search/", component: site("src/pages/search.tsx"), pageContext: null },
    { path: "/dev-404-page/", component: site(".cache/dev-404-page.js"), pageContext: null },
    {
      path: "/plugin-page/",
      component: site("node_modules/some-plugin/page.js"),
      pageContext: null,
    },
  ];
}

describe("indexedPages", () => {
  const paths = () => indexedPages(madePages()).map((page) => page.path);

  it("offers search engines the pages of the site's kinds that index them", () => {
    expect(paths()).toEqual(
      expect.arrayContaining([
        "/",
        "/faq/",
        "/privacy/",
        "/local-news/new-bus-shelters/",
        "/local-news/qline-hours/",
        "/sections/local-news/",
        "/topics/transit/",
        "/authors/renee-okafor/",
      ]),
    );
  });

  it("leaves out the alias pages, a thin topic, search, the 404 page and pages of no kind of the site's", () => {
    const listed = paths();
    for (const left of [
      "/local-news/",
      "/home/",
      "/about/",
      "/topics/belle-isle/",
      "/search/",
      "/404/",
      "/dev-404-page/",
      "/plugin-page/",
    ]) {
      expect(listed).not.toContain(left);
    }
  });

  it("lists a page once, however often it was made", () => {
    const made = madePages();
    const listed = indexedPages([...made, ...made]).map((page) => page.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toHaveLength(indexedPages(made).length);
  });
});

describe("writeSiteFiles", () => {
  async function written(publicDir = makeTempDir("site-files"), stories = STORIES) {
    const data: Queries.SiteFilesQuery = {
      site: { buildMoment: BUILD_MOMENT, siteMetadata: { siteUrl: SITE_URL } },
      siteSettings: {
        name: "The Detroit Herald",
        shortName: "Herald",
        description: "News of Detroit",
        language: "en",
      },
      allCategory: { nodes: [{ id: "local-news", title: "Local News" }] },
      allEdition: { nodes: [EDITION] },
      allStory: { nodes: stories },
    };
    const reporter = { panic: jest.fn() };
    await writeSiteFiles({
      graphql: jest.fn().mockResolvedValue({ data }),
      reporter: reporter as never,
      publicDir,
      pages: madePages(),
    });
    expect(reporter.panic).not.toHaveBeenCalled();
    const read = (name: string) => fs.readFileSync(path.join(publicDir, name), "utf8");
    const locs = (name: string) =>
      [...read(name).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    return { read, locs, publicDir };
  }

  it("leaves a file whose text is the same as it was, so its time tells what a build changed", async () => {
    const { publicDir } = await written();
    const past = new Date("2020-01-01T00:00:00Z");
    const files = fs.readdirSync(publicDir);
    for (const file of files) fs.utimesSync(path.join(publicDir, file), past, past);
    await written(publicDir, STORIES.slice(1, 2));
    const changed = files.filter(
      (file) => fs.statSync(path.join(publicDir, file)).mtimeMs !== past.getTime(),
    );
    expect(changed.length).toBeGreaterThan(0);
    expect(changed).toContain("rss.xml");
    expect(changed).not.toContain("robots.txt");
    expect(changed).not.toContain("manifest.webmanifest");
  });

  it("writes each page the site made and indexes, once, in the sitemap of its month or of the pages", async () => {
    const { locs } = await written();
    expect(locs("sitemap.xml")).toEqual([
      `${SITE_URL}/sitemap-pages.xml`,
      `${SITE_URL}/sitemap-stories-2026-10.xml`,
      `${SITE_URL}/sitemap-stories-2026-11.xml`,
    ]);
    expect(locs("sitemap-stories-2026-10.xml")).toEqual([
      `${SITE_URL}/local-news/new-bus-shelters/`,
    ]);
    const pages = locs("sitemap-pages.xml");
    expect(pages).toContain(`${SITE_URL}/topics/transit/`);
    expect(pages).not.toContain(`${SITE_URL}/local-news/`);
    expect(pages).not.toContain(`${SITE_URL}/topics/belle-isle/`);
    expect(pages).not.toContain(`${SITE_URL}/dev-404-page/`);
    const all = [
      "sitemap-pages.xml",
      "sitemap-stories-2026-10.xml",
      "sitemap-stories-2026-11.xml",
    ].flatMap(locs);
    expect(new Set(all).size).toBe(all.length);
  });

  it("dates a story's page by the story, an author's by their newest story, the others by the build", async () => {
    const { read } = await written();
    const entry = (file: string, pagePath: string) =>
      new RegExp(`<loc>${SITE_URL}${pagePath}</loc><lastmod>([^<]+)</lastmod>`).exec(
        read(file),
      )?.[1];
    expect(entry("sitemap-stories-2026-11.xml", "/local-news/qline-hours/")).toBe("2026-11-20");
    expect(entry("sitemap-pages.xml", "/authors/renee-okafor/")).toBe("2026-11-20");
    expect(entry("sitemap-pages.xml", "/privacy/")).toBe("2026-11-25");
  });

  it("names the front page in each language beside each of them, and no other page", async () => {
    const { read } = await written();
    const links = [
      ["en", "/"],
      ["ar", "/ar/"],
      ["x-default", "/"],
    ]
      .map(
        ([lang, to]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${SITE_URL}${to}"/>`,
      )
      .join("");
    const pages = read("sitemap-pages.xml");
    // Each front page's entry ends with the three links.
    const entries = pages.split("<url>").filter((entry) => entry.includes(links));
    expect(entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1])).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/ar/`,
    ]);
    expect(pages.match(/<xhtml:link /g)).toHaveLength(2 * 3);
  });
  it("lists a translation in its edition's feed and not the site's, in the news sitemap in its language, beside its original", async () => {
    const { read } = await written();
    const items = (file: string) =>
      [...read(file).matchAll(/<link>([^<]+)<\/link>\n/g)].map(([, link]) => link).slice(1);
    expect(items("rss.xml")).toEqual([
      `${SITE_URL}/local-news/qline-hours/`,
      `${SITE_URL}/local-news/new-bus-shelters/`,
    ]);
    const feed = read("ar/rss.xml");
    expect(items("ar/rss.xml")).toEqual([`${SITE_URL}/ar/local-news/ar-qline/`]);
    expect(feed).toContain("<language>ar</language>");
    expect(feed).toContain(`<link>${SITE_URL}/ar/</link>`);
    expect(feed).toContain(`<atom:link href="${SITE_URL}/ar/rss.xml" rel="self"`);
    expect(feed).toContain("<category>أخبار محلية</category>");
    expect(read("news-sitemap.xml")).toMatch(
      /<loc>[^<]+\/ar\/local-news\/ar-qline\/<\/loc>[\s\S]*?<news:language>ar<\/news:language>/,
    );
    const stories = read("sitemap-stories-2026-11.xml");
    const pair = [
      ["en", "/local-news/qline-hours/"],
      ["ar", "/ar/local-news/ar-qline/"],
      ["x-default", "/local-news/qline-hours/"],
    ]
      .map(
        ([lang, to]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${SITE_URL}${to}"/>`,
      )
      .join("");
    const entries = stories.split("<url>").filter((entry) => entry.includes(pair));
    expect(entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]).sort()).toEqual([
      `${SITE_URL}/ar/local-news/ar-qline/`,
      `${SITE_URL}/local-news/qline-hours/`,
    ]);
  });
});

describe("the desk's index", () => {
  it("lists every published story for the editor, newest first, by its file (the month of Detroit's calendar) and address; a scheduled one stays out", async () => {
    const publicDir = makeTempDir("desk-index");
    const data = {
      site: { buildMoment: BUILD_MOMENT, siteMetadata: { siteUrl: SITE_URL } },
      siteSettings: { name: "Herald", shortName: "Herald", description: "", language: "en" },
      allCategory: { nodes: [] },
      allEdition: { nodes: [] },
      allStory: {
        nodes: [
          ...STORIES,
          // Past midnight in London, still October 31 in Detroit.
          story("halloween-night", "2026-11-01T03:00:00.000Z", []),
          story("tomorrows-story", "2026-11-26T12:00:00.000Z", []),
        ],
      },
    };
    await writeSiteFiles({
      graphql: jest.fn().mockResolvedValue({ data }),
      reporter: { panic: jest.fn() } as never,
      publicDir,
      pages: [],
    });
    const index = JSON.parse(
      fs.readFileSync(path.join(publicDir, "admin", "stories.json"), "utf8"),
    ) as unknown[];
    expect(index).toEqual([
      {
        file: "stories/2026/11/ar-qline.json",
        headline: "ساعات QLine الجديدة",
        publishedAt: "2026-11-24T12:00:00.000Z",
        address: "/ar/local-news/ar-qline/",
      },
      expect.objectContaining({ file: "stories/2026/11/qline-hours.json" }),
      expect.objectContaining({
        file: "stories/2026/10/halloween-night.json",
        address: "/local-news/halloween-night/",
      }),
      expect.objectContaining({ file: "stories/2026/10/new-bus-shelters.json" }),
    ]);
  });
});
