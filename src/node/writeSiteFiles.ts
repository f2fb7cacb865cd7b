import fs from "fs";
import path from "path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import { buildAliasRoutes } from "../model/aliasRoutes";
import {
  buildRobots,
  buildRssFeed,
  buildSitemap,
  buildWebManifest,
  type FeedStory,
} from "../model/siteFiles";

interface SiteFilesData {
  site: { buildTime: string; siteMetadata: { siteUrl: string } };
  siteSettings: {
    name: string;
    shortName: string;
    description: string;
    language: string;
  };
  allSitePage: { nodes: { path: string }[] };
  allCategory: { nodes: { id: string; title: string }[] };
  allArticle: { nodes: FeedStory[] };
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
        buildTime
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
      allArticle {
        nodes {
          articleId
          category
          title
          summary
          author
          ageMinutes
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the data for sitemap, feed and manifest", result.errors);
    return;
  }
  const { site, siteSettings, allSitePage, allCategory, allArticle } = result.data;
  const siteUrl = site.siteMetadata.siteUrl;
  const buildTime = Date.parse(site.buildTime);
  const aliasPaths = new Set(
    buildAliasRoutes(allCategory.nodes.map((node) => node.id)).map((a) => a.path),
  );
  const indexedPaths = allSitePage.nodes
    .map((node) => node.path)
    .filter(
      (pagePath) =>
        !aliasPaths.has(pagePath) && !isNotFoundPath(pagePath) && !pagePath.startsWith("/dev-404"),
    );

  const write = (name: string, text: string) => fs.writeFileSync(path.join(publicDir, name), text);
  write("sitemap.xml", buildSitemap(siteUrl, indexedPaths, site.buildTime.slice(0, 10)));
  write("robots.txt", buildRobots(siteUrl));
  write(
    "rss.xml",
    buildRssFeed(
      {
        siteUrl,
        title: siteSettings.name,
        description: siteSettings.description,
        language: siteSettings.language,
        buildTime,
      },
      allArticle.nodes,
      allCategory.nodes,
    ),
  );
  write("manifest.webmanifest", buildWebManifest(siteSettings));
}
