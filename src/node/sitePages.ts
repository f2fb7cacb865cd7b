import path from "path";
import type { Actions, NodePluginArgs } from "gatsby";
import { buildAliasRoutes } from "../model/aliasRoutes";
import { archivesByLanguage, archiveSitePage, isIndexedArchivePage } from "../model/archive";
import { storyAlternates, type Alternate } from "../model/editions";
import { isInEnglish, moreInSection } from "../model/newsStories";
import { editionNotFoundPath, NOT_FOUND_ID, policyPath, searchPath } from "../model/pageIds";
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
  // An edition's copy of a policy page is the English page again, under the edition's chrome.
  policy: {
    file: "src/templates/PolicyPageTemplate.tsx",
    indexed: ({ language }: PageContext) => language === undefined,
  },
  // A short address that leads to a part of the front page.
  alias: { file: "src/templates/AliasRedirect.tsx", indexed: never },
  story: { file: "src/templates/StoryPageTemplate.tsx", indexed: always },
  archive: { file: "src/templates/ArchivePageTemplate.tsx", indexed: indexedArchivePage },
  author: { file: "src/templates/AuthorPageTemplate.tsx", indexed: always },
  corrections: { file: "src/templates/CorrectionsPageTemplate.tsx", indexed: always },
  notFound: { file: "src/templates/NotFoundPage.tsx", indexed: never },
  editionHome: { file: "src/templates/EditionHomeTemplate.tsx", indexed: always },
  editionSearch: { file: "src/templates/EditionSearchTemplate.tsx", indexed: never },
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

/**
 * The pages Gatsby made, as its store holds them: the sitemap needs every one, which GraphQL
 * gives only by resolving each page's context again (32,000 pages at 30,000 stories).
 */
export function madePages(getNodesByType: NodePluginArgs["getNodesByType"]): MadePage[] {
  // Gatsby's store types every node as Node; a SitePage holds its page's fields.
  return (
    getNodesByType("SitePage") as unknown as {
      path: string;
      component: string;
      context?: PageContext | null;
    }[]
  ).map(({ path: pagePath, component, context }) => ({
    path: pagePath,
    component,
    pageContext: context ?? null,
  }));
}

/**
 * sourceNodes: keeps the nodes of the pages the last build made (SitePage, Gatsby's own). Before
 * createPages, Gatsby deletes every node that no source touched, so each build would delete every
 * page's node and make it again in createPage, work that grows with the archive. Touched, a
 * page's node stays, and createPage only touches the node of a page that did not change. A page
 * no longer made is still deleted, with its node, once createPages has run.
 */
