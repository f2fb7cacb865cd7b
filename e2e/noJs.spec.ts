import { test, expect } from "./support/fixtures";
import home from "../content/home.json";
import ui from "../content/ui.json";
import { FAQ_CONTENT as faqContent } from "./support/content";
import {
  allowMissingPage,
  CATEGORIES,
  SHOWN_STORIES,
  expectLandedOn,
  sectionNav,
} from "./support/site";

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  test("the home page shows every section with its first stories", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("The Detroit Herald");
    await expect(page.getByRole("region", { name: "Breaking" })).toContainText("QLine");
    for (const category of CATEGORIES) {
      const section = page.getByRole("region", { name: category.title, exact: true });
      await expect(section.getByRole("article")).toHaveCount(SHOWN_STORIES);
    }
    await expect(page.getByRole("region", { name: "Reach Our Teams" })).toBeVisible();
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

    await sectionNav(page).getByRole("link", { name: "Lifestyle" }).click();
    await expect(page).toHaveURL("/#lifestyle");
    await expectLandedOn(page, "lifestyle");
  });

  test("a section link on another page reaches the section through its short address", async ({
    page,
  }) => {
    await page.goto("/faq/");
    const sports = sectionNav(page).getByRole("link", { name: "Sports" });
    await expect(sports).toHaveAttribute("href", "/sports/");
    await sports.click();
    await expect(page).toHaveURL("/#sports");
    await expectLandedOn(page, "sports");
  });

  test("every FAQ answer can be read", async ({ page }) => {
    await page.goto("/faq/");
    for (const category of faqContent.categories) {
      for (const { answer } of category.questions) {
        await expect(page.getByText(answer, { exact: true })).toBeVisible();
      }
    }
  });

  test("privacy, terms and partners show their content", async ({ page }) => {
    await page.goto("/privacy/");
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    await expect(page.getByText("Last updated November 1, 2026")).toBeVisible();
    await page.goto("/terms/");
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await page.goto("/partners/");
    await expect(page.getByRole("heading", { name: "Our Partners", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /^View Full Document/ })).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Join Our Network" })).toContainText("3,000");
  });

  test("an unknown address shows the 404 page with its links", async ({ page, consoleLog }) => {
    allowMissingPage(consoleLog, "/no-such-page/");
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "Browse the latest news" }).click();
    await expect(page).toHaveURL("/#news");
  });

  test("ad slots keep their labelled, reserved space", async ({ page, narrow }) => {
    await page.goto("/privacy/");
    const slots = page.getByRole("figure", { name: "Advertisement" });
    await expect(slots).toHaveCount(narrow ? 2 : 4);
    for (const slot of await slots.all()) {
      expect((await slot.boundingBox())!.height).toBeGreaterThanOrEqual(narrow ? 200 : 250);
    }
  });
});
