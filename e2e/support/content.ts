import { contentDir } from "../../src/node/contentDir";
import { publishedSite } from "../../tools/support/publishedSite";

/** Where the build under test is: `npm run build` writes it, scripts/serve.mjs serves it. */
export const SITE_DIR = "public";

/**
 * What the site under test publishes, built from content/ (or CONTENT_DIR, as for the build) at
 * the build's moment. The browser tests read what they expect from it (names, counts, slugs,
 * copy), so they pass on any valid content an editor writes, scheduled stories included.
 */
const PUBLISHED = publishedSite(contentDir, SITE_DIR);
export const CONTENT = PUBLISHED.content;
/** Stories written but not out at the build's moment: absent from everything it published. */
export const SCHEDULED_STORIES = PUBLISHED.scheduled;

export const SITE = CONTENT["site.json"];
export const UI = CONTENT["ui.json"];
export const HOME = CONTENT["home.json"];
export const PARTNERS = CONTENT["partners.json"];
export const FAQ_CONTENT = CONTENT["faq.json"];
export const CATEGORIES = CONTENT["categories.json"].categories;
export const HEADLINES = CONTENT["headlines.json"];
export const AUTHORS = CONTENT["authors.json"].authors;
/** The stories the newsroom wrote and the build published, one per file of stories/. */
export const STORIES = CONTENT["stories/*.json"];
/** The policy pages, one per file of pages/ (privacy, terms…). */
export const POLICY_PAGES = CONTENT["pages/*.json"];
export const POLICY_PATHS = POLICY_PAGES.map((policy) => `/${policy.id}/`);
