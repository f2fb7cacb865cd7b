import type { CalendarDay } from "./formatDate";
import { editionPath, searchPath } from "./pageIds";

/** A section's names in an edition (content/editions/*.json, `sections`). */
export interface EditionSection {
  category: string;
  title: string;
  description: string;
  navLabel: string;
}

/** What an edition's pages give the chrome around them: its copy, names and day. */
export interface EditionChrome<Ui> {
  id: string;
  tagline: string;
  sections: readonly EditionSection[];
  ui: Ui;
  buildDay: CalendarDay;
}

/** The edition whose pages an address is under (`/es/…`), if any. */
export const editionAt = <Edition extends { id: string }>(
  editions: readonly Edition[],
  pathname: string,
): Edition | undefined => editions.find((edition) => pathname.startsWith(editionPath(edition.id)));

/** The site's chrome as every English page has it. */
export interface SiteChrome<Ui, Category extends { id: string }> {
  tagline: string;
  categories: readonly Category[];
  ui: Ui;
  buildDay: CalendarDay;
}

/**
 * The chrome of a page: the site's, or on an edition's page the edition's copy, section names and
 * day, its front page as home and its own search page.
 */
export function chromeOf<
  Ui,
  Category extends { id: string; title: string; description: string; navLabel: string },
>(
  site: SiteChrome<Ui, Category>,
  edition: EditionChrome<Ui> | undefined,
): SiteChrome<Ui, Category> & { homePath: string; searchPath: string } {
  if (!edition) return { ...site, homePath: "/", searchPath: searchPath() };
  return {
    tagline: edition.tagline,
    ui: edition.ui,
    buildDay: edition.buildDay,
    categories: namedInEdition(site.categories, edition.sections),
    homePath: editionPath(edition.id),
    searchPath: searchPath(edition.id),
  };
}

/**
 * The site's sections with their names in an edition: title, description, menu label. The model
 * gives every section its names in every edition (`oneFor`), so a section without them, which the
 * build has refused already, would keep the site's.
 */
export function namedInEdition<Category extends { id: string; title: string; description: string }>(
  categories: readonly Category[],
  names: readonly EditionSection[],
): Category[] {
  const byCategory = new Map(names.map((section) => [section.category, section]));
  return categories.map((category) => {
    const named = byCategory.get(category.id);
    if (!named) return category;
    const { title, description, navLabel } = named;
    return { ...category, title, description, navLabel };
  });
}

/** A link to the site in one of its languages, named in that language. */
export interface LanguageLink {
  lang: string;
  name: string;
  path: string;
}

/** The same page in one language: its `hreflang` code and its address. */
export interface Alternate {
  lang: string;
  path: string;
}

/**
 * The links to the site's other languages from a page of `current` (an edition's code, or none
 * on the site's own pages): each leads to the same page in that language where there is one
 * (`alternates`, the page's translations), else to that language's front page.
 */
export function languageLinks(
  current: string | undefined,
  site: { language: string; languageName: string },
  editions: readonly { id: string; name: string; path: string }[],
  alternates: readonly Alternate[] = [],
): LanguageLink[] {
  const all = [
    { lang: site.language, name: site.languageName, path: "/", code: undefined },
    ...editions.map((edition) => ({
      lang: edition.id,
      name: edition.name,
      path: edition.path,
      code: edition.id,
    })),
  ];
  const samePage = new Map(alternates.map((alternate) => [alternate.lang, alternate.path]));
  return all
    .filter((language) => language.code !== current)
    .map(({ lang, name, path }) => ({ lang, name, path: samePage.get(lang) ?? path }));
}

/**
 * The links from a page to itself in the other languages it is in, and to nothing else: a
 * story's to its original and translations. None for a page in one language.
 */
export function translationLinks(
  current: string | undefined,
  site: { language: string; languageName: string },
  editions: readonly { id: string; name: string; path: string }[],
  alternates: readonly Alternate[] = [],
): LanguageLink[] {
  const paths = new Set(alternates.map((alternate) => alternate.path));
  return languageLinks(current, site, editions, alternates).filter((link) => paths.has(link.path));
}

/** What linking a story to its translations needs of it (a translation names its original). */
export interface StoryLanguage {
  slug: string;
  path: string;
  language?: string | null;
  translationOf?: string | null;
}

/**
 * Each story that is in more than one language, by its slug, with the same story in each: the
 * original in the site's language first, then its translations by language code. What both
 * pages' `hreflang` links, structured data and language links are made of; a story in one
 * language has none.
 */
export function storyAlternates(
  stories: readonly StoryLanguage[],
  siteLanguage: string,
): Map<string, Alternate[]> {
  const families = new Map<string, StoryLanguage[]>();
  for (const story of stories) {
    if (!story.translationOf) continue;
    const family = families.get(story.translationOf) ?? [];
    family.push(story);
    families.set(story.translationOf, family);
  }
  const bySlug = new Map(stories.map((story) => [story.slug, story]));
  const alternates = new Map<string, Alternate[]>();
  for (const [originalSlug, translations] of families) {
    const original = bySlug.get(originalSlug);
    if (!original) continue;
    const family = [
      { lang: siteLanguage, path: original.path },
      ...translations
        .map((translation) => ({
          lang: translation.language ?? siteLanguage,
          path: translation.path,
        }))
        .sort((a, b) => a.lang.localeCompare(b.lang)),
    ];
    for (const story of [original, ...translations]) alternates.set(story.slug, family);
  }
  return alternates;
}

/** The front page in every language the site has: `/`, then each edition's. */
export const frontPageAlternates = (
  site: { language: string },
  editions: readonly { id: string; path: string }[],
): Alternate[] => [
  { lang: site.language, path: "/" },
  ...editions.map((edition) => ({ lang: edition.id, path: edition.path })),
];

/**
 * A page's `hreflang` links, in its head and in the sitemap: one per language it is in, and the
 * site's own language again as `x-default`, for a reader of any other. None for a page in one.
 */
export function hreflangLinks(
  siteLanguage: string,
  alternates: readonly { lang: string; path: string }[],
): { hreflang: string; path: string }[] {
  if (alternates.length < 2) return [];
  const links = alternates.map(({ lang, path }) => ({ hreflang: lang, path }));
  const own = links.find((link) => link.hreflang === siteLanguage);
  return own ? [...links, { hreflang: "x-default", path: own.path }] : links;
}
