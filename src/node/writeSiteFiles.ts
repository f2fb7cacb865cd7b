import fs from "fs";
import path from "path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import { buildAliasRoutes } from "../model/aliasRoutes";
import { buildArchives, isThinTopic } from "../model/archive";
import { joinNames } from "../model/newsStories";
import { authorPath, searchPath } from "../model/pageIds";
import {
  buildNewsSitemap,
  buildRobots,
  buildRssFeed,
  buildSitemap,
  buildSitemapIndex,
  buildWebManifest,
  NEWS_SITEMAP,
  splitSitemaps,
} from "../model/siteFiles";

interface SiteFilesData {
  site: { buildMoment: string; siteMetadata: { siteUrl: string } };
  siteSettings: {
    name: string;
    shortName: string;
    description: string;
    language: string;
  };
  allSitePage: { nodes: { path: string }[] };
  allCategory: { nodes: { id: string; title: string }[] };
  allStory: {
    nodes: {
      id: string;
      slug: string;
      section: string;
      tags: string[];
      corrections: { date: string }[];
      headline: string;
      summary: string;
      authors: string[];
      authorProfiles: { name: string }[];
      publishedAt: string;
      modifiedAt: string;
      path: string;
      updates: { time: string }[] | null;
    }[];
  };
}

const isNotFoundPath = (pagePath: string) => /^\/404(\.html|\/)?/.test(pagePath);

/** Writes the sitemap, robots.txt, the RSS feed and the web app manifest into `public/`. */
export async function writeSiteFiles({
  graphql,
  reporter,
  publicDir,
}: {
  graphql: CreatePagesArgs["graphql"];
  reporter: Reporter;
  publicDir: string;
}) {
  const result = await graphql<SiteFilesData>(`
    query SiteFiles {
      site {
        buildMoment
        siteMetadata {
          siteUrl
        }
      }
      siteSettings {
        name
        shortName
        description
        language
      }
      allSitePage {
        nodes {
          path
        }
      }
      allCategory(sort: { order: ASC }) {
        nodes {
          id
          title
        }
      }
      allStory {
        nodes {
          id
          slug
          section
          tags
          corrections {
            date
          }
          headline
          summary
          authors
          authorProfiles {
            name
          }
          publishedAt
          modifiedAt
          path
          updates {
            time
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the data for sitemap, feed and manifest", result.errors);
    return;
  }
  const { site, siteSettings, allSitePage, allCategory, allStory } = result.data;
  const siteUrl = site.siteMetadata.siteUrl;
  // The build's moment, as the scheduling rule sees it: a warm and a cold build of the same
  // content at the same BUILD_TIME write the same files.
  const buildTime = Date.parse(site.buildMoment);
  const aliasPaths = new Set(
    buildAliasRoutes(allCategory.nodes.map((node) => node.id)).map((a) => a.path),
  );
  // A thin topic's page is noindex (src/model/archive.ts): it is not offered to crawlers either.
  const thinTopicPaths = new Set(
    buildArchives(allStory.nodes)
      .topics.flatMap((topic) => topic.pages)
      .filter(isThinTopic)
      .map((page) => page.path),
  );
  const indexedPaths = allSitePage.nodes
    .map((node) => node.path)
    .filter(
      (pagePath) =>
        !aliasPaths.has(pagePath) &&
        !thinTopicPaths.has(pagePath) &&
        // Search results are no page to index (the search page is noindex).
        pagePath !== searchPath() &&
        !isNotFoundPath(pagePath) &&
        !pagePath.startsWith("/dev-404"),
    );

  // A story's page changed when the story last did; an author's page with their newest story.
  const lastModified = new Map<string, string>();
  const later = (pagePath: string, moment: string) => {
    const known = lastModified.get(pagePath);
    if (!known || known < moment) lastModified.set(pagePath, moment);
  };
  for (const story of allStory.nodes) {
    later(story.path, story.modifiedAt);
    for (const id of story.authors) later(authorPath(id), story.modifiedAt);
  }
  const stories = allStory.nodes.map((story) => ({
    ...story,
    author: joinNames(story.authorProfiles.map((author) => author.name)),
  }));
  const channel = {
    siteUrl,
    title: siteSettings.name,
    description: siteSettings.description,
    language: siteSettings.language,
    buildTime,
  };

  const write = (name: string, text: string) => fs.writeFileSync(path.join(publicDir, name), text);
  // An index of child sitemaps: the stories by the month they were published, the other pages.
  const storyMonth = new Map(
    allStory.nodes.map((story) => [story.path, story.publishedAt.slice(0, 7)]),
  );
  const sitemaps = splitSitemaps(
    indexedPaths.map((pagePath) => ({
      path: pagePath,
      lastModified: (lastModified.get(pagePath) ?? new Date(buildTime).toISOString()).slice(0, 10),
      group: storyMonth.has(pagePath) ? `stories-${storyMonth.get(pagePath)}` : "pages",
    })),
  );
  for (const sitemap of sitemaps) write(sitemap.name, buildSitemap(siteUrl, sitemap.pages));
  write("sitemap.xml", buildSitemapIndex(siteUrl, sitemaps));
  write(NEWS_SITEMAP, buildNewsSitemap(channel, stories));
  write("robots.txt", buildRobots(siteUrl));
  write("rss.xml", buildRssFeed(channel, stories, allCategory.nodes));
  write("manifest.webmanifest", buildWebManifest(siteSettings));
}
