import fs from "fs";
import path from "path";
import { gzipSync } from "zlib";
import { HASHED_STYLESHEET } from "../src/model/hostHeaders";

/**
 * What a page costs on first load, computed from the files of a Gatsby build (`public/`), so the
 * figure is the same on every run: the HTML, the scripts the HTML starts plus the page
 * component's chunks (Gatsby 5 loads those through `window.___chunkMapping`, not `<script>` tags),
 * stylesheets, the page's page-data, its static query results and app-data.
 *
 * A page component's chunks are those its chunk group lists in webpack's stats, shared ones too.
 *
 * Sizes are gzip sizes at zlib's default level, which is what `scripts/serve.mjs` sends.
 */

/**
 * A bare Gatsby page's first-load JavaScript, gzipped: `gatsby build` of a site with no plugins
 * and one page rendering an h1, with the Gatsby (5.16.1) and React (18.3.1) this site locks.
 */
export const BARE_GATSBY_PAGE_JS = 66_584;

/** The home page's first-load JavaScript goal, gzipped (1 KB = 1000 bytes): at most 1.15x a bare
 * Gatsby page's (issue 44). The bench checks it. */
export const HOME_FIRST_LOAD_JS_BUDGET = Math.floor(BARE_GATSBY_PAGE_JS * 1.15);

/**
 * What the budgets test holds a story page's first-load JavaScript to: just above its figure, so
 * that it can only shrink (the front page's goal is not yet its). Lower it as the page loses weight.
 */
export const STORY_FIRST_LOAD_JS_CEILING = 77_600;

/**
 * A story page's HTML, as built (not gzipped): 30,000 of them are most of what the site
 * publishes. The stylesheet is a file of its own, cached by the reader, not in every page. Raised
 * from 20,000 by the header's links to the other languages (about 200 bytes) and Gatsby's chunk
 * map, which names every page template in every page (the editions' front page, about 110).
 */
export const STORY_HTML_BUDGET = 20_500;

/** Reads a built file by its URL path (`/app-123.js`); `undefined` when there is no such file. */
export type ReadAsset = (urlPath: string) => Uint8Array | string | undefined;

export interface AssetSize {
  /** URL path of the file, e.g. `/framework-123.js`. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  /** The page's route, as Gatsby names it (`/`, `/faq/`, `/404.html`). */
  pagePath: string;
  html: AssetSize;
  /** First-load JavaScript: the HTML's scripts, then the page component's chunks. */
  scripts: AssetSize[];
  stylesheets: AssetSize[];
  /** The page's page-data.json, then its static query results. */
  pageData: AssetSize[];
  appData?: AssetSize;
  /** Scripts and stylesheets from other hosts: not in `public/`, so not counted. */
  external: string[];
  /** Files the page asks for that the build does not have. */
  missing: string[];
  /** Gzip bytes by kind, and their sum. */
  totals: {
    html: number;
    js: number;
    css: number;
    pageData: number;
    appData: number;
    firstLoad: number;
  };
}

/** Gzip size at zlib's default level. */
export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(typeof content === "string" ? Buffer.from(content) : content).length;
}

function sizeOf(urlPath: string, content: Uint8Array | string): AssetSize {
  const buffer = typeof content === "string" ? Buffer.from(content) : content;
  return { path: urlPath, bytes: buffer.length, gzipBytes: gzipSize(buffer) };
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Every start tag `<name …>` of the HTML with its attributes (names lower-cased). */
export function findTags(html: string, name: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  const pattern = new RegExp(`<${name}(?=[\\s>/])([^>]*)>`, "gi");
  for (const match of html.matchAll(pattern)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? "").matchAll(ATTRIBUTE)) {
      const attributeName = attribute[1];
      if (!attributeName) continue;
      attributes[attributeName.toLowerCase()] = attribute[2] ?? attribute[3] ?? attribute[4] ?? "";
    }
    tags.push(attributes);
  }
  return tags;
}

/** `src` of every external script in the HTML, in document order. */
export function scriptSources(html: string): string[] {
  return findTags(html, "script")
    .map((tag) => tag.src)
    .filter((src): src is string => Boolean(src));
}

