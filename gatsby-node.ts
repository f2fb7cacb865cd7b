import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { buildMetadata, frontPageMetadata, type SiteIdentity } from "./src/model/buildMetadata";
import { frontPageAlternates } from "./src/model/editions";
import { calendarDay, editionLocale } from "./src/model/formatDate";
import { joinNames } from "./src/model/newsStories";
import { searchPath } from "./src/model/pageIds";
import { buildDay, buildMoment } from "./src/model/schedule";
import { searchIndexStories } from "./src/model/search";
import { SECTION_LAYOUT } from "./src/model/sectionLayout";
import { buildTypeDefs } from "./src/node/buildTypeDefs";
import { copyCmsBundle, writeCmsConfig } from "./src/node/cmsBundle";
import { buildCmsPreview } from "./src/node/cmsPreview";
import { serveContentAssets, writeContentAssets } from "./src/node/contentAssets";
import { contentErrorMap } from "./src/node/contentProblems";
import { ContentSync } from "./src/node/contentSync";
import { createSitePages, keepPageNodes, madePages } from "./src/node/sitePages";
import { siteUrl } from "./src/node/siteUrl";
import { planSearchIndex, SEARCH_INDEX_PLAN } from "./src/node/searchIndex";
import {
  keepFrontPageWhole,
  readWebpackStats,
  RemoveStaleBundlePlugin,
  StableCompilationHashPlugin,
} from "./src/node/browserBundle";
import { keepRendererEnv } from "./src/node/htmlRenderer";
import { globalStylesheet } from "./src/node/stylesheetLink";
import { writeSecurityHeaders } from "./src/node/writeSecurityHeaders";
import { writeSiteFiles } from "./src/node/writeSiteFiles";

const PUBLIC_DIR = path.join(__dirname, "public");

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap(contentErrorMap);
};

/**
 * The content editor at /admin/ (static/admin/) runs Decap CMS's bundle, copied in here, with its
 * configuration written here, and previews stories and policy pages with the site's own
 * components, built here.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  copyCmsBundle(PUBLIC_DIR);
  writeCmsConfig(PUBLIC_DIR);
  await buildCmsPreview(PUBLIC_DIR);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(buildTypeDefs());
  // Site.buildDay: src/model/formatDate.ts, `calendarDay`; times are milliseconds since 1970.
  actions.createTypes(`
    type CalendarDay {
      moment: Float!
      locale: String!
      start: Float!
      end: Float!
      iso: String!
      long: String!
      short: String!
    }
  `);
};

/** What the content layer keeps between Gatsby's calls (src/node/contentSync.ts). */
const contentSync = new ContentSync();

type ResolverContext = {
  nodeModel: {
    getNodeById(query: { id: string; type: string }): Node | null;
    findAll(query: { type: string }): Promise<{ entries: Iterable<Node> }>;
  };
};

/**
 * The build's moment, as the scheduling rule reads it: BUILD_TIME when set (the workflow and the
 * bench), else when Gatsby started (kept in its SiteBuildMetadata node, as its own Site.buildTime
 * reads it). Two builds at one BUILD_TIME write the same pages.
 */
function siteBuildMoment(context: ResolverContext): number {
  const started = context.nodeModel.getNodeById({
    id: "SiteBuildMetadata",
    type: "SiteBuildMetadata",
  })?.buildTime;
  if (typeof started !== "string") throw new Error("Gatsby has no SiteBuildMetadata.buildTime");
  return buildMoment(process.env.BUILD_TIME, Date.parse(started));
}

/**
 * `buildMoment` is for what must be exact (feeds, sitemaps, the front page's sample stories);
 * `buildDay` for what every page's chrome shows (the date, the year), so that a page's HTML is
 * not made again on each build only because the clock moved.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    /**
     * The stories of the given ids, in their order: what a story's "More in" and an archive page
     * show. A page that asks for them by id depends on those stories alone, where a filter over
     * all stories (`allStory`) would run again whenever any story changes: at 30,000 stories,
     * every story page's query on each build that adds one.
     */
    Query: {
      storiesById: {
        type: "[Story!]!",
        args: { ids: "[String!]!" },
        resolve: (_query: unknown, { ids }: { ids: string[] }, context: ResolverContext) =>
          ids.flatMap((id) => context.nodeModel.getNodeById({ id, type: "Story" }) ?? []),
      },
    },
    /**
     * A story's authors' names as its byline joins them, in its language ("A, B and C", "A y B"):
     * joined here, so that the front pages' scripts need not carry `joinNames`.
     */
    Story: {
      authorNames: {
        type: "String!",
        resolve: (
          story: { authors: readonly string[]; language?: string | null },
          _args: unknown,
          context: ResolverContext,
        ) =>
          joinNames(
            story.authors.map((id) => {
              const name = context.nodeModel.getNodeById({ id, type: "Author" })?.name;
              if (typeof name !== "string") throw new Error(`No author has the id "${id}"`);
              return name;
            }),
            story.language ?? undefined,
          ),
      },
    },
    /**
     * The front page's `<head>`, built here so that the page's script need not carry
     * buildMetadata (src/components/Seo/HeadTags.tsx). Settings change, the page's query runs again.
     */
    SiteSettings: {
      frontPageHead: {
        type: "JSON!",
        resolve: async (
          settings: Omit<SiteIdentity, "siteUrl"> & { keywords: readonly string[] },
          _args: unknown,
          context: ResolverContext,
        ) => {
          const { entries } = await context.nodeModel.findAll({ type: "Edition" });
          const editions = [...(entries as Iterable<{ id: string; path: string }>)].sort((a, b) =>
            a.id.localeCompare(b.id),
          );
          return buildMetadata(
            { ...settings, siteUrl },
            { ...frontPageMetadata(settings), alternates: frontPageAlternates(settings, editions) },
          );
        },
      },
    },
    Edition: {
      buildDay: {
        type: "CalendarDay!",
        resolve: (
          edition: { id: string; numerals: string },
          _args: unknown,
          context: ResolverContext,
        ) =>
          calendarDay(
            buildDay(siteBuildMoment(context)),
            editionLocale(edition.id, edition.numerals),
          ),
      },
    },
    Site: {
      buildMoment: {
        type: "Date!",
        resolve: (_site: unknown, _args: unknown, context: ResolverContext) =>
          new Date(siteBuildMoment(context)).toISOString(),
      },
      buildDay: {
        type: "CalendarDay!",
        resolve: (_site: unknown, _args: unknown, context: ResolverContext) =>
          calendarDay(buildDay(siteBuildMoment(context))),
      },
    },
  });
};

