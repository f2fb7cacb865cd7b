import fs from "fs";
import path from "path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import { folderFilePath } from "../content/contentFiles";
import { storySpec } from "../content/specs/stories";
import { buildDeskIndex, DESK_INDEX_FILE } from "../model/deskIndex";
import { frontPageAlternates, hreflangLinks, type Alternate } from "../model/editions";
import { isInEnglish, joinNames } from "../model/newsStories";
import { editionPath, feedPath } from "../model/pageIds";
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
import { indexedPages, type MadePage } from "./sitePages";

type SiteFilesData = Queries.SiteFilesQuery;
type Story = SiteFilesData["allStory"]["nodes"][number];

/**
 * The sitemap's pages: those the site offers search engines (src/node/sitePages.ts), a story's
 * last changed when the story was, an author's newest page with their newest story, the others
 * at the build's moment; grouped by the month a story was published, the other pages together.
 */
export function sitemapPages(
  made: readonly MadePage[],
  stories: readonly Story[],
  buildTime: number,
  /** The front page in each language (`hreflangLinks`), which every one of them names. */
  frontPageHreflang: readonly { hreflang: string; path: string }[] = [],
  /** The site's own language: a translated story's pages name it beside their editions'. */
  siteLanguage = "",
) {
  const byId = new Map(stories.map((story) => [story.id, story]));
  const authorModified = new Map<string, string>();
  // An author's page lists their stories in English, not the translations of them.
  for (const story of stories.filter(isInEnglish)) {
    for (const id of story.authors) {
      const known = authorModified.get(id);
      if (!known || known < story.modifiedAt) authorModified.set(id, story.modifiedAt);
    }
  }
  const built = new Date(buildTime).toISOString();
  return splitSitemaps(
    indexedPages(made).map(({ path: pagePath, kind, context }) => {
      const id = typeof context.id === "string" ? context.id : "";
      const story = kind === "story" ? byId.get(id) : undefined;
      const author =
        kind === "author" && context.newest === true ? authorModified.get(id) : undefined;
      // A story in several languages has them in its context (src/node/sitePages.ts).
      const storyHreflang = story
        ? hreflangLinks(siteLanguage, (context.alternates ?? []) as Alternate[])
        : [];
      return {
        path: pagePath,
        lastModified: (story?.modifiedAt ?? author ?? built).slice(0, 10),
        group: story ? `stories-${story.publishedAt.slice(0, 7)}` : "pages",
        ...((kind === "home" || kind === "editionHome") &&
          frontPageHreflang.length > 0 && { hreflang: frontPageHreflang }),
        ...(storyHreflang.length > 0 && { hreflang: storyHreflang }),
      };
    }),
  );
}

/**
 * Writes the sitemap, robots.txt, the RSS feeds (the site's and each edition's) and the web app
 * manifest into `public/`.
 */
export async function writeSiteFiles({
  graphql,
  reporter,
  publicDir,
  pages,
}: {
  graphql: CreatePagesArgs["graphql"];
  reporter: Reporter;
  publicDir: string;
  /** The pages Gatsby made (`madePages`). */
  pages: readonly MadePage[];
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
      allCategory(sort: { order: ASC }) {
        nodes {
          id
          title
        }
      }
      allEdition(sort: { id: ASC }) {
        nodes {
          id
          path
          tagline
          sections {
            category
            title
          }
        }
      }
      allStory {
        nodes {
          id
          slug
          section
          headline
          summary
          authors
          authorProfiles {
            name
          }
          publishedAt
          modifiedAt
          path
          language
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
  const { site, siteSettings, allCategory, allEdition, allStory } = result.data;
  const siteUrl = site?.siteMetadata?.siteUrl;
  if (!site || !siteUrl || !siteSettings) {
    reporter.panic("The site's address or settings are missing: no sitemap, feed or manifest");
    return;
  }
  // The build's moment, as the scheduling rule sees it: a warm and a cold build of the same
  // content at the same BUILD_TIME write the same files.
  const buildTime = Date.parse(site.buildMoment);
  const stories = allStory.nodes.map((story) => ({
    ...story,
    author: joinNames(
      story.authorProfiles.map((author) => author.name),
      story.language ?? undefined,
    ),
  }));
  const channel = {
    siteUrl,
    title: siteSettings.name,
    description: siteSettings.description,
    language: siteSettings.language,
    buildTime,
  };

  // A file whose text is the same is left as it is: its time then says which files a build
  // changed (the content path's link check reads only those, e2e/links.spec.ts).
  const write = (name: string, text: string) => {
    const file = path.join(publicDir, name);
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) {
      fs.writeFileSync(file, text);
    }
  };
  // An index of child sitemaps: the stories by the month they were published, the other pages.
  const sitemaps = sitemapPages(
    pages,
    allStory.nodes,
    buildTime,
    hreflangLinks(siteSettings.language, frontPageAlternates(siteSettings, allEdition.nodes)),
    siteSettings.language,
  );
  for (const sitemap of sitemaps) write(sitemap.name, buildSitemap(siteUrl, sitemap.pages));
  write("sitemap.xml", buildSitemapIndex(siteUrl, sitemaps));
  // Every language's news is in the one news sitemap, each story with its language.
  write(NEWS_SITEMAP, buildNewsSitemap(channel, stories));
  write("robots.txt", buildRobots(siteUrl));
  write(feedPath().slice(1), buildRssFeed(channel, stories.filter(isInEnglish), allCategory.nodes));
  // Each edition's feed: its translations, under its sections' names.
  for (const edition of allEdition.nodes) {
    const folder = path.join(publicDir, edition.id);
    fs.mkdirSync(folder, { recursive: true });
    write(
      feedPath(edition.id).slice(1),
      buildRssFeed(
        {
          ...channel,
          description: edition.tagline,
          language: edition.id,
          feedPath: feedPath(edition.id),
          homePath: editionPath(edition.id),
        },
        stories.filter((story) => story.language === edition.id),
        edition.sections.map((section) => ({ id: section.category, title: section.title })),
      ),
    );
  }
  write("manifest.webmanifest", buildWebManifest(siteSettings));
  fs.mkdirSync(path.join(publicDir, path.dirname(DESK_INDEX_FILE)), { recursive: true });
  write(DESK_INDEX_FILE, renderDeskIndex(allStory.nodes, buildTime));
}

/** The desk's index of published stories (src/model/deskIndex.ts), one story a line. */
export function renderDeskIndex(
  stories: readonly { slug: string; headline: string; publishedAt: string; path: string }[],
  now: number,
): string {
  const index = buildDeskIndex(
    stories.map((story) => ({
      file: folderFilePath(storySpec, story),
      headline: story.headline,
      publishedAt: story.publishedAt,
      address: story.path,
    })),
    now,
  );
  return `[\n${index.map((story) => JSON.stringify(story)).join(",\n")}\n]\n`;
}