/** `href` of every stylesheet link in the HTML. */
export function stylesheetHrefs(html: string): string[] {
  return findTags(html, "link")
    .filter((tag) => (tag.rel ?? "").toLowerCase().split(/\s+/).includes("stylesheet"))
    .map((tag) => tag.href)
    .filter((href): href is string => Boolean(href));
}

/** The route Gatsby wrote into the page (`window.pagePath="/faq/"`). */
export function readPagePath(html: string): string | undefined {
  return /window\.pagePath\s*=\s*"([^"]*)"/.exec(html)?.[1];
}

/** The chunk mapping Gatsby 5 inlines into every page: chunk group name → file paths. */
export function readChunkMapping(html: string): Record<string, string[]> | undefined {
  const literal = /window\.___chunkMapping\s*=\s*("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
  if (!literal) return undefined;
  // Gatsby writes the mapping as a JSON string of a JSON object.
  return JSON.parse(JSON.parse(literal) as string) as Record<string, string[]>;
}

/**
 * Every file of a chunk group as webpack's stats list it (`/webpack.stats.json`): Gatsby's chunk
 * mapping names a page component's own chunk only, and webpack loads the chunks it shares with
 * other pages beside it, which count as much for a reader.
 */
function chunkGroupFiles(read: ReadAsset, name: string): string[] {
  const file = read("/webpack.stats.json");
  if (!file) return [];
  // The part of webpack's stats Gatsby writes that is read here.
  const stats = JSON.parse(file.toString()) as {
    namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
  };
  return (stats.namedChunkGroups?.[name]?.assets ?? []).map((asset) => `/${asset.name}`);
}

/** Where Gatsby's loader fetches a page's data from (`/` → `/page-data/index/page-data.json`). */
export function pageDataPath(pagePath: string): string {
  const trimmed = pagePath.split("?")[0]?.replace(/^\/+|\/+$/g, "") ?? "";
  return `/page-data/${trimmed === "" ? "index" : trimmed}/page-data.json`;
}

const isLocal = (url: string) => url.startsWith("/") && !url.startsWith("//");

const sum = (assets: readonly AssetSize[]) =>
  assets.reduce((total, asset) => total + asset.gzipBytes, 0);

/** The first-load weight of the page whose HTML is at `htmlPath`, reading files with `read`. */
export function measurePageWeight(htmlPath: string, read: ReadAsset): PageWeight {
  const htmlContent = read(htmlPath);
  if (htmlContent === undefined) throw new Error(`No such page in the build: ${htmlPath}`);
  const html = typeof htmlContent === "string" ? htmlContent : Buffer.from(htmlContent).toString();
  const missing: string[] = [];
  const external: string[] = [];
  const seen = new Set<string>();

  const collect = (urls: readonly string[]): AssetSize[] => {
    const assets: AssetSize[] = [];
    for (const url of urls) {
      if (!isLocal(url)) {
        if (!external.includes(url)) external.push(url);
        continue;
      }
      const urlPath = url.split(/[?#]/)[0] ?? url;
      if (seen.has(urlPath)) continue;
      seen.add(urlPath);
      const content = read(urlPath);
      if (content === undefined) missing.push(urlPath);
      else assets.push(sizeOf(urlPath, content));
    }
    return assets;
  };

  const pagePath = readPagePath(html) ?? htmlPath.replace(/index\.html$/, "");
  const pageDataFile = pageDataPath(pagePath);
  const pageDataContent = read(pageDataFile);
  const pageData = pageDataContent
    ? // Gatsby's page data; the part read here.
      (JSON.parse(pageDataContent.toString()) as {
        componentChunkName?: string;
        staticQueryHashes?: string[];
      })
    : undefined;
  if (!pageData) missing.push(pageDataFile);

  const chunkMapping =
    readChunkMapping(html) ??
    (() => {
      const file = read("/chunk-map.json");
      // Gatsby's chunk map: chunk group name → files.
      return file ? (JSON.parse(file.toString()) as Record<string, string[]>) : {};
    })();
  const componentFiles = pageData?.componentChunkName
    ? [
        ...new Set([
          ...(chunkMapping[pageData.componentChunkName] ?? []),
          ...chunkGroupFiles(read, pageData.componentChunkName),
        ]),
      ]
    : [];

  const scriptUrls = [...scriptSources(html), ...componentFiles.filter((f) => f.endsWith(".js"))];
  const styleUrls = [...stylesheetHrefs(html), ...componentFiles.filter((f) => f.endsWith(".css"))];
  const scripts = collect(scriptUrls);
  const stylesheets = collect(styleUrls);
  const dataAssets = collect(
    pageData
      ? [
          pageDataFile,
          ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
        ]
      : [],
  );
  const appDataContent = read("/page-data/app-data.json");
  const appData = appDataContent ? sizeOf("/page-data/app-data.json", appDataContent) : undefined;
  const htmlSize = sizeOf(htmlPath, html);

  const totals = {
    html: htmlSize.gzipBytes,
    js: sum(scripts),
    css: sum(stylesheets),
    pageData: sum(dataAssets),
    appData: appData?.gzipBytes ?? 0,
    firstLoad: 0,
  };
  totals.firstLoad = totals.html + totals.js + totals.css + totals.pageData + totals.appData;
  return {
    pagePath,
    html: htmlSize,
    scripts,
    stylesheets,
    pageData: dataAssets,
    appData,
    external,
    missing,
    totals,
  };
}

/** Reads files of a build folder by URL path; never outside the folder. */
export function publicDirReader(publicDir: string): ReadAsset {
  const root = path.resolve(publicDir);
  return (urlPath) => {
    const file = path.join(root, decodeURIComponent(urlPath));
    if (!file.startsWith(root + path.sep)) return undefined;
    try {
      return fs.readFileSync(file);
    } catch {
      return undefined;
    }
  };
}

/** Whether `href` is the site's own stylesheet: local, named by its content's hash. */
export const isSiteStylesheet = (href: string) => isLocal(href) && HASHED_STYLESHEET.test(href);

/** Things in a page's HTML that would hold up its first paint or shift its layout. */
export function findLoadingIssues(html: string): string[] {
  const issues: string[] = [];
  for (const tag of findTags(html, "script")) {
    if (!tag.src) continue;
    const deferred = "async" in tag || "defer" in tag || tag.type === "module";
    if (!isLocal(tag.src)) issues.push(`third-party script in the HTML: ${tag.src}`);
    else if (!deferred) issues.push(`render-blocking script: ${tag.src}`);
  }
  // The site's own stylesheet blocks rendering on purpose (unstyled content would shift); it is
  // one file with its content hash in its name, so a reader fetches it once. Any other blocks.
  const stylesheets = stylesheetHrefs(html);
  const own = stylesheets.filter(isSiteStylesheet);
  for (const href of stylesheets) {
    if (own.length === 1 && href === own[0]) continue;
    issues.push(`render-blocking ${isLocal(href) ? "" : "third-party "}stylesheet: ${href}`);
  }
  for (const tag of findTags(html, "img")) {
    const name = tag.src ?? "(no src)";
    if (!tag.width || !tag.height) issues.push(`image without width and height: ${name}`);
    const eager = (tag.fetchpriority ?? "").toLowerCase() === "high";
    const loading = (tag.loading ?? "").toLowerCase();
    if (eager && loading === "lazy") issues.push(`high-priority image loads lazily: ${name}`);
    if (!eager && loading !== "lazy") issues.push(`image neither lazy nor high priority: ${name}`);
  }
  for (const tag of findTags(html, "iframe")) {
    const name = tag.src ?? "(no src)";
    if ((tag.loading ?? "").toLowerCase() !== "lazy") issues.push(`iframe not lazy: ${name}`);
    if (!tag.title) issues.push(`iframe without a title: ${name}`);
  }
  return issues;
}

/** Images the page marks `fetchpriority="high"` (the hero on the home page). */
export function highPriorityImages(html: string): string[] {
  return findTags(html, "img")
    .filter((tag) => (tag.fetchpriority ?? "").toLowerCase() === "high")
    .map((tag) => tag.src ?? "");
}

/** Whether the page asks search engines not to index it. */
export function isNoIndex(html: string): boolean {
  return findTags(html, "meta").some(
    (tag) => (tag.name ?? "").toLowerCase() === "robots" && /noindex/i.test(tag.content ?? ""),
  );
}