export function keepPageNodes({
  getNodesByType,
  actions,
}: Pick<NodePluginArgs, "getNodesByType"> & { actions: Pick<Actions, "touchNode"> }): void {
  for (const node of getNodesByType("SitePage")) actions.touchNode(node);
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
  | "id"
  | "slug"
  | "section"
  | "authors"
  | "publishedAt"
  | "tags"
  | "corrections"
  | "path"
  | "language"
  | "translationOf"
>;

/** The site's own language, which a translated story's original is in (content/site.json). */
function siteLanguage(getNodesByType: NodePluginArgs["getNodesByType"]): string {
  // Gatsby's store types every node as Node; this type's fields are the model's (buildTypeDefs).
  const [settings] = getNodesByType("SiteSettings") as unknown as Pick<
    Queries.SiteSettings,
    "language"
  >[];
  if (!settings) throw new Error("The site's settings (content/site.json) have no node");
  return settings.language;
}

/** Each story's neighbours for "More in", among the stories of its own language. */
function moreInLanguage(stories: readonly StoryNode[]): Map<string, StoryNode[]> {
  const byLanguage = new Map<string, StoryNode[]>();
  for (const story of stories) {
    const language = story.language ?? "";
    const same = byLanguage.get(language);
    if (same) same.push(story);
    else byLanguage.set(language, [story]);
  }
  return new Map([...byLanguage.values()].flatMap((same) => [...moreInSection(same)]));
}

interface SitePage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

/**
 * The pages content makes: a page per policy page, the alias routes of the categories and the
 * fixed anchors, a page per story, the archives (each section's, topic's and author's stories,
 * the site's and each edition's, and the corrections, a page at a time), each edition's front,
 * search and 404 pages, and the site's 404 page.
 */
function sitePages(getNodesByType: NodePluginArgs["getNodesByType"]): SitePage[] {
  // Gatsby's store types every node as Node; these types' fields are the model's (buildTypeDefs).
  const all = getNodesByType("Story") as unknown as StoryNode[];
  // Likewise.
  const categories = getNodesByType("Category") as unknown as Pick<
    Queries.Category,
    "id" | "title"
  >[];
  const editions = getNodesByType("Edition") as unknown as Pick<
    Queries.Edition,
    "id" | "path" | "sections"
  >[];
  const sectionTitles = new Map(categories.map((category) => [category.id, category.title]));
  const editionSectionTitles = new Map(
    editions.flatMap((edition) =>
      edition.sections.map((section) => [`${edition.id} ${section.category}`, section.title]),
    ),
  );
  // The site's lists are of its own language's stories; a translation is on its edition's.
  const stories = all.filter(isInEnglish);
  const translations = all.filter((story) => !isInEnglish(story));
  const more = moreInLanguage(all);
  const listsByLanguage = archivesByLanguage(all);
  // The sections each edition has a list of (those it has translated stories in).
  const sectionLists = new Map(
    listsByLanguage.map(({ edition, archives }) => [edition, [...archives.sections.keys()]]),
  );
  const alternates =
    translations.length === 0
      ? new Map<string, Alternate[]>()
      : storyAlternates(all, siteLanguage(getNodesByType));
  // A story in several languages names them all, as a story in one does not.
  const inLanguages = (slug: string) => {
    const family = alternates.get(slug);
    return family ? { alternates: family } : {};
  };
  return [
    ...getNodesByType("PolicyPage").flatMap((policy) => [
      { path: policyPath(policy.id), component: componentOf("policy"), context: { id: policy.id } },
      ...editions.map((edition) => ({
        path: policyPath(policy.id, edition.id),
        component: componentOf("policy"),
        context: { id: policy.id, language: edition.id },
      })),
    ]),
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
        ...inLanguages(story.slug),
      },
    })),
    ...translations.map((story) => ({
      path: story.path,
      component: componentOf("story"),
      context: {
        id: story.id,
        language: story.language,
        section: story.section,
        sectionTitle: editionSectionTitles.get(`${story.language} ${story.section}`),
        more: (more.get(story.slug) ?? []).map((other) => other.id),
        ...inLanguages(story.slug),
      },
    })),
    ...listsByLanguage.flatMap(({ edition, archives }) => {
      // An edition's lists are in its language: its pages query it, and name its sections.
      const language = edition === undefined ? {} : { language: edition };
      const titleOf = (category: { id: string; title: string }) =>
        edition === undefined
          ? category.title
          : (editionSectionTitles.get(`${edition} ${category.id}`) ?? category.title);
      return [
        ...categories.flatMap((category) =>
          (archives.sections.get(category.id) ?? []).map((page) =>
            archiveSitePage(page, componentOf("archive"), {
              kind: "section",
              sectionTitle: titleOf(category),
              ...language,
            }),
          ),
        ),
        ...archives.topics.flatMap((topic) =>
          topic.pages.map((page) =>
            archiveSitePage(page, componentOf("archive"), {
              kind: "topic",
              topicName: topic.name,
              ...language,
            }),
          ),
        ),
        // An author gets a page once they have a story to show on it.
        ...[...archives.authors].flatMap(([authorId, pages]) =>
          pages.map((page) =>
            archiveSitePage(page, componentOf("author"), { id: authorId, ...language }),
          ),
        ),
        ...archives.corrections.map((page) =>
          archiveSitePage(page, componentOf("corrections"), language),
        ),
      ];
    }),
    ...editions.flatMap((edition) => [
      {
        path: edition.path,
        component: componentOf("editionHome"),
        context: {
          id: edition.id,
          initialCount: SECTION_LAYOUT.initialCount,
          sectionLists: sectionLists.get(edition.id) ?? [],
        },
      },
      {
        path: searchPath(edition.id),
        component: componentOf("editionSearch"),
        context: { id: edition.id },
      },
      // Hosts serve the 404.html nearest an unknown address: under /es/, the edition's.
      { path: editionNotFoundPath(edition.id), component: componentOf("notFound"), context: {} },
    ]),
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
