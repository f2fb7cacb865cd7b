import type { Content, ContentOf, headlinesSpec, sampleStory, ValueOf } from "./contentSpec";
import { storyId } from "./pageIds";
import { fillTemplate } from "./templates";

/** A generated sample story, as stored in GraphQL and shipped to the browser. */
export type Article = ValueOf<typeof sampleStory>;

export type HeadlineSettings = ContentOf<typeof headlinesSpec>;

export type CategoryRef = Pick<Content["categories.json"]["categories"][number], "id" | "title">;

export const PUBLISHED_WINDOW_MINUTES = 7 * 24 * 60;

/** FNV-1a: a small, stable hash so the same id always gets the same "random" age. */
function hashToUnitInterval(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/**
 * Each story gets its own slice of the 7-day window, newest first, and a stable position inside
 * that slice: ages look random but are the same on every build, so server and browser agree.
 */
export function ageInMinutes(articleId: string, position: number, count: number): number {
  const slice = PUBLISHED_WINDOW_MINUTES / count;
  return Math.floor((position - 1 + hashToUnitInterval(articleId)) * slice);
}

/** Generates the sample stories of every category (spec sections 3 and 9). */
export function buildArticles(
  categories: readonly CategoryRef[],
  settings: HeadlineSettings,
): Article[] {
  const { articlesPerCategory: count, authors } = settings;
  let authorIndex = 0;
  return categories.flatMap((category) => {
    const headlines =
      settings.headlines.find((list) => list.category === category.id)?.headlines ?? [];
    return Array.from({ length: count }, (_, index): Article => {
      const position = index + 1;
      const articleId = storyId(category.id, position);
      const author = authors[authorIndex % authors.length] ?? "";
      authorIndex += 1;
      return {
        articleId,
        category: category.id,
        position,
        title:
          headlines[index] ??
          fillTemplate(settings.genericTitleTemplate, { category: category.title, n: position }),
        summary: fillTemplate(settings.summaryTemplate, { category: category.title }),
        author,
        ageMinutes: ageInMinutes(articleId, position, count),
        imageUrl:
          position <= settings.imagesPerCategory
            ? fillTemplate(settings.imageUrlTemplate, { id: articleId })
            : null,
      };
    });
  });
}

/** The publication moment of a story, given the moment the page is read. */
export function publishedAt(readTime: number, ageMinutes: number): Date {
  return new Date(readTime - ageMinutes * 60_000);
}
