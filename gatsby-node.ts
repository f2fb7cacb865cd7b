import path from "path";
import type { GatsbyNode } from "gatsby";
import { RAW_CONTENT_TYPE } from "./src/model/contentSpec";
import { jsonProblem } from "./src/model/prepareContent";
import { SECTION_LAYOUT } from "./src/model/sectionLayout";
import { buildTypeDefs } from "./src/node/buildTypeDefs";
import { copyCmsBundle, writeCmsConfig } from "./src/node/cmsBundle";
import { buildCmsPreview } from "./src/node/cmsPreview";
import {
  contentErrorMap,
  isContentFile,
  rawContentReady,
  syncContentNodes,
} from "./src/node/contentNodes";
import { createSitePages } from "./src/node/sitePages";
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
};

/** Until sourcing ends, nodes arrive one file at a time: the content is checked as a whole then. */
let sourced = false;

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  await rawContentReady({ ...args, publicDir: PUBLIC_DIR });
  await syncContentNodes({ ...args, publicDir: PUBLIC_DIR });
  sourced = true;
};

/** In development, every saved content file is checked and, if the content is valid, shown. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  if (!sourced) return;
  const { node } = args;
  // A file that is not JSON gets no raw node from the transformer: its File node is the news.
  const unreadableFile =
    isContentFile(node) &&
    jsonProblem(node.relativePath ?? "", await args.loadNodeContent(node)) !== undefined;
  const synced =
    node.internal.type === RAW_CONTENT_TYPE
      ? await syncContentNodes({ ...args, publicDir: PUBLIC_DIR }, node)
      : unreadableFile && (await syncContentNodes({ ...args, publicDir: PUBLIC_DIR }));
  // A story or category added or removed gains or loses its page at once.
  if (synced) createSitePages(args);
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  // The home page asks GraphQL only for the stories shown before a section is expanded.
  if (page.path === "/" && page.context?.initialCount === undefined) {
    actions.deletePage(page);
    actions.createPage({
      ...page,
      context: { ...page.context, initialCount: SECTION_LAYOUT.initialCount },
    });
  }
};

export const createPages: GatsbyNode["createPages"] = ({ actions, getNodesByType }) => {
  createSitePages({ actions, getNodesByType });
};

/** CSS modules are scoped per component, so their order in the bundle does not matter. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
}) => {
  if (stage !== "build-javascript") return;
  const config = getConfig() as {
    plugins: { constructor: { name: string }; options?: Record<string, unknown> }[];
  };
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) {
      plugin.options.ignoreOrder = true;
    }
  }
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  await writeSiteFiles({ graphql, reporter, publicDir: PUBLIC_DIR });
  // Last, so the pages it hashes are final.
  await writeSecurityHeaders({ graphql, reporter, publicDir: PUBLIC_DIR });
};
