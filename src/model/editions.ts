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
