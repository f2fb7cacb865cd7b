import { test, expect } from "./support/fixtures";
import {
  FAQ_CONTENT as faqContent,
  HOME as home,
  PARTNERS,
  POLICY_PAGES,
  SITE,
  UI as ui,
} from "./support/content";
import {
  allowMissingPage,
  CATEGORIES,
  containing,
  expandedStoryCount,
  SHOWN_STORIES,
  expectLandedOn,
  sectionNav,
} from "./support/site";

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  test("the home page shows every section with its first stories", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(SITE.name);
    await expect(page.getByRole("region", { name: home.ticker.label })).toContainText(
      home.ticker.items[0]!,
    );
    for (const category of CATEGORIES) {
      const section = page.getByRole("region", { name: category.title, exact: true });
      await expect(section.getByRole("article")).toHaveCount(
        Math.min(SHOWN_STORIES, expandedStoryCount(category.id)),
      );
    }
    await expect(page.getByRole("region", { name: home.contactsHeading })).toBeVisible();
  });

  test("the embeds are there: the video's player in place of its play button, and every frame's fallback", async ({
    page,
  }) => {
    await page.goto("/");
    const video = page.getByRole("region", { name: home.video.heading });
    // The button could not load the player without scripts: the player takes its place.
    await expect(video.getByRole("button")).toHaveCount(0);
    const player = video.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute("title", home.video.title);
    await expect(player).toHaveAttribute("src", home.video.embedUrl);
    await expect(video.getByRole("link", { name: new RegExp(home.video.title) })).toHaveAttribute(
      "href",
      home.video.watchUrl,
    );
    const embeds = [
      {
        region: home.imageFeed.heading,
        title: home.imageFeed.title,
        fallback: ui.embedUnavailable,
      },
      {
        region: home.newsroom.heading,
        title: home.newsroom.formTitle,
        fallback: home.newsroom.fallbackText,
      },
    ];
    for (const { region, title, fallback } of embeds) {
      const section = page.getByRole("region", { name: region });
      await expect(section.locator(`iframe[title="${title}"]`)).toBeVisible();
      await expect(section.getByText(fallback)).toBeVisible();
    }
  });

  test("the section bar is a list of links that jump to the sections", async ({ page }) => {
    await page.goto("/");
    await expect(sectionNav(page).getByRole("button", { name: "Sections" })).toBeHidden();
    const links = sectionNav(page).getByRole("link");
    await expect(links).toHaveCount(CATEGORIES.length);
    for (const link of await links.all()) await expect(link).toBeVisible();

    const { id, navLabel } = CATEGORIES.at(-3)!;
    await sectionNav(page).getByRole("link", { name: navLabel, exact: true }).click();
    await expect(page).toHaveURL(`/#${id}`);
    await expectLandedOn(page, id);
  });

  test(
    "a section link on another page reaches the section through its short address",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/faq/");
      const { id, navLabel } = CATEGORIES.at(-7)!;
      const link = sectionNav(page).getByRole("link", { name: navLabel, exact: true });
      await expect(link).toHaveAttribute("href", `/${id}/`);
      await link.click();
      await expect(page).toHaveURL(`/#${id}`);
      await expectLandedOn(page, id);
    },
  );

  test("every FAQ answer can be read", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/faq/");
    for (const category of faqContent.categories) {
      for (const { answer } of category.questions) {
        await expect(page.getByText(answer, { exact: true })).toBeVisible();
      }
    }
  });

  test(
    "the policy pages and partners show their content",
    { tag: "@any-width" },
    async ({ page }) => {
      for (const policy of POLICY_PAGES) {
        await page.goto(`/${policy.id}/`);
        await expect(page.getByRole("heading", { name: policy.title, level: 1 })).toBeVisible();
        // In the page's own content: the header shows today's date, which can be the same day.
        await expect(
          page.getByRole("main").locator(`time[datetime="${policy.lastUpdated}"]`),
        ).toBeVisible();
      }
      await page.goto("/partners/");
      await expect(page.getByRole("heading", { name: PARTNERS.title, level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: containing(PARTNERS.viewLabel) })).toHaveCount(
        PARTNERS.documents.length,
      );
      await expect(page.getByRole("region", { name: PARTNERS.network.heading })).toContainText(
        PARTNERS.network.publicationCount.toLocaleString(SITE.language),
      );
    },
  );

  test(
    "an unknown address shows the 404 page with its links",
    { tag: "@any-width" },
    async ({ page, consoleLog }) => {
      allowMissingPage(consoleLog, "/no-such-page/");
      const response = await page.goto("/no-such-page/");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
      await page.getByRole("link", { name: "Browse the latest news" }).click();
      await expect(page).toHaveURL("/#news");
    },
  );

  test("ad slots keep their labelled, reserved space", async ({ page, narrow }) => {
    await page.goto("/privacy/");
    const slots = page.getByRole("figure", { name: "Advertisement" });
    await expect(slots).toHaveCount(narrow ? 2 : 4);
    for (const slot of await slots.all()) {
      expect((await slot.boundingBox())!.height).toBeGreaterThanOrEqual(narrow ? 200 : 250);
    }
  });
});
