import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import { openPage } from "./support/site";
import { ARCHIVE_PAGE_SIZE as PAGE_SIZE } from "../src/model/archive";
import { isInEnglish, newestFirst } from "../src/model/newsStories";
import { newestSearchIndexStories } from "../src/model/search";
import { publishedSite } from "../tools/support/publishedSite";

/**
 * The archive, on a site with a year of stories (tools/build-archive-site.ts): what each page
 * should list is what that site publishes, from the content it was built of, newest first.
 * Pages are numbered from the oldest, PAGE_SIZE stories each; the newest page, at the list's
 * own address, holds the rest (a full page more when they are fewer than PAGE_SIZE).
 */
const ARCHIVE_SITE_DIR = "e2e-archive-site";
const { content } = publishedSite(path.join(ARCHIVE_SITE_DIR, ".content"), ARCHIVE_SITE_DIR);
const ui = content["ui.json"];
// The site's own stories: the editions' translations are on none of its archives.
const STORIES = content["stories/*.json"].filter(isInEnglish);
/** How many numbered pages a list of `total` stories has. */
const numberedPages = (total: number) =>
  Math.max(0, Math.ceil(total / PAGE_SIZE) - (total % PAGE_SIZE === 0 ? 1 : 2));
/** The stories of numbered page `number` of a list, newest first. */
const storiesOfPage = <T>(newestFirst: readonly T[], number: number) =>
  newestFirst.slice(
    newestFirst.length - number * PAGE_SIZE,
    newestFirst.length - (number - 1) * PAGE_SIZE,
  );
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (found, name: string) => String(values[name] ?? found));

/** The section with the most written stories, and its stories newest first. */
const section = (() => {
  const counts = new Map<string, number>();
  for (const story of STORIES) counts.set(story.section, (counts.get(story.section) ?? 0) + 1);
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const category = content["categories.json"].categories.find((entry) => entry.id === id)!;
  const stories = newestFirst(STORIES.filter((story) => story.section === id));
  return { ...category, stories, pages: numberedPages(stories.length) };
})();
const sectionTitle = fill(ui.archive.sectionTitle, { section: section.title });
const newestPage = `/sections/${section.id}/`;
const sectionPage = (number: number) => `/sections/${section.id}/page/${number}/`;
const headingOf = (title: string, number: number) =>
  fill(ui.archive.pageOf, { title, page: number });

