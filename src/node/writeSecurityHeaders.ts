import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import {
  buildHeadersFile,
  buildNginxPolicyMap,
  HASHED_BUNDLE,
  headersFileProblems,
  servedPaths,
} from "../model/hostHeaders";
import {
  ADMIN_PAGE,
  buildAdminPolicy,
  contentSecurityPolicies,
  inlineScriptHashes,
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

type SourcesData = Queries.SecurityHeaderSourcesQuery;

/**
 * What the content asks the browser to load from other sites (the policy admits no more), and
 * where the content editor's login runs.
 */
async function readThirdPartyUse(
  graphql: CreatePagesArgs["graphql"],
  reporter: Reporter,
  remotePictures: ReadonlySet<string>,
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
  if (!siteSettings || !homeContent || !partnersContent) {
    reporter.panic("The site's settings, front page or partners page are missing");
    return undefined;
  }
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
      ...remotePictures,
    ],
    cmsAuthUrl: siteSettings.cms.authUrl,
    connections: homeContent.weather.live.enabled
      ? [homeContent.weather.live.apiUrl, homeContent.weather.live.forecastUrl]
      : [],
  };
}

/** What a pass wrote into a page, so the next build can tell the page from one made again. */
interface PagePolicyRecord {
  size: number;
  mtimeMs: number;
  scriptHashes: string[];
  /**
   * The policy in its `<meta>` and the compilation hash, hashed: when either changes, the page is
   * written again.
   */
  policyHash: string;
}

/** Where the records are kept: Gatsby's cache, which a change of code or config starts empty. */
export const PAGE_POLICIES_CACHE_KEY = "page-policies";

/** The part of Gatsby's cache this pass uses. */
export interface PolicyCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/**
 * Writes `public/_headers` with each page's Content-Security-Policy (its inline scripts hashed as
 * built) and the stylesheet's long cache, and the same as nginx maps. Each page also carries its policy in a `<meta>`
 * (all but `frame-ancestors`, which a meta cannot set): hosts that send no headers, such as GitHub
 * Pages, still refuse injected scripts, and 404.html keeps its own policy wherever it is served.
 * Only the inline scripts of the first page loaded ever run, so a client-side route change to a
 * page with other hashes loses nothing.
 *
 * A warm build leaves most of 30,000 pages as they were: a page whose size and modification time
 * are those this pass left it with, and whose policy is unchanged, is neither read nor written.
 * Any other page (made again by Gatsby, or under a changed policy) is read and written in full.
 */
export async function writeSecurityHeaders({
  graphql,
  reporter,
  publicDir,
  cache,
  remotePictures = new Set(),
}: {
  graphql: CreatePagesArgs["graphql"];
  reporter: Reporter;
  publicDir: string;
  cache: PolicyCache;
  /** The stories' and their live updates' pictures on other hosts (the sync's record). */
  remotePictures?: ReadonlySet<string>;
}) {
  const use = await readThirdPartyUse(graphql, reporter, remotePictures);
  if (!use) return;
  const thirdParties = { ...thirdPartyOrigins(use), cmsAuthUrl: use.cmsAuthUrl };
  const policyOf = contentSecurityPolicies(thirdParties);
  const previous = new Map(
    Object.entries(
      // Only this step writes the key: the policies of the last build's pages.
      ((await cache.get(PAGE_POLICIES_CACHE_KEY)) ?? {}) as Record<string, PagePolicyRecord>,
    ),
  );
  const records: Record<string, PagePolicyRecord> = {};
  const pages = listBuiltPages(publicDir).map((file) => {
    const filePath = path.join(publicDir, file);
    const stats = fs.statSync(filePath);
    const record = previous.get(file);
    const kept =
      record?.size === stats.size && record.mtimeMs === stats.mtimeMs ? record : undefined;
    let html: string | undefined;
    const readHtml = () => (html ??= fs.readFileSync(filePath, "utf8"));
    const page = {
      scriptHashes: kept ? kept.scriptHashes : inlineScriptHashes(readHtml()),
      webAssembly: file === SEARCH_PAGE_FILE,
    };
    const metaPolicy = policyOf({ ...page, delivery: "meta" });
    const policyHash = createHash("sha256").update(metaPolicy).digest("base64");
    const rewrite = kept?.policyHash !== policyHash;
    if (rewrite) fs.writeFileSync(filePath, withPolicyMeta(readHtml(), metaPolicy));
    const written = rewrite ? fs.statSync(filePath) : stats;
    records[file] = {
      size: written.size,
      mtimeMs: written.mtimeMs,
      scriptHashes: page.scriptHashes,
      policyHash,
    };
    return {
      paths: servedPaths(file),
      policy: policyOf({ ...page, delivery: "header" }),
    };
  });
  await cache.set(PAGE_POLICIES_CACHE_KEY, records);
  // The content editor has a policy of its own: the readers' policy does not loosen for it.
  const adminFile = path.join(publicDir, ADMIN_PAGE);
  if (fs.existsSync(adminFile)) {
    const policy = buildAdminPolicy({ authUrl: thirdParties.cmsAuthUrl });
    const metaPolicy = policy.replace(/; frame-ancestors [^;]*/, "");
    fs.writeFileSync(adminFile, withPolicyMeta(fs.readFileSync(adminFile, "utf8"), metaPolicy));
    pages.push({ paths: servedPaths(ADMIN_PAGE), policy });
  }
  // Only this build's bundle is left in public/ (src/node/browserBundle.ts).
  const bundle = fs
    .readdirSync(publicDir)
    .filter((name) => HASHED_BUNDLE.test(name))
    .map((name) => `/${name}`);
  const headersFile = buildHeadersFile(pages, bundle);
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile);
  fs.writeFileSync(path.join(publicDir, NGINX_POLICY_MAP), buildNginxPolicyMap(pages, bundle));
  for (const problem of headersFileProblems(headersFile)) {
    reporter.warn(`public/_headers has ${problem}; see docs/deployment.md`);
  }
}
