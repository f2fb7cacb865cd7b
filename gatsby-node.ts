import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { buildAliasRoutes } from "./src/model/aliasRoutes";
import { buildArticles, type Article } from "./src/model/buildArticles";
import { NOT_FOUND_ID, STORIES_DIR } from "./src/model/pageIds";
import { contentHash } from "./src/model/contentHash";
import { SECTION_LAYOUT } from "./src/model/sectionLayout";
import { buildTypeDefs } from "./src/node/buildTypeDefs";
import { ContentError, loadContent } from "./src/node/loadContent";
import { writeSecurityHeaders } from "./src/node/writeSecurityHeaders";
import { writeSiteFiles } from "./src/node/writeSiteFiles";

// CONTENT_DIR lets the benchmark build the site from a generated, larger content set.
const CONTENT_DIR = process.env.CONTENT_DIR
  ? path.resolve(process.env.CONTENT_DIR)
  : path.join(__dirname, "content");
const PUBLIC_DIR = path.join(__dirname, "public");

/** Singleton content files and the GraphQL node type each becomes. */
const SINGLE_NODES: Record<string, string> = {
  "site.json": "SiteSettings",
  "home.json": "HomeContent",
  "ui.json": "UiText",
  "faq.json": "FaqContent",
  "partners.json": "PartnersContent",
  "pages/privacy.json": "PolicyPage",
  "pages/terms.json": "PolicyPage",
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(buildTypeDefs());
};

/** Stories past the first ones shown are fetched only when a reader expands a section. */
function writeLaterStories(categoryId: string, articles: readonly Article[]): string {
  const later = articles.slice(SECTION_LAYOUT.initialCount);
  const fileName = `${categoryId}-${contentHash(later)}.json`;
  fs.mkdirSync(path.join(PUBLIC_DIR, STORIES_DIR), { recursive: true });
  fs.writeFileSync(path.join(PUBLIC_DIR, STORIES_DIR, fileName), JSON.stringify(later));
  return `/${STORIES_DIR}/${fileName}`;
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  let content;
  try {
    content = loadContent(CONTENT_DIR);
  } catch (error) {
    if (error instanceof ContentError) {
      reporter.panic(`\n${error.message}\n`);
      return;
    }
    throw error;
  }

  // Categories and policy pages keep their editor-given id as node id, so pages query them by it.
  const createContentNode = (type: string, key: string, data: Record<string, unknown>) => {
    const { $schema: _schema, ...fields } = data;
    actions.createNode({
      ...fields,
      id: typeof fields.id === "string" ? fields.id : createNodeId(`${type}:${key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };

  for (const [file, type] of Object.entries(SINGLE_NODES)) {
    const data = content.files[file];
    if (data) createContentNode(type, file, data);
  }

  const articles = buildArticles(content.categories, content.headlines);
  content.categories.forEach((category, order) => {
    const own = articles.filter((article) => article.category === category.id);
    createContentNode("Category", category.id, {
      ...category,
      order,
      articleCount: own.length,
      storiesPath: writeLaterStories(category.id, own),
    });
  });
  for (const article of articles) {
    createContentNode("Article", article.articleId, { ...article });
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
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("Could not read the categories and policy pages from GraphQL", result.errors);
    return;
  }
  const categoryIds = result.data.allCategory.nodes.map((category) => category.id);

  for (const policy of result.data.allPolicyPage.nodes) {
    actions.createPage({
      path: `/${policy.id}/`,
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
