import { EDITIONS, STORIES, TRANSLATIONS } from "./content";

/** An edition of the tests' content, by its code. */
export const edition = (id: string) => {
  const found = EDITIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`the tests' content has no edition "${id}"`);
  return found;
};

/** Each section's names in an edition, by the section's id. */
export const sectionNames = (id: string) =>
  new Map(edition(id).sections.map((named) => [named.category, named]));

export type Story = (typeof STORIES)[number];

/** The published translations into an edition, at least one, or the test's content is wrong. */
export const translationsInto = (id: string) => {
  const translations = TRANSLATIONS.filter((story) => story.language === id);
  if (translations.length === 0)
    throw new Error(`the tests' content translates nothing into ${id}`);
  return translations;
};

export const translationPath = (story: Story) =>
  `/${story.language}/${story.section}/${story.slug}/`;

/** A translation's original, in English. */
export const originalOf = (translation: Story) => {
  const found = STORIES.find((story) => story.slug === translation.translationOf);
  if (!found) throw new Error(`no original for ${translation.slug}`);
  return found;
};
