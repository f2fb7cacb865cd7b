import fs from "fs";
import path from "path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import {
  ADMIN_PAGE,
  buildAdminPolicy,
  buildContentSecurityPolicy,
  buildHeadersFile,
  buildNginxPolicyMap,
  headersFileProblems,
  inlineScriptHashes,
  servedPaths,
  thirdPartyOrigins,
  withPolicyMeta,
  type ThirdPartyUse,
} from "../model/securityHeaders";
import { SEARCH_ID } from "../model/pageIds";
import { listBuiltPages } from "./builtPages";

/** The one page whose policy admits WebAssembly: search, which runs Pagefind. */
const SEARCH_PAGE_FILE = `${SEARCH_ID}/index.html`;

/** The policies for nginx, next to `_headers` so they always travel with the build they fit. */
const NGINX_POLICY_MAP = "_headers.nginx.conf";

interface SourcesData {
  siteSettings: { ads: { scriptUrl: string }; cms: { authUrl: string | null } };
  homeContent: {
    hero: { imageUrl: string | null };
    video: { embedUrl: string };
    imageFeed: { embedUrl: string };
    newsroom: { formUrl: string; formScriptUrl: string };
    weather: { live: { enabled: boolean; apiUrl: string; forecastUrl: string } };
  };
  partnersContent: { documents: { embedUrl: string }[] };
  allArticle: { nodes: { imageUrl: string | null }[] };
}

/**
 * What the content asks the browser to load from other sites (the policy admits no more), and
 * where the content editor's login runs.
 */
async function readThirdPartyUse(
  graphql: CreatePagesArgs["graphql"],
  reporter: Reporter,
): Promise<(ThirdPartyUse & { cmsAuthUrl: string | null }) | undefined> {
  const result = await graphql<SourcesData>(`
    query SecurityHeaderSources {
      siteSettings {
        ads {
          scriptUrl
        }
        cms {
          authUrl
        }
      }
      homeContent {
        hero {
          imageUrl
        }
        video {
          embedUrl
        }
        imageFeed {
          embedUrl
        }
        newsroom {
          formUrl
          formScriptUrl
        }
        weather {
          live {
            enabled
            apiUrl
            forecastUrl
          }
        }
      }
      partnersContent {
        documents {
          embedUrl
        }
      }
      allArticle {
        nodes {
          imageUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic(
      "Could not read the third-party addresses for the security headers",
      result.errors,
    );
    return undefined;
  }
  const { siteSettings, homeContent, partnersContent, allArticle } = result.data;
  return {
    scripts: [siteSettings.ads.scriptUrl, homeContent.newsroom.formScriptUrl],
    frames: [
      homeContent.video.embedUrl,
      homeContent.imageFeed.embedUrl,
      homeContent.newsroom.formUrl,
      ...partnersContent.documents.map((document) => document.embedUrl),
    ],
    images: [
      // A hero that shows a written story has no picture of its own: the story's is a card's.
      ...(homeContent.hero.imageUrl ? [homeContent.hero.imageUrl] : []),
      ...allArticle.nodes.flatMap((article) => (article.imageUrl ? [article.imageUrl] : [])),
    ],
    cmsAuthUrl: siteSettings.cms.authUrl,
    connections: homeContent.weather.live.enabled
      ? [homeContent.weather.live.apiUrl, homeContent.weather.live.forecastUrl]
      : [],
  };
}

/**
 * Writes `public/_headers` with each page's Content-Security-Policy (its inline scripts hashed as
 * built) and the same policies as an nginx map. Each page also carries its policy in a `<meta>`
 * (all but `frame-ancestors`, which a meta cannot set): hosts that send no headers, such as GitHub
 * Pages, still refuse injected scripts, and 404.html keeps its own policy wherever it is served.
 * Only the inline scripts of the first page loaded ever run, so a client-side route change to a
 * page with other hashes loses nothing.
 */
export async function writeSecurityHeaders({
  graphql,
  reporter,
  publicDir,
}: {
  graphql: CreatePagesArgs["graphql"];
  reporter: Reporter;
  publicDir: string;
}) {
  const use = await readThirdPartyUse(graphql, reporter);
  if (!use) return;
  const thirdParties = { ...thirdPartyOrigins(use), cmsAuthUrl: use.cmsAuthUrl };
  const pages = listBuiltPages(publicDir).map((file) => {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const page = {
      scriptHashes: inlineScriptHashes(html),
      thirdParties,
      webAssembly: file === SEARCH_PAGE_FILE,
    };
    const metaPolicy = buildContentSecurityPolicy({ ...page, delivery: "meta" });
    fs.writeFileSync(path.join(publicDir, file), withPolicyMeta(html, metaPolicy));
    return {
      paths: servedPaths(file),
      policy: buildContentSecurityPolicy({ ...page, delivery: "header" }),
    };
  });
  // The content editor has a policy of its own: the readers' policy does not loosen for it.
  const adminFile = path.join(publicDir, ADMIN_PAGE);
  if (fs.existsSync(adminFile)) {
    const policy = buildAdminPolicy({ authUrl: thirdParties.cmsAuthUrl });
    const metaPolicy = policy.replace(/; frame-ancestors [^;]*/, "");
    fs.writeFileSync(adminFile, withPolicyMeta(fs.readFileSync(adminFile, "utf8"), metaPolicy));
    pages.push({ paths: servedPaths(ADMIN_PAGE), policy });
  }
  const headersFile = buildHeadersFile(pages);
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile);
  fs.writeFileSync(path.join(publicDir, NGINX_POLICY_MAP), buildNginxPolicyMap(pages));
  for (const problem of headersFileProblems(headersFile)) {
    reporter.warn(`public/_headers has ${problem}; see docs/deployment.md`);
  }
}
