import type { Content } from "../content/contentFiles";
import { isoCalendarDate } from "./formatDate";
import { updatesOutAt } from "./liveCoverage";
import type { NewsStory } from "./newsStories";
import type { ContentProblem } from "../content/problems";

/**
 * Scheduled stories: a story whose `publishedAt` is later than the build's moment is published
 * nowhere yet; the first build after that moment publishes it (the workflow builds every 15
 * minutes). The moment is the build's, passed in, so the rule is the same in every test.
 */

/** Whether a story is out at `now`: from its `publishedAt` on, to the millisecond. */
export const isPublishedAt = (story: Pick<NewsStory, "publishedAt">, now: number): boolean =>
  Date.parse(story.publishedAt) <= now;

/** Splits items (a story, or a story with its file) into those out at `now` and those to come. */
export function splitScheduled<T>(
  items: readonly T[],
  storyOf: (item: T) => Pick<NewsStory, "publishedAt">,
  now: number,
): { published: T[]; scheduled: T[] } {
  const published: T[] = [];
  const scheduled: T[] = [];
  for (const item of items) (isPublishedAt(storyOf(item), now) ? published : scheduled).push(item);
  return { published, scheduled };
}

/**
 * The front page cannot lead with a story that is not out yet: a problem that stops the build
 * (the live site keeps its last good build) and says what to do.
 */
export function scheduledHeroProblem(
  heroSlug: string | null | undefined,
  scheduled: readonly Pick<NewsStory, "slug" | "publishedAt">[],
): ContentProblem | undefined {
  const story = scheduled.find((candidate) => candidate.slug === heroSlug);
  if (!story) return undefined;
  return {
    file: "content/home.json",
    field: "hero.storySlug",
    message: `"${story.slug}" is scheduled for ${story.publishedAt}; point the hero at it once it is published, or at a published story now`,
  };
}

/** What a build at one moment publishes, and what it holds back. */
export interface PublishedContent<C extends Pick<Content, "stories/*.json">> {
  /** The content as its pages show it: only the stories out at that moment. */
  content: C;
  /** The stories written but not out yet, which the build publishes nowhere. */
  scheduled: C["stories/*.json"];
  /** Why the build refuses the content at that moment (the hero leads with a scheduled story). */
  problem?: ContentProblem;
}

/** A story with only the live updates out at `now`: an update timed later waits like a story. */
function withUpdatesOutAt<S extends { updates?: readonly { time: string }[] }>(
  story: S,
  now: number,
): S {
  if (!story.updates) return story;
  const updates = updatesOutAt(story.updates, now);
  return updates.length === story.updates.length ? story : { ...story, updates };
}

/**
 * What a build at `now` publishes, by the site's own rules: the build's sourcing uses it, and so
 * does every check of a built site, which reads what it expects from it and never from the files
 * alone (a story an editor has scheduled is expected nowhere until it is due).
 */
export function publishedContent<C extends Pick<Content, "stories/*.json" | "home.json"> = Content>(
  content: C,
  now: number,
): PublishedContent<C> {
  const { published, scheduled } = splitScheduled(content["stories/*.json"], (story) => story, now);
  return {
    content: {
      ...content,
      "stories/*.json": published.map((story) => withUpdatesOutAt(story, now)),
    },
    scheduled,
    problem: scheduledHeroProblem(content["home.json"].hero.storySlug, scheduled),
  };
}

/** The moment a build publishes for: BUILD_TIME (an ISO moment) when set, else now. */
export function buildMoment(buildTime: string | undefined, now: number): number {
  if (buildTime === undefined || buildTime === "") return now;
  const moment = Date.parse(buildTime);
  if (Number.isNaN(moment)) {
    throw new Error(`BUILD_TIME is "${buildTime}", not a moment such as 2026-12-01T09:00:00-05:00`);
  }
  return moment;
}

/**
 * The build's day, as every page's chrome shows it (the header's date, the footer's year): the
 * newsroom's calendar date of the moment, at noon UTC (the same date in Detroit). A page that
 * reads only the day is the same from one build to the next within a day, so a warm build
 * renders again only the pages whose own data changed, not all 30,000.
 */
export const buildDay = (moment: number): number =>
  Date.parse(`${isoCalendarDate(new Date(moment))}T12:00:00Z`);
