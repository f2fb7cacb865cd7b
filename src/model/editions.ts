import type { CalendarDay } from "./formatDate";
import { editionPath } from "./pageIds";

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

/** The site's chrome as every English page has it. */
export interface SiteChrome<Ui, Category extends { id: string }> {
  tagline: string;
  categories: readonly Category[];
  ui: Ui;
  buildDay: CalendarDay;
}

/**
 * The chrome of a page: the site's, or on an edition's page the edition's copy, section names and
 * day, and its front page as home.
 */
export function chromeOf<
  Ui,
  Category extends { id: string; title: string; description: string; navLabel: string },
>(
  site: SiteChrome<Ui, Category>,
  edition: EditionChrome<Ui> | undefined,
): SiteChrome<Ui, Category> & { homePath: string } {
  if (!edition) return { ...site, homePath: "/" };
  return {
    tagline: edition.tagline,
    ui: edition.ui,
    buildDay: edition.buildDay,
    categories: namedInEdition(site.categories, edition.sections),
    homePath: editionPath(edition.id),
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

/**
 * The links to the site's other languages from a page of `current` (an edition's code, or none
 * on the site's own pages): each leads to the same page in that language where there is one,
 * else to that language's front page. Only the front pages are in every language yet, so every
 * link is to a front page.
 */
export function languageLinks(
  current: string | undefined,
  site: { language: string; languageName: string },
  editions: readonly { id: string; name: string; path: string }[],
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
  return all
    .filter((language) => language.code !== current)
    .map(({ lang, name, path }) => ({ lang, name, path }));
}

/** The front page in every language the site has: `/`, then each edition's. */
export const frontPageAlternates = (
  site: { language: string },
  editions: readonly { id: string; path: string }[],
) => [
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
