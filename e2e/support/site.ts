import { expect, type Locator, type Page } from "@playwright/test";
import { buildAliasRoutes } from "../../src/model/aliasRoutes";
import { fullestStory, newestFirst } from "../../src/model/newsStories";
import { storyPath } from "../../src/model/pageIds";
import { SECTION_LAYOUT } from "../../src/model/sectionLayout";
import {
  CATEGORIES as categories,
  CONTENT,
  HOME,
  PARTNERS as partnersContent,
  SITE,
  STORIES,
  TRANSLATIONS,
  UI,
} from "./content";
import { expandedCount } from "../../tools/support/publishedSite";
import { changedFilesNamed, changedStorySlugs } from "../../tools/changePath";
import type { ConsoleLog } from "./fixtures";

/** The sixteen home sections, in the order of the page and of the header. */
export const CATEGORIES = categories;

/** Stories a section shows before it is expanded, and all of them. */
export const SHOWN_STORIES = SECTION_LAYOUT.initialCount;

/** The stories a section shows once expanded, in the content under test (./publishedSite.ts). */
export const expandedStoryCount = (categoryId: string): number =>
  expandedCount(CONTENT, categoryId);

export const SITE_NAME = SITE.name;

/** A pattern that matches `text` literally, wherever it stands (content may hold `.`, `?`…). */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** A section well down the front page, for tests that jump or scroll to one. */
export const DISTANT_SECTION = CATEGORIES[Math.min(9, CATEGORIES.length - 1)]!;

/** The first section with a See All button (more stories than it shows at first). */
export const EXPANDABLE_SECTION = (() => {
  const found = CATEGORIES.find((category) => expandedStoryCount(category.id) > SHOWN_STORIES);
  if (!found) throw new Error("The content under test has no section with a See All button");
  return found;
})();

/** The name of a section's See All button, as ui.json writes it. */
export const seeAllName = (category: { id: string; title: string }) =>
  UI.seeAll
    .replace("{title}", category.title)
    .replace("{count}", String(expandedStoryCount(category.id)));

/** The address of a story the newsroom wrote, or of a translation (under its edition). */
export const storyAddress = (story: { section: string; slug: string; language?: string | null }) =>
  storyPath(story.section, story.slug, story.language ?? undefined);

const required = <T>(found: T | undefined, what: string): T => {
  if (found === undefined) throw new Error(`The content under test has no ${what}`);
  return found;
};

/** The newest written story with a correction, which its page and /corrections/ show. */
export const CORRECTED_STORY = required(
  newestFirst(STORIES).find((story) => story.corrections.length > 0),
  "corrected story",
);

/**
 * The workflow's content path (`npm run test:content`): the checks that a content change can
 * fail, on the pages it can change, so the path's time does not grow with the archive.
 */
export const CONTENT_PATH = process.env.CONTENT_CHECKS === "changed";

/** The content files a change wrote, as the workflow names them (tools/changePath.ts). */
export const CHANGED_CONTENT_FILES = changedFilesNamed(process.env.CHANGED_CONTENT_FILES);

/** The published stories a content change wrote or edited: each is opened and scanned too. */
const CHANGED_STORIES = changedStorySlugs(CHANGED_CONTENT_FILES).flatMap((slug) =>
  [...STORIES, ...TRANSLATIONS].filter((story) => story.slug === slug),
);

/**
 * A story page (corrected), the fullest story page (its own picture), an author page, the
 * corrections page, and every story a content change wrote or edited.
 */
export const STORY_PAGES = [
  ...new Set([
    ...CHANGED_STORIES.map(storyAddress),
    storyAddress(CORRECTED_STORY),
    storyAddress(required(fullestStory(STORIES), "written story")),
    `/authors/${required(CORRECTED_STORY.authors[0], "author of a story")}/`,
    "/corrections/",
  ]),
];

/** The fixtures count React's commits; the first one ends hydration. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as { __e2eCommits?: number }).__e2eCommits! > 0);
}

/** The short addresses of the front page's anchors and sections, as the build makes them. */
export const ALIAS_ROUTES = buildAliasRoutes(CATEGORIES.map((category) => category.id));

/** Opens a page of the site and waits until React has hydrated it, so its controls respond. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The default for most readers, which the config turns off: the ticker moves, scrolling glides. */
export const allowMotion = (page: Page) => page.emulateMedia({ reducedMotion: "no-preference" });

/**
 * Holds every running animation still where it is, the page otherwise as it was (the ticker's
 * Pause button still shown): a scan of a page whose ticker moves recomputes styles on every
 * frame, which a scan held still does not.
 */
export const holdAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.pause();
  });

/**
 * An unknown address answers 404, and Gatsby's runtime asks the server about it once more
 * (its page data and a HEAD request): Chromium logs each 404, which is the expected outcome here.
 */
