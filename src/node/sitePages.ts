import path from "path";
import type { Actions, NodePluginArgs } from "gatsby";
import { buildAliasRoutes } from "../model/aliasRoutes";
import { archiveSitePage, buildArchives, isIndexedArchivePage } from "../model/archive";
import { moreInSection } from "../model/newsStories";
import { NOT_FOUND_ID, policyPath } from "../model/pageIds";
import { SECTION_LAYOUT } from "../model/sectionLayout";

type PageContext = Readonly<Record<string, unknown>>;

/** What a page is: the file that renders it, and whether search engines are offered it. */
interface PageKind {
  /** Under the site's folder, with forward slashes. */
  file: string;
  /** Whether it is in the sitemap; a page that is not says `noindex` in its Head too. */
  indexed: (context: PageContext) => boolean;
}

const always = () => true;
const never = () => false;

/** A page of an archive list is indexed unless it is a thin topic's (src/model/archive.ts). */
const indexedArchivePage = ({ kind, newest, ids }: PageContext) =>
  typeof kind === "string" &&
  typeof newest === "boolean" &&
  Array.isArray(ids) &&
  isIndexedArchivePage({ kind, newest, ids });

/**
 * Every kind of page the site has, the one list: the pages of src/pages (Gatsby makes them) and
 * those createSitePages makes of the content. The sitemap takes the pages Gatsby made of these,
 * and no other (Gatsby's own development 404 page, a plugin's).
 */
const PAGE_KINDS = {
  home: { file: "src/pages/index.tsx", indexed: always },
  faq: { file: "src/pages/faq.tsx", indexed: always },
  partners: { file: "src/pages/partners.tsx", indexed: always },
  // Search results are no page to index.
  search: { file: "src/pages/search.tsx", indexed: never },
  policy: { file: "src/templates/PolicyPageTemplate.tsx", indexed: always },
  // A short address that leads to a part of the front page.
  alias: { file: "src/templates/AliasRedirect.tsx", indexed: never },
  story: { file: "src/templates/StoryPageTemplate.tsx", indexed: always },
  archive: { file: "src/templates/ArchivePageTemplate.tsx", indexed: indexedArchivePage },
  author: { file: "src/templates/AuthorPageTemplate.tsx", indexed: always },
  corrections: { file: "src/templates/CorrectionsPageTemplate.tsx", indexed: always },
  notFound: { file: "src/templates/NotFoundPage.tsx", indexed: never },
  editionHome: { file: "src/templates/EditionHomeTemplate.tsx", indexed: always },
} as const satisfies Record<string, PageKind>;

type PageKindName = keyof typeof PAGE_KINDS;

const componentOf = (kind: PageKindName) => path.join(process.cwd(), PAGE_KINDS[kind].file);

const kindsByFile = new Map<string, PageKind & { name: string }>(
  Object.entries(PAGE_KINDS).map(([name, kind]) => [kind.file, { name, ...kind }]),
);

/** A page Gatsby made, as its SitePage node has it. */
export interface MadePage {
  readonly path: string;
  readonly component: string;
  readonly pageContext: PageContext | null;
}

/** A page offered to search engines, with what it is. */
export interface IndexedPage {
  path: string;
  kind: string;
  context: PageContext;
}

/**
 * The pages to offer search engines, of the pages Gatsby made: each page of a kind the site has
 * whose kind indexes it, once.
 */
export function indexedPages(made: readonly MadePage[]): IndexedPage[] {
  const pages = new Map<string, IndexedPage>();
  for (const page of made) {
    const file = path.relative(process.cwd(), page.component).split(path.sep).join("/");
    const kind = kindsByFile.get(file);
    const context = page.pageContext ?? {};
    if (kind?.indexed(context) && !pages.has(page.path)) {
      pages.set(page.path, { path: page.path, kind: kind.name, context });
    }
  }
  return [...pages.values()];
}

/** The fields of a Story node createSitePages reads, as sourcing made them (see buildTypeDefs). */
type StoryNode = Pick<
  Queries.Story,
  "id" | "slug" | "section" | "authors" | "publishedAt" | "tags" | "corrections" | "path"
>;

interface SitePage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

/**
 * The pages content makes: a page per policy page, the alias routes of the categories and the
 * fixed anchors, a page per story, the archives (each section's, topic's and author's stories,
 * and the corrections, a page at a time), and the 404 page.
 */
function sitePages(getNodesByType: NodePluginArgs["getNodesByType"]): SitePage[] {
  // Gatsby's store types every node as Node; these types' fields are the model's (buildTypeDefs).
  const stories = getNodesByType("Story") as unknown as StoryNode[];
  // Likewise.
  const categories = getNodesByType("Category") as unknown as Pick<
    Queries.Category,
    "id" | "title"
  >[];
  const sectionTitles = new Map(categories.map((category) => [category.id, category.title]));
  const more = moreInSection(stories);
  const archives = buildArchives(stories);
  return [
    ...getNodesByType("PolicyPage").map((policy) => ({
      path: policyPath(policy.id),
      component: componentOf("policy"),
      context: { id: policy.id },
    })),
    ...buildAliasRoutes(categories.map((category) => category.id)).map((alias) => ({
      path: alias.path,
      component: componentOf("alias"),
      context: { targetId: alias.targetId },
    })),
    ...stories.map((story) => ({
      path: story.path,
      component: componentOf("story"),
      context: {
        id: story.id,
        section: story.section,
        sectionTitle: sectionTitles.get(story.section),
        more: (more.get(story.slug) ?? []).map((other) => other.id),
      },
    })),
    ...categories.flatMap((category) =>
      (archives.sections.get(category.id) ?? []).map((page) =>
        archiveSitePage(page, componentOf("archive"), {
          kind: "section",
          sectionTitle: category.title,
        }),
      ),
    ),
    ...archives.topics.flatMap((topic) =>
      topic.pages.map((page) =>
        archiveSitePage(page, componentOf("archive"), { kind: "topic", topicName: topic.name }),
      ),
    ),
    // An author gets a page once they have a story to show on it.
    ...[...archives.authors].flatMap(([authorId, pages]) =>
      pages.map((page) => archiveSitePage(page, componentOf("author"), { id: authorId })),
    ),
    ...archives.corrections.map((page) => archiveSitePage(page, componentOf("corrections"), {})),
    ...(getNodesByType("Edition") as unknown as Pick<Queries.Edition, "id" | "path">[]).map(
      (edition) => ({
        path: edition.path,
        component: componentOf("editionHome"),
        context: { id: edition.id, initialCount: SECTION_LAYOUT.initialCount },
      }),
    ),
    // Gatsby copies the page at /404/ to 404.html, which static hosts serve for unknown paths.
    { path: `/${NOT_FOUND_ID}/`, component: componentOf("notFound"), context: {} },
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
