import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { HOME } from "./support/content";
import {
  CATEGORIES,
  EXPANDABLE_SECTION,
  SHOWN_STORIES,
  SITE_NAME,
  expandedStoryCount,
  openPage,
  seeAllName,
} from "./support/site";

// The code of the front page's parts below its first screen is a chunk of its own, fetched when
// a reader starts using the page (src/components/HomePage/HomePage.tsx, HydrateWhenSeen).

const BELOW_THE_FOLD = /\/front-page-below-[^/]*\.js$/;

/** The requests for the chunk; each answer held back `delayMs`, as on a slow phone network. */
async function watchBelowTheFold(page: Page, delayMs = 0) {
  const requested: string[] = [];
  await page.route(
    (url) => BELOW_THE_FOLD.test(url.pathname),
    async (route) => {
      requested.push(route.request().url());
      await new Promise((done) => setTimeout(done, delayMs));
      await route.continue();
    },
  );
  return requested;
}

const expandableSection = (page: Page) =>
  page.getByRole("region", { name: EXPANDABLE_SECTION.title, exact: true });

test.describe("the front page's code below its first screen", () => {
  test("is fetched once the reader scrolls, and runs the sections", async ({ page }) => {
    const requested = await watchBelowTheFold(page);
    await openPage(page, "/");
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    await page.mouse.wheel(0, 200);
    await expect.poll(() => requested.length).toBe(1);
    const section = expandableSection(page);
    await section.getByRole("button", { name: seeAllName(EXPANDABLE_SECTION) }).click();
    await expect(section.getByRole("article")).toHaveCount(
      expandedStoryCount(EXPANDABLE_SECTION.id),
    );
  });

  test("a See All pressed while the code is on its way is done once it arrives", async ({
    page,
  }) => {
    const requested = await watchBelowTheFold(page, 1500);
    await openPage(page, "/");
    const section = expandableSection(page);
    await section.getByRole("button", { name: seeAllName(EXPANDABLE_SECTION) }).press("Enter");
    expect(requested).toHaveLength(1);
    await expect(section.getByRole("article")).toHaveCount(SHOWN_STORIES);
    await expect(section.getByRole("article")).toHaveCount(
      expandedStoryCount(EXPANDABLE_SECTION.id),
      { timeout: 15_000 },
    );
  });

  test("a visit from another page shows the front page once it has arrived, whole", async ({
    page,
  }) => {
    const requested = await watchBelowTheFold(page, 1500);
    await openPage(page, "/faq/");
    await page.getByRole("banner").getByRole("link", { name: SITE_NAME, exact: true }).click();
    // What the reader first sees of the front page: never its top without the parts below.
    const firstShown = await page.waitForFunction(
      () =>
        document.getElementById("about") && {
          sections: document.querySelectorAll("#news h2").length,
          contacts: document.getElementById("contacts") !== null,
        },
    );
    expect(await firstShown.jsonValue()).toEqual({
      sections: CATEGORIES.length,
      contacts: true,
    });
    expect(requested).toHaveLength(1);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("region", { name: HOME.video.heading })).toBeVisible();
  });
});
