import type { NewsStory } from "./newsStories";

/**
 * Live coverage: a story with `liveUntil` carries timestamped updates. Coverage is open until
 * that moment; while it is, readers' pages check for new updates (src/components/LiveCoverage).
 */

/** An update as its file holds it; the page's and the node's have the same time. */
export type StoryUpdate = NonNullable<NewsStory["updates"]>[number];

/**
 * An update's address on the page, `#update-20261120-143000`: its moment in UTC, so it stays the
 * same however the editor wrote the offset, and the validator keeps every moment of a story apart.
 */
export function updateAnchor(time: string): string {
  const iso = new Date(time).toISOString();
  return `update-${iso.slice(0, 10).replace(/-/g, "")}-${iso.slice(11, 19).replace(/:/g, "")}`;
}

/** Updates newest first, whatever order the file has them in. */
export function newestUpdatesFirst<T extends { time: string }>(updates: readonly T[]): T[] {
  return [...updates].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

/** Whether a story's live coverage is open at `now`: it has `liveUntil`, and that is later. */
export const isCoverageOpen = (
  story: { liveUntil?: string | null | undefined },
  now: number,
): boolean => typeof story.liveUntil === "string" && Date.parse(story.liveUntil) > now;

/** The moment of a story's newest update, or nothing without updates. */
export function lastUpdateAt(updates: readonly { time: string }[]): string | undefined {
  return newestUpdatesFirst(updates)[0]?.time;
}

/**
 * The updates out at `now`: like a story, an update timed later waits for the first build after
 * its moment.
 */
export const updatesOutAt = <T extends { time: string }>(updates: readonly T[], now: number): T[] =>
  updates.filter((update) => Date.parse(update.time) <= now);

/** The updates of `fetched` that the page does not show yet, newest first. */
export function arrivedUpdates<T extends { time: string }>(
  shown: readonly { time: string }[],
  fetched: readonly T[],
): T[] {
  const known = new Set(shown.map((update) => updateAnchor(update.time)));
  return newestUpdatesFirst(fetched.filter((update) => !known.has(updateAnchor(update.time))));
}

/** What a live page reads of its own page data, fetched again: the story's updates and end. */
export interface LiveState<U> {
  liveUntil: string | null;
  updates: U[];
}

/**
 * The live story in a page's `page-data.json` (Gatsby's `result.data.story`), or nothing when the
 * file holds something else (a host's error page, a page changed in shape by a new release).
 */
export function liveStateOf<U extends { time: string }>(
  pageData: unknown,
): LiveState<U> | undefined {
  // Fetched JSON, read field by field: each cast reads as unknown what is checked next.
  const story = (pageData as { result?: { data?: { story?: unknown } } } | null)?.result?.data
    ?.story as { liveUntil?: unknown; updates?: unknown } | null | undefined;
  if (!story || !Array.isArray(story.updates)) return undefined;
  const updates = story.updates as unknown[];
  const valid = updates.every(
    (update) =>
      typeof update === "object" &&
      update !== null &&
      typeof (update as { time?: unknown }).time === "string" &&
      !Number.isNaN(Date.parse((update as { time: string }).time)),
  );
  if (!valid) return undefined;
  return {
    liveUntil: typeof story.liveUntil === "string" ? story.liveUntil : null,
    // Each update was checked above to have a valid time; the rest is the build's own data.
    updates: updates as U[],
  };
}

/** Where Gatsby keeps a page's data: `/page-data/local-news/slug/page-data.json`. */
export const pageDataPath = (pagePath: string): string =>
  `/page-data/${pagePath.replace(/^\/|\/$/g, "") || "index"}/page-data.json`;
