import type { Article } from "./buildArticles";

/** What a section block needs of a story. */
export type StoryItem = Pick<
  Article,
  "articleId" | "title" | "summary" | "author" | "ageMinutes" | "imageUrl" | "path" | "publishedAt"
> & {
  /** A written story's picture: its size, and a local one's variants for the card. */
  imageWidth?: number | null;
  imageHeight?: number | null;
  imageSrcSet?: string | null;
  imageSources?: readonly { type: string; srcSet: string }[] | null;
  /** A translation, on its edition's front page: in the page's language, so not marked English. */
  translated?: boolean;
};

/** Groups stories by category id, keeping their order. */
export function groupByCategory<T extends { category: string }>(
  stories: readonly T[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const story of stories) {
    const group = groups.get(story.category) ?? [];
    group.push(story);
    groups.set(story.category, group);
  }
  return groups;
}

/** Each section with its stories, in the sections' order: what a front page shows. */
export function withStories<C extends { id: string }, T extends { category: string }>(
  categories: readonly C[],
  stories: readonly T[],
): (C & { stories: T[] })[] {
  const byCategory = groupByCategory(stories);
  return categories.map((category) => ({
    ...category,
    stories: byCategory.get(category.id) ?? [],
  }));
}