/**
 * gatsby-source-filesystem has made its File nodes by now: plugins source before the site. The
 * pages' nodes of the last build are kept (`keepPageNodes`).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  await contentSync.source(args);
  keepPageNodes(args);
};

/**
 * In development, every saved content file is checked and, if the content is valid, shown. The
 * pages are made again by createPages, which the development server runs after nodes change.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  contentSync.fileChanged(args);
};

/** How many stories each search index holds (src/model/search.ts). */
const SEARCH_INDEX_SIZE = searchIndexStories(process.env.SEARCH_INDEX_STORIES);

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const context = (() => {
    // The home page asks GraphQL only for the stories shown before a section is expanded.
    if (page.path === "/") return { initialCount: SECTION_LAYOUT.initialCount };
    // The search page says how many stories its first index holds, and which indexes follow.
    if (page.path === searchPath()) return { searchIndexStories: SEARCH_INDEX_SIZE };
    return undefined;
  })();
  if (!context || Object.keys(context).every((key) => page.context?.[key] !== undefined)) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};

export const createPages: GatsbyNode["createPages"] = ({ actions, getNodesByType }) => {
  createSitePages({ actions, getNodesByType });
};

/**
 * The HTML renderer defines only the environment it reads (src/node/htmlRenderer.ts) and the
 * stylesheet's name. The browser bundle: CSS modules are scoped per component, so their order in
 * it does not matter; its compilation hash is the same for the same code, cold or warm
 * (src/node/browserBundle.ts); Gatsby's internal Partytown plugin and its service-worker
 * registration are left out of it (src/browser/noPartytownPlugin.ts, noServiceWorker.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  // Gatsby types webpack's configuration as any; this is the part read here.
  const config = getConfig() as {
    plugins: {
      constructor: { name: string };
      options?: Record<string, unknown>;
      definitions?: Record<string, unknown>;
    }[];
    optimization: Parameters<typeof keepFrontPageWhole>[0];
  };
  if (stage === "build-html") {
    // Its hashes change with the code alone, not with the build's environment.
    keepRendererEnv(config.plugins);
    // Built after the browser bundle, whose stats name the stylesheet (src/node/stylesheetLink).
    const stylesheet = globalStylesheet(readWebpackStats(PUBLIC_DIR));
    config.plugins.push(plugins.define({ GLOBAL_STYLESHEET: JSON.stringify(stylesheet) }));
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== "build-javascript") return;
  keepFrontPageWhole(config.optimization);
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) {
      plugin.options.ignoreOrder = true;
    }
  }
  config.plugins.push(
    new StableCompilationHashPlugin(),
    new RemoveStaleBundlePlugin(),
    plugins.normalModuleReplacement(
      /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
      path.join(__dirname, "src/browser/noPartytownPlugin.ts"),
    ),
    plugins.normalModuleReplacement(
      /[\\/]\.cache[\\/]register-service-worker\.js$/,
      path.join(__dirname, "src/browser/noServiceWorker.ts"),
    ),
  );
  actions.replaceWebpackConfig(config);
};

/** The development server serves the files the content makes (built ones get them in onPostBuild). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  serveContentAssets(app, contentSync.assets);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({
  graphql,
  reporter,
  cache,
  getNodesByType,
}) => {
  // Each step timed in the build's log, as Gatsby's own are: a publish's time is mostly here.
  const timed = async (name: string, step: () => unknown) => {
    const activity = reporter.activityTimer(name);
    activity.start();
    await step();
    activity.end();
  };
  await timed("writing the content's files, sitemaps and feeds", async () => {
    writeContentAssets(contentSync.assets, PUBLIC_DIR);
    await writeSiteFiles({
      graphql,
      reporter,
      publicDir: PUBLIC_DIR,
      pages: madePages(getNodesByType),
    });
  });
  // Pagefind indexes the pages after Gatsby has ended (npm run build, scripts/search-index.ts).
  await timed("planning the search indexes", () =>
    planSearchIndex({
      graphql,
      reporter,
      publicDir: PUBLIC_DIR,
      planFile: path.join(__dirname, SEARCH_INDEX_PLAN),
      perIndex: SEARCH_INDEX_SIZE,
    }),
  );
  // Last, so the pages it hashes are final.
  await timed("writing the security headers", () =>
    writeSecurityHeaders({
      graphql,
      reporter,
      publicDir: PUBLIC_DIR,
      cache,
      remotePictures: contentSync.assets.remotePictures,
    }),
  );
};