export function allowMissingPage(consoleLog: ConsoleLog, path: string) {
  const escaped = path.replace(/\/$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  consoleLog.allow(
    new RegExp(
      `status of 404 .*\\(http://localhost:\\d+(/page-data)?${escaped}(/|/page-data\\.json)?\\)$`,
    ),
  );
}

/** The sticky section bar under the masthead. */
export const sectionNav = (page: Page) =>
  page.getByRole("navigation", { name: "Sections", exact: true });

/** A section link in the header; under 768 px the menu is opened first. */
export async function sectionLink(page: Page, narrow: boolean, label: string): Promise<Locator> {
  const nav = sectionNav(page);
  if (narrow) await nav.getByRole("button", { name: "Sections" }).click();
  return nav.getByRole("link", { name: label, exact: true });
}

/**
 * The reader has landed on the element: it is in view, not under the sticky section bar, and
 * right below it unless the page cannot scroll that far (the end of the page). Where the bar
 * does not follow the reader (narrow screens without scripts), the top of the window counts.
 */
export async function expectLandedOn(page: Page, id: string, barLabel = "Sections") {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([targetId, label]) => {
            const target = document.getElementById(targetId!);
            const bar = [...document.querySelectorAll("nav")].find(
              (nav) => nav.getAttribute("aria-label") === label,
            );
            if (!target || !bar) return "missing";
            const top = target.getBoundingClientRect().top;
            const gap = top - Math.max(0, bar.getBoundingClientRect().bottom);
            const atEnd =
              Math.ceil(window.scrollY + window.innerHeight) >=
              document.documentElement.scrollHeight;
            if (gap < 0) return `under the section bar by ${Math.round(-gap)} px`;
            if (top >= window.innerHeight) return "below the view";
            return gap <= 24 || atEnd ? "landed" : `${Math.round(gap)} px below the section bar`;
          },
          [id, barLabel],
        ),
      { message: `landed on #${id}` },
    )
    .toBe("landed");
}

/** Ad slots a reader sees, each captioned "Advertisement" (a slot left out at this width is hidden). */
export const visibleAdSlots = (page: Page) =>
  page.getByRole("figure", { name: "Advertisement" }).filter({ visible: true });

/**
 * Waits until the frame's page has failed to load (every third party is down in these tests).
 * The frame is brought into view first, as a reader looking at it would: a lazy frame that was
 * scrolled far away before the browser started it stays unloaded until it comes near again.
 */
export async function expectFrameFailed(frame: Locator) {
  await frame.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await (await frame.elementHandle())?.contentFrame())?.url() ?? "", {
      message: "the frame shows the browser's error page",
    })
    .toMatch(/^chrome-error:/);
}

/**
 * The element is shown and nothing lies over it: the topmost element at its centre, once it is
 * in the middle of the view, is the element itself or inside it (not, say, a frame's error page).
 */
export async function expectUncovered(target: Locator) {
  await expect(target).toBeVisible();
  const topmost = await target.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (hit && (hit === element || element.contains(hit))) return "the element itself";
    return hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : "nothing";
  });
  expect(topmost, `what lies over the centre of ${target}`).toBe("the element itself");
}

/** The frames each page makes once the reader nears them, by title (from content). */
export function lazyFrameTitles(path: string): string[] {
  if (path === "/") return [HOME.imageFeed.title, HOME.newsroom.formTitle];
  if (path === "/partners/") return partnersContent.documents.map((document) => document.title);
  return [];
}

/**
 * Scrolls down the whole page a screen at a time, as a reader would, so every frame made near the
 * view (within 400 px) exists; checks they are the page's frames, waits until each has loaded
 * (here: failed, every third party is down), and scrolls back to the top. The path names the
 * page's frames; by default, the page the browser is on now (an alias page has moved to `/`).
 */
export async function createEveryFrame(page: Page, path = new URL(page.url()).pathname) {
  // From the top: a page opened on a section (an alias) starts below the frames above it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  for (let step = 0; step < 200; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight, behavior: "instant" });
      return (
        Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
      );
    });
    // As a reader who stops to read: the code the page fetches as they come near a part
    // (webpack's chunk scripts, removed once loaded) has arrived and React has hydrated with
    // it; then two frames, for the observers to see the new position and React to draw frames.
    await page.evaluate(
      () =>
        new Promise((done) => {
          const settle = () => {
            if (document.querySelector("script[data-webpack]")) window.setTimeout(settle, 20);
            else
              requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(done)));
          };
          settle();
        }),
    );
    if (atEnd) break;
  }
  const frames = page.locator("iframe");
  await expect
    .poll(
      () =>
        frames.evaluateAll((elements) =>
          elements.map((frame) => frame.getAttribute("title")).sort(),
        ),
      {
        message: `the frames of ${path}`,
      },
    )
    .toEqual([...lazyFrameTitles(path)].sort());
  for (const frame of await frames.all()) await expectFrameFailed(frame);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}
