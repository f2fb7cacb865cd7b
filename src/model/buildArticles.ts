import type { Content } from "../content/contentFiles";
import type { ContentOf, NodeValue } from "../content/types";
import type { headlinesSpec, sampleStory } from "../content/specs/headlines";
import { joinNames, newestFirst, type Author, type NewsStory } from "./newsStories";
import { storyId, storyPath } from "./pageIds";
import { SECTION_LAYOUT } from "./sectionLayout";
import { fillTemplate } from "./templates";

/** A story card of a section (written or sample), as stored in GraphQL and shipped to the browser. */
export type Article = NodeValue<typeof sampleStory>;

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

/** What the cards of the front page need of the stories the newsroom wrote. */
export interface WrittenStories {
  stories: readonly Pick<
    NewsStory,
    "slug" | "section" | "headline" | "summary" | "authors" | "publishedAt" | "image"
  >[];
  authors: readonly Pick<Author, "id" | "name">[];
  /** A story's picture as its card shows it (address, size, resized variants), if it has one. */
  image: (story: Pick<NewsStory, "image">) => CardImage;
  /** Whether the samples fill each section up to the per-category count (home.json). */
  showSamples: boolean;
}

/** What a card knows of its picture; a sample's is only its address (800 by 450). */
export type CardImage = Pick<
  Article,
  "imageUrl" | "imageWidth" | "imageHeight" | "imageSrcSet" | "imageSources"
>;

const NO_STORIES: WrittenStories = {
  // Stryker disable ArrayDeclaration,ArrowFunction,ObjectLiteral: equivalent; with no stories, no
  // author is looked up and no picture asked for
  stories: [],
  authors: [],
  image: () => ({ imageUrl: null }),
  // Stryker restore ArrayDeclaration,ArrowFunction,ObjectLiteral
  showSamples: true,
};

/**
 * The cards of every section: the stories the newsroom wrote, newest first, then the spec's sample
 * stories (sections 3 and 9) up to the per-category count, exactly as the spec has them when a
 * section has no written story; none when the samples are switched off.
 */
export function buildArticles(
  categories: readonly CategoryRef[],
  settings: HeadlineSettings,
  written: WrittenStories = NO_STORIES,
): Article[] {
  const { articlesPerCategory: count, authors } = settings;
  const names = new Map(written.authors.map((author) => [author.id, author.name]));
  let authorIndex = 0;
  return categories.flatMap((category) => {
    const headlines =
      settings.headlines.find((list) => list.category === category.id)?.headlines ?? [];
    const own = newestFirst(written.stories.filter((story) => story.section === category.id)).slice(
      0,
      SECTION_LAYOUT.maxWrittenCount,
    );
    const cards = own.map((story, index): Article => ({
      articleId: `${category.id}-${story.slug}`,
      category: category.id,
      position: index + 1,
      title: story.headline,
      summary: story.summary,
      author: joinNames(story.authors.map((id) => names.get(id) ?? id)),
      ageMinutes: 0,
      ...written.image(story),
      path: storyPath(category.id, story.slug),
      publishedAt: story.publishedAt,
    }));
    const sampleCount = written.showSamples ? Math.max(0, count - own.length) : 0;
    // Every sample is made, so the authors cycle through sections exactly as the spec says.
    const samples = Array.from({ length: count }, (_, index): Article => {
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
    // Samples keep their own ids and ages; only their place in the section moves down.
    return [
      ...cards,
      ...samples
        .slice(0, sampleCount)
        .map((sample, index) => ({ ...sample, position: own.length + index + 1 })),
    ];
  });
}

/** The publication moment of a story, given the moment the page is read. */
export function publishedAt(readTime: number, ageMinutes: number): Date {
  return new Date(readTime - ageMinutes * 60_000);
}
