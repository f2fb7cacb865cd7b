import { isPublishedAt } from "./schedule";

/**
 * The desk's index of stories (`/admin/stories.json`): every published story's file, headline,
 * date and address, newest first, written by each build. The editor lists and searches "All
 * stories" from it (src/cms/deskIndex.ts) instead of reading every story's file, which on GitHub
 * costs two requests a story. Scheduled stories stay out: the file is public, like the site.
 */
export const DESK_INDEX_FILE = "admin/stories.json";

export interface DeskIndexStory {
  /** Its file under `content/`: `stories/2025/10/riverwalk-lighting-plan.json`. */
  file: string;
  headline: string;
  publishedAt: string;
  /** Its page's address on the site: `/local-news/riverwalk-lighting-plan/`. */
  address: string;
}

/** The published stories among `stories` at `now`, newest first (then by file, for a stable order). */
export function buildDeskIndex(stories: readonly DeskIndexStory[], now: number): DeskIndexStory[] {
  return stories
    .filter((story) => isPublishedAt(story, now))
    .map(({ file, headline, publishedAt, address }) => ({ file, headline, publishedAt, address }))
    .sort(
      (a, b) =>
        Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.file.localeCompare(b.file),
    );
}

/**
 * The story an address leads to: a whole URL as a reader's browser shows it, or its path, with or
 * without the last slash, a query or a fragment.
 */
export function storyAtAddress(
  stories: readonly DeskIndexStory[],
  address: string,
): DeskIndexStory | undefined {
  let wanted: string;
  try {
    wanted = decodeURI(new URL(address.trim(), "https://desk.invalid/").pathname);
  } catch {
    return undefined;
  }
  wanted = wanted.replace(/\/?$/, "/");
  return stories.find((story) => story.address === wanted);
}

/**
 * The stories whose headline or slug holds every word of `words`, in any order and any case:
 * what a search of the desk's two or three words of a headline finds.
 */
export function storiesWithWords(
  stories: readonly DeskIndexStory[],
  words: string,
): DeskIndexStory[] {
  const wanted = words.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return stories.filter((story) => {
    const text = `${story.headline} ${story.file}`.toLocaleLowerCase();
    return wanted.every((word) => text.includes(word));
  });
}
