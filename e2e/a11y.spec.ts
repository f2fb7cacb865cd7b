import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import {
  allowMissingPage,
  allowMotion,
  CATEGORIES,
  CONTENT_PATH,
  CORRECTED_STORY,
  createEveryFrame,
  EXPANDABLE_SECTION,
  holdAnimations,
  lazyFrameTitles,
  openPage,
  seeAllName,
  sectionNav,
  STORY_PAGES,
} from "./support/site";
import { OTHER_POLICY_PAGES, POLICY_PATHS } from "./support/content";
import { searchPath, sectionArchivePath } from "../src/model/pageIds";

/**
 * Opens a page with every lazy frame made (they appear only as the reader nears them), so axe
 * scans the frames and their titles too.
 */
async function openWithFrames(page: Page, path: string) {
  await openPage(page, path);
  await createEveryFrame(page, path);
}

test.describe("accessibility (axe-core)", () => {
  // A scan of the home page, with every lazy frame made first, is the slowest step of the suite.
  test.describe.configure({ timeout: 90_000 });

  // The content path scans the front page and the story pages (with the stories it changed).
  const scanned = CONTENT_PATH
    ? ["/", ...STORY_PAGES]
    : ["/", "/faq/", "/partners/", ...POLICY_PATHS, "/no-such-page/", ...STORY_PAGES];
  for (const path of scanned) {
    test(
      `${path} has no violations`,
      {
        tag: OTHER_POLICY_PAGES.has(path) ? "@any-width" : [],
      },
      async ({ page, consoleLog }) => {
        allowMissingPage(consoleLog, "/no-such-page/");
        // As most readers see it: with the ticker moving and its pause button shown, held still
        // for the scan.
        await allowMotion(page);
        await openWithFrames(page, path);
        await holdAnimations(page);
        const results = await expectNoViolations(page);
        // Every frame was there to be scanned, with its title.
        const frameTitles = results.passes.find((rule) => rule.id === "frame-title");
        expect(frameTitles?.nodes.length ?? 0, "frames checked for a title").toBe(
          lazyFrameTitles(path).length,
        );
      },
    );
  }

  // What only code can change (the dialog, the menu, See All): the full path checks it; the
  // content path checks the pages a change touched, and leaves out the tag (tools/content-path.ts).
  test.describe("with the front page's controls in use", { tag: "@code-only" }, () => {
    test("the home page has no violations with the donation dialog open", async ({ page }) => {
      await openWithFrames(page, "/");
      await page.getByRole("button", { name: /^Support/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page);
    });

    // A wide screen shows the sections as a bar, always open: the scan of "/" covers it.
    test(
      "the home page has no violations with the section menu open",
      {
        tag: "@narrow-only",
      },
      async ({ page }) => {
        await openWithFrames(page, "/");
        await sectionNav(page).getByRole("button", { name: "Sections" }).click();
        await expect(
          sectionNav(page).getByRole("link", { name: CATEGORIES.at(-1)!.navLabel, exact: true }),
        ).toBeVisible();
        await expectNoViolations(page);
      },
    );

    test("the home page has no violations with a section expanded", async ({ page }) => {
      await openWithFrames(page, "/");
      await page.getByRole("button", { name: seeAllName(EXPANDABLE_SECTION) }).click();
      await expect(page.getByRole("button", { name: "Show Less" })).toBeVisible();
      await expectNoViolations(page);
    });
  });

  test("the FAQ has no violations with an answer open in every category", async ({ page }) => {
    await openWithFrames(page, "/faq/");
    for (const region of await page.getByRole("main").getByRole("region").all()) {
      const question = region.getByRole("button").first();
      if (await question.count()) await question.click();
    }
    await expect(page.getByRole("button", { expanded: true })).not.toHaveCount(0);
    await expectNoViolations(page);
  });
});

// Each test sets the screen to 320 px itself: the desktop project runs it, the narrow one leaves
// out the tag (playwright.config.ts).
test.describe("reflow (WCAG 1.4.10)", { tag: "@sets-own-width" }, () => {
  // The content path checks the front page and the stories a change wrote; the full path every
  // kind of page.
  const pages = CONTENT_PATH
    ? ["/", ...STORY_PAGES]
    : [
        "/",
        "/faq/",
        "/partners/",
        ...POLICY_PATHS,
        searchPath(),
        sectionArchivePath(CORRECTED_STORY.section),
        "/no-such-page/",
        ...STORY_PAGES,
      ];
  for (const path of pages) {
    test(`${path} reads at 320 px wide without scrolling sideways`, async ({
      page,
      consoleLog,
    }) => {
      allowMissingPage(consoleLog, "/no-such-page/");
      await page.setViewportSize({ width: 320, height: 640 });
      await openPage(page, path);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, "pixels the page is wider than the screen").toBe(0);
    });
  }
});
