import path from "path";
import type { Actions, Node, NodePluginArgs } from "gatsby";
import { buildAliasRoutes } from "../model/aliasRoutes";
import { archiveSitePage, buildArchives } from "../model/archive";
import { moreInSection, type NewsStory } from "../model/newsStories";
import { NOT_FOUND_ID, policyPath } from "../model/pageIds";

const template = (name: string) => path.join(process.cwd(), "src", "templates", `${name}.tsx`);

interface SitePage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

type StoryNode = Node &
  Pick<NewsStory, "slug" | "section" | "authors" | "publishedAt" | "tags" | "corrections"> & {
    path: string;
  };

/**
 * The pages content makes: a page per policy page, the alias routes of the categories and the
 * fixed anchors, a page per story, the archives (each section's, topic's and author's stories,
 * and the corrections, a page at a time), and the 404 page.
 */
function sitePages(getNodesByType: NodePluginArgs["getNodesByType"]): SitePage[] {
  const stories = getNodesByType("Story") as StoryNode[];
  const categories = getNodesByType("Category") as (Node & { title: string })[];
  const categoryIds = categories.map((category) => category.id);
  const more = moreInSection(stories);
  const archives = buildArchives(stories);
  return [
    ...getNodesByType("PolicyPage").map((policy) => ({
      path: policyPath(policy.id),
      component: template("PolicyPageTemplate"),
      context: { id: policy.id },
    })),
    ...buildAliasRoutes(categoryIds).map((alias) => ({
      path: alias.path,
      component: template("AliasRedirect"),
      context: { targetId: alias.targetId },
    })),
    ...stories.map((story) => ({
      path: story.path,
      component: template("StoryPageTemplate"),
      context: {
        id: story.id,
        section: story.section,
        more: (more.get(story.slug) ?? []).map((other) => other.id),
      },
    })),
    ...categories.flatMap((category) =>
      (archives.sections.get(category.id) ?? []).map((page) =>
        archiveSitePage(page, template("ArchivePageTemplate"), {
          kind: "section",
          sectionTitle: category.title,
        }),
      ),
    ),
    ...archives.topics.flatMap((topic) =>
      topic.pages.map((page) =>
        archiveSitePage(page, template("ArchivePageTemplate"), {
          kind: "topic",
          topicName: topic.name,
        }),
      ),
    ),
    // An author gets a page once they have a story to show on it.
    ...[...archives.authors].flatMap(([authorId, pages]) =>
      pages.map((page) => archiveSitePage(page, template("AuthorPageTemplate"), { id: authorId })),
    ),
    ...archives.corrections.map((page) =>
      archiveSitePage(page, template("CorrectionsPageTemplate"), {}),
    ),
    // Gatsby copies the page at /404/ to 404.html, which static hosts serve for unknown paths.
    { path: `/${NOT_FOUND_ID}/`, component: template("NotFoundPage"), context: {} },
  ];
}

/**
 * Creates the pages of the content's nodes. Called from `createPages`, which the development
 * server runs again after nodes change; Gatsby then deletes the pages it no longer creates
 * (a removed story's, a removed category's).
 */
export function createSitePages({
  actions,
  getNodesByType,
}: {
  actions: Pick<Actions, "createPage">;
  getNodesByType: NodePluginArgs["getNodesByType"];
}) {
  for (const page of sitePages(getNodesByType)) actions.createPage(page);
}
