import path from "path";
import type { GatsbyNode } from "gatsby";
import { buildAliasRoutes } from "./src/model/aliasRoutes";
import { RAW_CONTENT_TYPE } from "./src/model/contentSpec";
import { authorPath, NOT_FOUND_ID, policyPath } from "./src/model/pageIds";
import { jsonProblem } from "./src/model/prepareContent";
import { SECTION_LAYOUT } from "./src/model/sectionLayout";
import { buildTypeDefs } from "./src/node/buildTypeDefs";
import { copyCmsBundle } from "./src/node/cmsBundle";
import { buildCmsPreview } from "./src/node/cmsPreview";
import {
  contentErrorMap,
  isContentFile,
  rawContentReady,
  syncContentNodes,
} from "./src/node/contentNodes";
import { writeSecurityHeaders } from "./src/node/writeSecurityHeaders";
import { writeSiteFiles } from "./src/node/writeSiteFiles";

const PUBLIC_DIR = path.join(__dirname, "public");

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap(contentErrorMap);
};

/**
 * The content editor at /admin/ (static/admin/) runs Decap CMS's bundle, copied in here, and
 * previews stories and policy pages with the site's own components, built here.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  copyCmsBundle(PUBLIC_DIR);
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
  if (node.internal.type === RAW_CONTENT_TYPE) {
    await syncContentNodes({ ...args, publicDir: PUBLIC_DIR }, node);
  } else if (unreadableFile) {
    await syncContentNodes({ ...args, publicDir: PUBLIC_DIR });
  }
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

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  const result = await graphql<{
    allCategory: { nodes: { id: string }[] };
    allPolicyPage: { nodes: { id: string }[] };
    allStory: { nodes: { id: string; section: string; authors: string[]; path: string }[] };
  }>(`
    query PageIds {
      allCategory {
        nodes {
          id
        }
      }
      allPolicyPage {
        nodes {
          id
        }
      }
      allStory {
        nodes {
          id
          section
          authors
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic(
      "Could not read the categories, policy pages and stories from GraphQL",
      result.errors,
    );
    return;
  }
  const categoryIds = result.data.allCategory.nodes.map((category) => category.id);

  for (const policy of result.data.allPolicyPage.nodes) {
    actions.createPage({
      path: policyPath(policy.id),
      component: path.resolve("src/templates/PolicyPageTemplate.tsx"),
      context: { id: policy.id },
    });
  }

  for (const alias of buildAliasRoutes(categoryIds)) {
    actions.createPage({
      path: alias.path,
      component: path.resolve("src/templates/AliasRedirect.tsx"),
      context: { targetId: alias.targetId },
    });
  }

  for (const story of result.data.allStory.nodes) {
    actions.createPage({
      path: story.path,
      component: path.resolve("src/templates/StoryPageTemplate.tsx"),
      context: { id: story.id, section: story.section, authors: story.authors },
    });
  }

  // An author gets a page once they have a story to show on it.
  for (const authorId of new Set(result.data.allStory.nodes.flatMap((story) => story.authors))) {
    actions.createPage({
      path: authorPath(authorId),
      component: path.resolve("src/templates/AuthorPageTemplate.tsx"),
      context: { id: authorId },
    });
  }

  // Gatsby copies the page at /404/ to 404.html, which static hosts serve for unknown paths.
  actions.createPage({
    path: `/${NOT_FOUND_ID}/`,
    component: path.resolve("src/templates/NotFoundPage.tsx"),
    context: {},
  });
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
