import { isPlainObject } from "./isPlainObject";
import type { StoryItem } from "./stories";

const isOptionalText = (value: unknown) =>
  value === undefined || value === null || typeof value === "string";

function isStoryItem(value: unknown): value is StoryItem {
  if (!isPlainObject(value)) return false;
  const story = value;
  return (
    typeof story.articleId === "string" &&
    typeof story.title === "string" &&
    typeof story.summary === "string" &&
    typeof story.author === "string" &&
    typeof story.ageMinutes === "number" &&
    (story.imageUrl === null || typeof story.imageUrl === "string") &&
    // A story the newsroom wrote has its page and its moment; a sample has neither.
    isOptionalText(story.path) &&
    isOptionalText(story.publishedAt)
  );
}

/** Loads the stories of a section past the first ones shown (a JSON file written at build). */
export async function fetchLaterStories(path: string): Promise<StoryItem[]> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const data: unknown = await response.json();
  if (!Array.isArray(data) || !data.every(isStoryItem)) {
    throw new Error(`Unexpected data in ${path}`);
  }
  return data;
}
