import { test, expect } from "./support/fixtures";
import { FAQ_CONTENT as faqContent } from "./support/content";
import { openPage } from "./support/site";

const FAQ_CATEGORIES = faqContent.categories;

test.describe("FAQ page", () => {
  test("lists about 15 categories of questions and how to reach the newsroom", async ({ page }) => {
    await openPage(page, "/faq/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    const categories = page.getByRole("main").getByRole("region");
    const titles = FAQ_CATEGORIES.map((category) => category.title);
    await expect(categories).toHaveText([
      ...titles.map((title) => new RegExp(`^${title}`)),
      /^Still Have Questions/,
    ]);
    expect(titles.length).toBeGreaterThanOrEqual(14);

    for (const category of FAQ_CATEGORIES) {
      const region = page.getByRole("region", { name: category.title, exact: true });
      await expect(region.getByRole("button")).toHaveCount(category.questions.length);
    }
    const still = faqContent.stillHaveQuestions;
    const contact = page.getByRole("region", { name: still.heading });
    await expect(contact.getByRole("link")).toHaveText([
      still.emailLabel.replace("{email}", still.email),
      still.phoneLabel.replace("{phone}", still.phone),
    ]);
    await expect(contact.getByRole("link").first()).toHaveAttribute(
      "href",
      `mailto:${still.email}`,
    );
    await expect(contact.getByRole("link").last()).toHaveAttribute("href", /^tel:\+?\d+$/);
    // Answers quote the founding year and the network's size from content, filled in by the build
    // (the content read here is filled the same way): no placeholder is left.
    await expect(page.getByRole("main")).not.toContainText("{");
  });

  test("opens one question at a time in a category, and an open one closes again", async ({
    page,
  }) => {
    await openPage(page, "/faq/");
    const [category] = FAQ_CATEGORIES;
    const region = page.getByRole("region", { name: category!.title, exact: true });
    const [first, second] = category!.questions;
    const firstButton = region.getByRole("button", { name: first!.question });
    const secondButton = region.getByRole("button", { name: second!.question });
    const firstAnswer = region.getByText(first!.answer);
    const secondAnswer = region.getByText(second!.answer);
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeHidden();

    await firstButton.click();
    await expect(firstButton).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();

    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(secondAnswer).toBeVisible();
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();

    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "false");
    await expect(secondAnswer).toBeHidden();
  });

  test("questions in different categories open independently", async ({ page }) => {
    await openPage(page, "/faq/");
    const [one, two] = FAQ_CATEGORIES;
    const inOne = page
      .getByRole("region", { name: one!.title, exact: true })
      .getByRole("button", { name: one!.questions[0]!.question });
    const inTwo = page
      .getByRole("region", { name: two!.title, exact: true })
      .getByRole("button", { name: two!.questions[0]!.question });
    await inOne.click();
    await inTwo.click();
    await expect(inOne).toHaveAttribute("aria-expanded", "true");
    await expect(inTwo).toHaveAttribute("aria-expanded", "true");
  });

  test("starts at the top when it opens, wherever the reader was", async ({ page }) => {
    await openPage(page, "/partners/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The header link is out of view now; a real click would first scroll up to it.
    await page.getByRole("link", { name: "FAQ", exact: true }).dispatchEvent("click");
    await expect(page).toHaveURL("/faq/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
