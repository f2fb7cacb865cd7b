import { test, expect } from "./support/fixtures";
import { CATEGORIES, expectLandedOn } from "./support/site";

/** Short addresses for the home page's anchors and for each section (docs/architecture.md §6). */
const ALIASES = ["home", "about", "news", "contact", ...CATEGORIES.map((category) => category.id)];

test.describe("alias routes", () => {
  for (const id of ALIASES) {
    test(`/${id}/ replaces itself with the home page and lands on #${id}`, async ({ page }) => {
      await page.goto("/privacy/");
      await page.goto(`/${id}/`);
      await expect(page).toHaveURL("/");
      await expectLandedOn(page, id);
      // The alias is gone from the history: Back leaves the home page for the page before it.
      await page.goBack();
      await expect(page).toHaveURL("/privacy/");
    });
  }
});
