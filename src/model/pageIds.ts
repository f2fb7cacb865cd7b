import { aliasPath } from "./aliasRoutes";

/**
 * Editors' ids become addresses and element ids: a category id is the address of its alias
 * (`/sports/`) and the id of its section on the front page (`/#sports`); a policy page id is the
 * page's address (`/privacy/`). This module names the site's addresses and ids; what else already
 * uses an address or an element id, which the validator refuses, is in src/content/reservedIds.ts.
 */

/** The folder the build writes the stories behind each section's See All button into. */
export const STORIES_DIR = "stories";

/** Where an edition's pages are: under its code (`/es`); the site's own at the root. */
const editionPrefix = (edition?: string) => (edition === undefined ? "" : `/${edition}`);

/**
 * The address of a policy page, whose id an editor chooses: `/privacy/`, and in an edition, where
 * the page stays in English under the edition's chrome, `/es/privacy/`.
 */
export const policyPath = (id: string, edition?: string) => `${editionPrefix(edition)}/${id}/`;

/** The folder of authors' pages, `/authors/{id}/`. */
export const AUTHORS_DIR = "authors";

/** The folder of sections' archives, `/sections/{id}/` (`/{id}/` is the alias to the front page). */
export const SECTIONS_DIR = "sections";

/** The folder of topics' pages, `/topics/{tag}/`, a story's tags made addresses. */
export const TOPICS_DIR = "topics";

/** The page listing every correction. */
export const CORRECTIONS_ID = "corrections";

/** The search page, `/search/`. */
export const SEARCH_ID = "search";

/** The address of the search page, the site's or an edition's (`/es/search/`). */
export const searchPath = (edition?: string) => `${editionPrefix(edition)}/${SEARCH_ID}/`;

/** The folder Pagefind writes the search index into, after the build: the newest stories. */
export const SEARCH_INDEX_DIR = "pagefind";

/** The folder of the older stories' indexes, searched when a reader asks (src/model/search.ts). */
export const OLDER_SEARCH_INDEX_DIR = "pagefind-older";

/** The folder stories' local pictures are copied into, as `content/images/` holds them. */
export const IMAGES_DIR = "images";

/**
 * The address of a story the newsroom wrote: under its section's alias, and a translation under
 * its edition's too (`/es/local-news/{slug}/`).
 */
export const storyPath = (section: string, slug: string, language?: string) =>
  `${editionPrefix(language)}${aliasPath(section)}${slug}/`;

/** The address of an author's page, the site's or an edition's (their translations). */
export const authorPath = (id: string, edition?: string) =>
  `${editionPrefix(edition)}/${AUTHORS_DIR}/${id}/`;

/** The address of a section's archive, `/sections/{id}/`, or an edition's (`/es/sections/{id}/`). */
export const sectionArchivePath = (sectionId: string, edition?: string) =>
  `${editionPrefix(edition)}/${SECTIONS_DIR}/${sectionId}/`;

/** The address of a topic's page, `/topics/{slug}/`, or an edition's. */
export const topicPath = (slug: string, edition?: string) =>
  `${editionPrefix(edition)}/${TOPICS_DIR}/${slug}/`;

/** An edition's 404 page, which hosts serve for an unknown address under the edition's. */
export const editionNotFoundPath = (edition: string) =>
  `${editionPrefix(edition)}/${NOT_FOUND_ID}.html`;

/** An edition's front page, by its language code: `/es/`. */
export const editionPath = (id: string) => `/${id}/`;

/** The RSS feed of the site's stories, or of an edition's translations: `/es/rss.xml`. */
export const feedPath = (edition?: string) =>
  edition === undefined ? "/rss.xml" : `${editionPath(edition)}rss.xml`;

/** The address of the corrections page, the site's or an edition's (its translations'). */
export const correctionsPath = (edition?: string) => `${editionPrefix(edition)}/${CORRECTIONS_ID}/`;

/** The heading of a category of the FAQ page, e.g. `faq-editorial-standards`. */
export const faqCategoryElementId = (categoryId: string) => `faq-${categoryId}`;

/** The address of the page-not-found page, which Gatsby also copies to `404.html`. */
export const NOT_FOUND_ID = "404";

/** Id of a generated story: its category id and 1-based position, e.g. `local-news-3`. */
export const storyId = (categoryId: string, position: number) => `${categoryId}-${position}`;

/** Id of a section's heading. */
export const sectionHeadingId = (categoryId: string) => `${categoryId}-heading`;

/** Id of the element holding a section's stories (the See All button controls it). */
export const sectionListId = (categoryId: string) => `${categoryId}-stories`;

/** Every element id a category's section uses on the front page: its own, its parts', its stories'. */
export function sectionElementIds(categoryId: string, storyCount: number): string[] {
  return [
    categoryId,
    sectionHeadingId(categoryId),
    sectionListId(categoryId),
    ...Array.from({ length: storyCount }, (_, index) => storyId(categoryId, index + 1)),
  ];
}
