import { sectionArchivePath, storyPath } from "./pageIds";

/**
 * An edition's front page: its top story, its cards and its weather box. Apart from src/model/editions.ts,
 * which every page's chrome loads: only this page's script carries these.
 */

/** A translation as its edition's front page lists it. */
export interface TranslatedCard {
  slug: string;
  section: string;
  headline: string;
  summary: string;
  path: string;
  publishedAt: string;
  translationOf?: string | null;
  /** Its authors' names, joined in its language by the build. */
  authorNames: string;
  imageUrl?: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
  imageSrcSet?: string | null;
  imageSources?: readonly { type: string; srcSet: string }[] | null;
}

/**
 * An edition's front-page cards: each section's translations first, newest first, then its
 * English stories that are not translated yet, so a section is never empty and no story is there
 * twice. `english` are the site's cards, in their order.
 */
export function editionCards<Card extends { category: string; path?: string | null }>(
  english: readonly Card[],
  translations: readonly TranslatedCard[],
) {
  const originals = new Set(
    translations.flatMap((story) =>
      story.translationOf ? [storyPath(story.section, story.translationOf)] : [],
    ),
  );
  const translated = translations.map((story) => ({
    articleId: `${story.section}-${story.slug}`,
    category: story.section,
    title: story.headline,
    summary: story.summary,
    author: story.authorNames,
    ageMinutes: 0,
    imageUrl: story.imageUrl ?? null,
    imageWidth: story.imageWidth,
    imageHeight: story.imageHeight,
    imageSrcSet: story.imageSrcSet,
    imageSources: story.imageSources,
    path: story.path,
    publishedAt: story.publishedAt,
    translated: true,
  }));
  return [...translated, ...english.filter((card) => !originals.has(card.path ?? ""))];
}

/** The weather box's copy in an edition's language (content/editions/*.json, `weather`). */
export interface EditionWeatherCopy {
  heading: string;
  location: string;
  condition: string;
  labels: { high: string; low: string; humidity: string; wind: string };
  units: { temperature: string; humidity: string; wind: string };
  note: string;
  forecastLinkLabel: string;
  asOf: string;
  source: string;
}

/**
 * The front page's weather box in an edition: the site's figures and Weather Service settings
 * (content/home.json), in the edition's words.
 */
export function editionWeather<
  Weather extends { live: { forecastLinkLabel: string; asOf: string; source: string } },
>(site: Weather, copy: EditionWeatherCopy): Weather {
  const { forecastLinkLabel, asOf, source, ...box } = copy;
  return { ...site, ...box, live: { ...site.live, forecastLinkLabel, asOf, source } };
}

/**
 * Where an edition's front page sends a reader for more of a section: the edition's own list
 * of it where it has translated stories there (`listed`), else the site's list, in English,
 * said so (`archiveLanguage`).
 */
export function editionArchiveLinks<Category extends { id: string; archivePath?: string | null }>(
  categories: readonly Category[],
  edition: string,
  listed: readonly string[],
  siteLanguage: string,
): (Category & { archiveLanguage?: string })[] {
  return categories.map((category) =>
    listed.includes(category.id)
      ? { ...category, archivePath: sectionArchivePath(category.id, edition) }
      : category.archivePath
        ? { ...category, archiveLanguage: siteLanguage }
        : category,
  );
}

/**
 * An edition's top story: the translation of the front page's (content/home.json `hero`), else
 * the edition's newest translation (`translations` come newest first); none while nothing is
 * translated. Its link, named by its section, leads to that section further down the page.
 */
export function editionHero<Story extends { section: string; translationOf?: string | null }>(
  translations: readonly Story[],
  frontPage: { storySlug?: string | null; sectionId: string },
  kicker: string,
  sections: readonly { id: string; title: string }[],
) {
  const story =
    translations.find(
      (each) => each.translationOf === frontPage.storySlug && each.section === frontPage.sectionId,
    ) ?? translations[0];
  if (!story) return undefined;
  // An edition names every section (its content file's rule): a story's is always there.
  const section = sections.find((each) => each.id === story.section);
  if (!section) throw new Error(`The edition does not name the section "${story.section}"`);
  return { kicker, story, sectionId: story.section, linkLabel: section.title };
}
