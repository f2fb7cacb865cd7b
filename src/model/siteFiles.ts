import { publishedAt } from "./buildArticles";

/** Files crawlers, feed readers and phones expect at the root of the site. */

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export function buildSitemap(siteUrl: string, paths: readonly string[], lastModified: string) {
  const urls = [...paths]
    .sort()
    .map(
      (pagePath) =>
        `  <url><loc>${escapeXml(siteUrl + pagePath)}</loc><lastmod>${lastModified}</lastmod></url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobots(siteUrl: string) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export interface FeedStory {
  articleId: string;
  category: string;
  title: string;
  summary: string;
  author: string;
  ageMinutes: number;
}

export interface FeedChannel {
  siteUrl: string;
  title: string;
  description: string;
  language: string;
  buildTime: number;
}

export interface FeedCategory {
  id: string;
  title: string;
}

/**
 * An RSS 2.0 feed of the stories, newest first; each links to its section on the front page
 * (by the section's id) and names the section by its title.
 */
export function buildRssFeed(
  channel: FeedChannel,
  stories: readonly FeedStory[],
  categories: readonly FeedCategory[],
) {
  const titles = new Map(categories.map((category) => [category.id, category.title]));
  const items = [...stories]
    .sort((a, b) => a.ageMinutes - b.ageMinutes)
    .map((story) => {
      const link = `${channel.siteUrl}/#${encodeURIComponent(story.category)}`;
      const category = titles.get(story.category) ?? story.category;
      const date = publishedAt(channel.buildTime, story.ageMinutes).toUTCString();
      return [
        "    <item>",
        `      <title>${escapeXml(story.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="false">${escapeXml(story.articleId)}</guid>`,
        `      <description>${escapeXml(story.summary)}</description>`,
        `      <dc:creator>${escapeXml(story.author)}</dc:creator>`,
        `      <category>${escapeXml(category)}</category>`,
        `      <pubDate>${date}</pubDate>`,
        "    </item>",
      ].join("\n");
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.siteUrl)}/</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <lastBuildDate>${new Date(channel.buildTime).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.siteUrl)}/rss.xml" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
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
