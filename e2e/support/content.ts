import fs from "node:fs";
import path from "node:path";
import { isInEnglish } from "../../src/model/newsStories";
import { contentDir } from "../../src/node/contentDir";
import { publishedSite } from "../../tools/support/publishedSite";

/**
 * Where the build under test is: `npm run build` writes it, scripts/serve.mjs serves it. SITE_DIR
 * names another, as tools/content-path.ts does for a copy with faults put in on purpose.
 */
export const SITE_DIR = process.env.SITE_DIR ?? "public";

/**
 * On the content path (tools/content-path.ts), the moment its build started: checks that read
 * every built file then read those that build wrote, the ones a publish can change (a page that
 * links to a story taken down is made again, its data having changed), so their time follows the
 * change, not the archive. Elsewhere, every file.
 */
const BUILT_SINCE =
  process.env.CONTENT_CHECKS === "changed" ? Number(process.env.BUILT_SINCE) : Number.NaN;

/** Whether a file of the built site (its path in SITE_DIR, or a full one) is to be checked. */
export const writtenByThisBuild = (file: string) =>
  !(BUILT_SINCE > 0) || fs.statSync(path.resolve(SITE_DIR, file)).mtimeMs >= BUILT_SINCE;

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
/** The site in other languages: Spanish and Arabic (right to left) in the tests' content. */
export const EDITIONS = CONTENT["editions/*.json"];
export const HEADLINES = CONTENT["headlines.json"];
export const AUTHORS = CONTENT["authors.json"].authors;
/**
 * The stories in the site's own language the build published, one per file of stories/: those
 * its lists, feeds and search hold.
 */
export const STORIES = CONTENT["stories/*.json"].filter(isInEnglish);
/** The editions' translations the build published, each on its edition's pages only. */
export const TRANSLATIONS = CONTENT["stories/*.json"].filter((story) => !isInEnglish(story));
/** The policy pages, one per file of pages/ (privacy, terms…). */
export const POLICY_PAGES = CONTENT["pages/*.json"];
export const POLICY_PATHS = POLICY_PAGES.map((policy) => `/${policy.id}/`);
/**
 * The policy pages after the first. They share one template, so at the narrow width, which
 * changes only their layout, the first stands for them all (tests tagged @any-width).
 */
export const OTHER_POLICY_PAGES = new Set(POLICY_PATHS.slice(1));
