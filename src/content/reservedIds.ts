import { HOME_ANCHORS } from "../model/aliasRoutes";
import {
  AUTHORS_DIR,
  CORRECTIONS_ID,
  IMAGES_DIR,
  NOT_FOUND_ID,
  OLDER_SEARCH_INDEX_DIR,
  SEARCH_ID,
  SEARCH_INDEX_DIR,
  SECTIONS_DIR,
  STORIES_DIR,
  TOPICS_DIR,
} from "../model/pageIds";

// What editors' ids must not take, because something else already uses the address or the
// element id: the validator's lists, kept out of src/model so readers' pages never load them.

/** Addresses (`/{id}/`) the site has besides the pages made from editors' ids, with what they are. */
export const FIXED_ROUTES: Readonly<Record<string, string>> = {
  // src/pages/*.tsx
  faq: "the FAQ page",
  partners: "the partners page",
  [NOT_FOUND_ID]: "the page-not-found page",
  [AUTHORS_DIR]: "the folder of authors' pages",
  [CORRECTIONS_ID]: "the corrections page",
  [SEARCH_ID]: "the search page",
  [SECTIONS_DIR]: "the folder of sections' archives",
  [TOPICS_DIR]: "the folder of topics' pages",
  // Alias routes to anchors of the front page (src/model/aliasRoutes.ts).
  ...Object.fromEntries(
    HOME_ANCHORS.map((anchor) => [anchor, `the short address of the front page's #${anchor}`]),
  ),
  // Folders the build writes.
  [STORIES_DIR]: "the folder of stories fetched by the See All buttons",
  [IMAGES_DIR]: "the folder of stories' pictures",
  [SEARCH_INDEX_DIR]: "the folder of the search index",
  [OLDER_SEARCH_INDEX_DIR]: "the folder of the older stories' search indexes",
  "page-data": "Gatsby's page data folder",
  static: "Gatsby's folder of static files",
  "dev-404-page": "Gatsby's page-not-found page in development",
};

/**
 * Element ids on the front page besides the sections and their stories, and the ids on every page
 * (header, footer, donation dialog, Gatsby's own). A section with one of these ids would make a
 * second element with it, and `/#id` links and the alias scroll would land on the wrong one.
 * A unit test renders the front page and checks that this list names every such id.
 */
export const FIXED_ELEMENT_IDS: readonly string[] = [
  ...HOME_ANCHORS,
  // Gatsby
  "gatsby-focus-wrapper",
  "gatsby-announcer",
  // Every page: layout, header, footer, donation dialog
  "main-content",
  "section-menu",
  "footer-about",
  "footer-sections",
  "footer-information",
  "footer-network",
  "donation-title",
  // The front page
  "hero-title",
  "weather-heading",
  "about-heading",
  "sister-sites-heading",
  "video-heading",
  "video-and-photos",
  "image-feed-heading",
  "contact-heading",
  "contacts",
  "contacts-heading",
];
