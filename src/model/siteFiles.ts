/** Files crawlers, feed readers and phones expect at the root of the site. */
import { lastUpdateAt } from "./liveCoverage";
import { feedPath } from "./pageIds";

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export interface SitemapPage {
  path: string;
  /** Calendar date (YYYY-MM-DD) the page last changed. */
  lastModified: string;
  /** The page in each language it is in (`hreflangLinks`), for a page in more than one. */
  hreflang?: readonly { hreflang: string; path: string }[];
}

export function buildSitemap(siteUrl: string, pages: readonly SitemapPage[]) {
  const urls = [...pages]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((page) => {
      const alternates = (page.hreflang ?? []).map(
        ({ hreflang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(siteUrl + path)}"/>`,
      );
      return `  <url><loc>${escapeXml(siteUrl + page.path)}</loc><lastmod>${page.lastModified}</lastmod>${alternates.join("")}</url>`;
    });
  const inLanguages = pages.some((page) => page.hreflang?.length);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    inLanguages
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Google's limit of addresses in one sitemap file (its other limit, 50 MB, is far off then). */
export const SITEMAP_MAX_URLS = 50_000;

/** A page of the sitemap and the child sitemap it belongs in, e.g. `pages` or `stories-2026-11`. */
export interface GroupedSitemapPage extends SitemapPage {
  group: string;
}

export interface SitemapFile {
  name: string;
  pages: SitemapPage[];
}

/**
 * The child sitemaps: one per group, a group over the limit split in parts (`-2`, `-3`…), so that
 * each file stays under Google's limits however large the archive grows.
 */
export function splitSitemaps(
  pages: readonly GroupedSitemapPage[],
  maxUrls = SITEMAP_MAX_URLS,
): SitemapFile[] {
  const groups = new Map<string, SitemapPage[]>();
  for (const { group, ...page } of pages) {
    const list = groups.get(group);
    if (list) list.push(page);
    else groups.set(group, [page]);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([group, list]) =>
      Array.from({ length: Math.ceil(list.length / maxUrls) }, (_, part) => ({
        name: `sitemap-${group}${part === 0 ? "" : `-${part + 1}`}.xml`,
        pages: list.slice(part * maxUrls, (part + 1) * maxUrls),
      })),
    );
}

/** `sitemap.xml`: the index of the child sitemaps, each with the date its newest page changed. */
export function buildSitemapIndex(siteUrl: string, files: readonly SitemapFile[]) {
  const entries = files.map((file) => {
    const lastModified = file.pages.reduce(
      (latest, page) => (page.lastModified > latest ? page.lastModified : latest),
      "",
    );
    return `  <sitemap><loc>${escapeXml(`${siteUrl}/${file.name}`)}</loc><lastmod>${lastModified}</lastmod></sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</sitemapindex>",
    "",
  ].join("\n");
}

export const NEWS_SITEMAP = "news-sitemap.xml";

export function buildRobots(siteUrl: string) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\nSitemap: ${siteUrl}/${NEWS_SITEMAP}\n`;
}

/** A story the newsroom wrote, as the feeds need it. */
export interface FeedStory {
  slug: string;
  section: string;
  headline: string;
  summary: string;
  /** The byline's names, e.g. "A and B". */
  author: string;
  publishedAt: string;
  path: string;
  /** When the story last changed for readers (a live story: its newest update at the latest). */
  modifiedAt?: string;
  /** A live story's updates: a recent one keeps it among the news. */
  updates?: readonly { time: string }[] | null;
  /** A translation's language (an edition's code); the channel's otherwise. */
  language?: string | null;
}

export interface FeedChannel {
  siteUrl: string;
  title: string;
  description: string;
  language: string;
  buildTime: number;
  /** The feed's own address and its front page: an edition's, or the site's by default. */
  feedPath?: string;
  homePath?: string;
}

export interface FeedCategory {
  id: string;
  title: string;
}

/** How many stories the feed carries, newest first. */
export const FEED_SIZE = 50;

const byPublication = (a: FeedStory, b: FeedStory) =>
  Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.slug.localeCompare(b.slug);

/**
 * An RSS 2.0 feed of the newest stories the newsroom wrote, each linking to its page and naming
 * its section. The guid is the story's slug, which never changes once published, so an edited or
 * corrected story is not shown to feed readers as a new one.
 */
export function buildRssFeed(
  channel: FeedChannel,
  stories: readonly FeedStory[],
  categories: readonly FeedCategory[],
) {
  const titles = new Map(categories.map((category) => [category.id, category.title]));
  const items = [...stories]
    .sort(byPublication)
    .slice(0, FEED_SIZE)
    .map((story) =>
      [
        "    <item>",
        `      <title>${escapeXml(story.headline)}</title>`,
        `      <link>${escapeXml(channel.siteUrl + story.path)}</link>`,
        `      <guid isPermaLink="false">${escapeXml(`story:${story.slug}`)}</guid>`,
        `      <description>${escapeXml(story.summary)}</description>`,
        `      <dc:creator>${escapeXml(story.author)}</dc:creator>`,
        `      <category>${escapeXml(titles.get(story.section) ?? story.section)}</category>`,
        `      <pubDate>${new Date(story.publishedAt).toUTCString()}</pubDate>`,
        ...(story.modifiedAt
          ? [`      <atom:updated>${escapeXml(story.modifiedAt)}</atom:updated>`]
          : []),
        "    </item>",
      ].join("\n"),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.siteUrl + (channel.homePath ?? "/"))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <lastBuildDate>${new Date(channel.buildTime).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.siteUrl + (channel.feedPath ?? feedPath()))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Google News takes the stories of the last two days, at most a thousand. */
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
export const NEWS_SITEMAP_MAX = 1000;

/**
 * A Google News sitemap: the stories published, or updated live, in the 48 hours before the
 * build, each with when it last changed.
 */
export function buildNewsSitemap(channel: FeedChannel, stories: readonly FeedStory[]) {
  const recent = [...stories]
    .filter((story) => {
      const newest = Math.max(
        Date.parse(story.publishedAt),
        Date.parse(lastUpdateAt(story.updates ?? []) ?? story.publishedAt),
      );
      const age = channel.buildTime - newest;
      return age >= 0 && age <= NEWS_WINDOW_MS;
    })
    .sort(byPublication)
    .slice(0, NEWS_SITEMAP_MAX);
  // Google News wants the language as an ISO 639 code: en, not en-US.
  const isoCode = (tag: string) => tag.split("-")[0] ?? tag;
  const urls = recent.map((story) =>
    [
      "  <url>",
      `    <loc>${escapeXml(channel.siteUrl + story.path)}</loc>`,
      ...(story.modifiedAt ? [`    <lastmod>${escapeXml(story.modifiedAt)}</lastmod>`] : []),
      "    <news:news>",
      "      <news:publication>",
      `        <news:name>${escapeXml(channel.title)}</news:name>`,
      `        <news:language>${escapeXml(isoCode(story.language ?? channel.language))}</news:language>`,
      "      </news:publication>",
      `      <news:publication_date>${escapeXml(story.publishedAt)}</news:publication_date>`,
      `      <news:title>${escapeXml(story.headline)}</news:title>`,
      "    </news:news>",
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export interface ManifestInput {
  name: string;
  shortName: string;
  description: string;
  language: string;
}

export function buildWebManifest(site: ManifestInput) {
  return `${JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.description,
      lang: site.language,
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#111111",
      icons: [
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      ],
    },
    null,
    2,
  )}\n`;
}