const pageList = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: ui.archive.pagesLabel });
const headlinesShown = (page: import("@playwright/test").Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();

test.beforeAll(() => {
  expect(
    section.pages,
    "the archive site has a section of two numbered pages or more",
  ).toBeGreaterThan(1);
});

test.describe("a section's archive", () => {
  test("its first page lists the newest stories and leads to older ones", async ({ page }) => {
    await openPage(page, newestPage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sectionTitle);
    expect(await headlinesShown(page)).toEqual(
      section.stories
        .slice(0, section.stories.length - section.pages * PAGE_SIZE)
        .map((story) => story.headline),
    );
    const pages = pageList(page);
    await expect(pages.getByRole("link", { name: ui.archive.previous })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: ui.archive.newestLink })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pages.getByRole("link", { name: ui.archive.next }).click();
    await expect(page).toHaveURL(sectionPage(section.pages));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      headingOf(sectionTitle, section.pages),
    );
  });

  test("the newest numbered page lists its stories and leads both ways", async ({ page }) => {
    const number = section.pages;
    await openPage(page, sectionPage(number));
    expect(await headlinesShown(page)).toEqual(
      storiesOfPage(section.stories, number).map((story) => story.headline),
    );
    const pages = pageList(page);
    await expect(pages.getByRole("link", { name: ui.archive.previous })).toHaveAttribute(
      "href",
      newestPage,
    );
    await expect(pages.getByRole("link", { name: ui.archive.next })).toHaveAttribute(
      "href",
      sectionPage(number - 1),
    );
    await expect(pages.getByRole("link", { name: ui.archive.newestLink })).toHaveAttribute(
      "href",
      newestPage,
    );
  });

  test("page 1 lists the oldest stories and leads no further", async ({ page }) => {
    await openPage(page, sectionPage(1));
    expect(await headlinesShown(page)).toEqual(
      section.stories.slice(-PAGE_SIZE).map((story) => story.headline),
    );
    await expect(pageList(page).getByRole("link", { name: ui.archive.next })).toHaveCount(0);
  });

  test("the page list works from the keyboard", async ({ page }) => {
    await openPage(page, newestPage);
    const target = pageList(page).getByRole("link", {
      name: fill(ui.archive.pageLink, { page: section.pages - 1 }),
    });
    // Tab until the page link has focus, as a keyboard user would reach it.
    for (let step = 0; step < 200; step += 1) {
      await page.keyboard.press("Tab");
      if (await target.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(target).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(sectionPage(section.pages - 1));
  });

  test("the front page's section leads to its archive", async ({ page }) => {
    await openPage(page, "/");
    // Pressed, not clicked: a click aimed while a section above is laid out (content-visibility)
    // can land beside the link on a busy machine, as on the See All buttons (home.spec.ts).
    await page
      .locator(`#${section.id}`)
      .getByRole("link", { name: fill(ui.archive.moreStories, { section: section.title }) })
      .press("Enter");
    await expect(page).toHaveURL(newestPage);
  });

  test("a story leads to its section's archive and its topics", async ({ page }) => {
    const story = section.stories[PAGE_SIZE]!;
    await openPage(page, `/${story.section}/${story.slug}/`);
    const topic = story.tags[0]!;
    await expect(page.getByRole("navigation", { name: ui.archive.topicsLabel })).toBeVisible();
    await page
      .getByRole("navigation", { name: ui.archive.topicsLabel })
      .getByRole("link", { name: topic, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      fill(ui.archive.topicTitle, { topic }),
    );
    await page.goBack();
    await page
      .getByRole("link", { name: fill(ui.archive.sectionLink, { section: section.title }) })
      .click();
    await expect(page).toHaveURL(newestPage);
  });

  test("has no axe violations", async ({ page }) => {
    // axe walks a whole page of cards: as slow as the a11y spec's scans on a busy machine.
    test.setTimeout(90_000);
    await openPage(page, sectionPage(2));
    await expectNoViolations(page);
  });
});

test.describe("authors and topics", () => {
  test("an author's page 2 holds their stories after the oldest page, newest first", async ({
    page,
  }) => {
    const author = content["authors.json"].authors.find(
      (candidate) =>
        numberedPages(STORIES.filter((story) => story.authors.includes(candidate.id)).length) >= 2,
    )!;
    const own = newestFirst(STORIES.filter((story) => story.authors.includes(author.id)));
    await openPage(page, `/authors/${author.id}/page/2/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(
      headingOf(fill(ui.story.authorStories, { name: author.name }), 2),
    );
    await expect(page.getByRole("main").getByRole("listitem").getByRole("link").first()).toHaveText(
      storiesOfPage(own, 2)[0]!.headline,
    );
  });

  test("a topic of many pages lists the newest page, the pages around this one and page 1", async ({
    page,
  }) => {
    const counts = new Map<string, number>();
    for (const story of STORIES)
      for (const tag of story.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const [tag, total] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const pages = numberedPages(total);
    expect(pages).toBeGreaterThan(8);
    const slug = tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const middle = Math.floor(pages / 2);
    await openPage(page, `/topics/${slug}/page/${middle}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      headingOf(fill(ui.archive.topicTitle, { topic: tag }), middle),
    );
    const numbers = await pageList(page).getByRole("listitem").getByRole("link").allTextContents();
    expect(numbers).toEqual([
      ui.archive.newestLink,
      ...[middle + 2, middle + 1, middle, middle - 1, middle - 2, 1].map(String),
    ]);
  });
});

test.describe("search in a large archive", () => {
  // The site was built with 500 stories an older search index (tools/build-archive-site.ts).
  const newestIndexed = newestSearchIndexStories(STORIES.length, 500);
  // The oldest generated story, searched by the words of its headline no other has, as an
  // exact phrase ("Generated story 1000": a number alone also matches others').
  const oldest = newestFirst(
    STORIES.filter((story) => /^generated-story-\d+$/.test(story.slug)),
  ).at(-1)!;
  const phrase = `"${oldest.headline.split(":")[0]}"`;

  test("starts with the newest stories; the older ones are a click away, kept in the address", async ({
    page,
  }) => {
    const status = page.getByRole("status");
    await openPage(page, `/search/?q=${encodeURIComponent(phrase)}`);
    await expect(status).toContainText(`“${phrase}”`);
    const found = page.getByRole("main").getByRole("link", { name: oldest.headline });
    await expect(found).toHaveCount(0);
    await expect(
      page.getByText(fill(ui.search.recentOnly, { count: newestIndexed.toLocaleString("en-US") })),
    ).toBeVisible();
    await page.getByRole("button", { name: ui.search.searchOlder }).click();
    await expect(found).toHaveAttribute("href", `/${oldest.section}/${oldest.slug}/`);
    await expect(status).toBeFocused();
    await expect(page).toHaveURL(/older=1/);
    await page.reload();
    await expect(found).toBeVisible();
    await expect(page.getByRole("button", { name: ui.search.searchOlder })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an archive page is whole, its page list plain links", async ({ page }) => {
    await page.goto(sectionPage(2));
    expect(await headlinesShown(page)).toHaveLength(PAGE_SIZE);
    await pageList(page).getByRole("link", { name: ui.archive.next }).click();
    await expect(page).toHaveURL(sectionPage(1));
  });
});

/** The internal links of a page's HTML, as addresses. */
async function linksOf(request: APIRequestContext, address: string): Promise<string[]> {
  const html = await (await request.get(address)).text();
  return [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)].map((match) => match[1]!);
}

test("every written story is at most three clicks from the front page", async ({ request }) => {
  test.setTimeout(120_000);
  const depth = new Map<string, number>([["/", 0]]);
  let frontier = ["/"];
  for (let clicks = 1; clicks <= 3; clicks += 1) {
    const next: string[] = [];
    for (const address of frontier) {
      for (const link of await linksOf(request, address)) {
        if (depth.has(link)) continue;
        depth.set(link, clicks);
        // Only archive pages lead on: the walk is the reader's way through the archive.
        if (/^\/(sections|topics|authors|corrections)\//.test(link) || link === "/")
          next.push(link);
      }
    }
    frontier = next;
  }
  const unreached = STORIES.map((story) => `/${story.section}/${story.slug}/`).filter(
    (address) => !depth.has(address),
  );
  expect(unreached.slice(0, 5), `${unreached.length} stories further than three clicks`).toEqual(
    [],
  );
});
