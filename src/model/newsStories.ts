import type { authorsSpec } from "../content/specs/authors";
import type { ContentOf } from "../content/types";
import type { storySpec } from "../content/specs/stories";
import { storyPath } from "./pageIds";

/** A story the newsroom wrote, as its file in content/stories/ holds it. */
export type NewsStory = ContentOf<typeof storySpec>;

/** An author, as content/authors.json holds it. */
export type Author = ContentOf<typeof authorsSpec>["authors"][number];

const time = (iso: string) => Date.parse(iso);

/**
 * Whether a story is in English, the site's own language: only those are on the site's own lists
 * (front page, archives, feeds, search); a translation is on its edition's.
 */
export const isInEnglish = (story: { language?: string | null }) =>
  story.language === undefined || story.language === null;

/** Stories, newest publication first; equal moments by slug, so the order never wavers. */
export function newestFirst<T extends Pick<NewsStory, "publishedAt" | "slug">>(
  stories: readonly T[],
): T[] {
  return [...stories].sort(
    (a, b) => time(b.publishedAt) - time(a.publishedAt) || a.slug.localeCompare(b.slug),
  );
}

/**
 * The story whose page the budgets and the bench measure: the newest with a picture of the
 * site's own (the fullest page: a lead picture in sizes and formats), else the newest.
 */
export function fullestStory<T extends Pick<NewsStory, "publishedAt" | "slug" | "image">>(
  stories: readonly T[],
): T | undefined {
  const newest = newestFirst(stories);
  return newest.find((story) => story.image && !/^https:\/\//.test(story.image.src)) ?? newest[0];
}

/**
 * When a story last changed for readers: its publication, its update, its newest live update or
 * its latest correction, whichever is last (a correction is never silent), as an ISO moment in UTC.
 */
export function modifiedAt(
  story: Pick<NewsStory, "publishedAt" | "updatedAt"> & {
    corrections: readonly { date: string }[];
    updates?: readonly { time: string }[];
  },
): string {
  const moments = [
    story.publishedAt,
    story.updatedAt ?? story.publishedAt,
    ...story.corrections.map((correction) => correction.date),
    ...(story.updates ?? []).map((update) => update.time),
  ].map(time);
  return new Date(Math.max(...moments)).toISOString();
}

/** A list of names as its parts: each name (`element`) and the words between (`literal`). */
export type NameListPart = { type: "element" | "literal"; value: string };

/**
 * Names as a byline reads them, in the page's language (Intl.ListFormat: "A, B e Isabel",
 * "A وB"); in English, AP style, as American newsrooms write it: "A, B and C", without the
 * serial comma Intl's en-US puts before "and".
 */
export const nameList = (names: readonly string[], language = "en-US"): NameListPart[] =>
  new Intl.ListFormat(language, { type: "conjunction" })
    .formatToParts(names)
    .map((part) => (part.value === ", and " ? { ...part, value: " and " } : part));

/** Names joined as a byline reads them: "A", "A and B", "A, B and C"; "A y B" in Spanish. */
export const joinNames = (names: readonly string[], language?: string): string =>
  nameList(names, language)
    .map((part) => part.value)
    .join("");

/**
 * "More in {section}" for every story at once, by slug: the `count` stories published just
 * before it in its section, newest first; a story with fewer older ones is completed with the
 * ones just after it. A new story is then in no older story's list (a section of `count` stories
 * or fewer aside), so publishing it leaves every other story page as it was. One sort of the
 * archive, not one per story: each page is given just its few.
 */
export function moreInSection<T extends Pick<NewsStory, "publishedAt" | "slug" | "section">>(
  stories: readonly T[],
  count = 3,
): Map<string, T[]> {
  const bySection = new Map<string, T[]>();
  for (const story of newestFirst(stories)) {
    const list = bySection.get(story.section);
    if (list) list.push(story);
    else bySection.set(story.section, [story]);
  }
  const more = new Map<string, T[]>();
  for (const list of bySection.values()) {
    list.forEach((story, index) => {
      const older = list.slice(index + 1, index + 1 + count);
      const newer = list.slice(Math.max(0, index - (count - older.length)), index);
      more.set(story.slug, [...newer, ...older]);
    });
  }
  return more;
}

/** Every correction with its story, newest first, for the corrections page (or an edition's). */
export function allCorrections(
  stories: readonly (Pick<NewsStory, "slug" | "section" | "headline"> & {
    language?: string | null;
    corrections: readonly { date: string; text: string }[];
  })[],
) {
  return stories
    .flatMap((story) =>
      story.corrections.map((correction) => ({
        ...correction,
        slug: story.slug,
        headline: story.headline,
        path: storyPath(story.section, story.slug, story.language ?? undefined),
      })),
    )
    .sort((a, b) => time(b.date) - time(a.date) || a.slug.localeCompare(b.slug));
}
