import { test, expect } from "./support/fixtures";
import { allowMissingPage, openPage, visibleAdSlots } from "./support/site";

test.describe("privacy and terms", { tag: "@any-width" }, () => {
  for (const [path, title] of [
    ["/privacy/", "Privacy Policy"],
    ["/terms/", "Terms of Service"],
  ] as const) {
    test(`${title} shows its text and when it was last updated`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText("Last updated November 1, 2026")).toBeVisible();
      await expect(page.getByRole("main").locator("time")).toHaveAttribute(
        "datetime",
        "2026-11-01",
      );
      expect(
        await page.getByRole("main").getByRole("heading", { level: 2 }).count(),
      ).toBeGreaterThan(2);
      // The copy describes this site: there are no accounts, subscriptions or charging stations.
      await expect(page.getByRole("main")).not.toContainText(/charging station/i);
    });
  }
});

test.describe("banner ads on privacy, terms and 404", () => {
  for (const path of ["/privacy/", "/terms/", "/no-such-page/"]) {
    test(`${path} has a row of ads above and below the content, two wide and one narrow`, async ({
      page,
      narrow,
      consoleLog,
    }) => {
      allowMissingPage(consoleLog, "/no-such-page/");
      await openPage(page, path);
      const perRow = narrow ? 1 : 2;
      const slots = visibleAdSlots(page);
      await expect(slots).toHaveCount(2 * perRow);
      // The slots left out on narrow screens are hidden, not missing.
      await expect(
        page.getByRole("figure", { name: "Advertisement", includeHidden: true }),
      ).toHaveCount(4);

      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      const footer = await page.getByRole("contentinfo").boundingBox();
      const boxes = await Promise.all((await slots.all()).map((slot) => slot.boundingBox()));
      const above = boxes.filter((box) => box!.y + box!.height <= heading!.y);
      const below = boxes.filter((box) => box!.y > heading!.y && box!.y + box!.height <= footer!.y);
      expect(above).toHaveLength(perRow);
      expect(below).toHaveLength(perRow);
      // Side by side in a row on wide screens.
      if (!narrow) expect(above[0]!.y).toBe(above[1]!.y);
    });
  }
});
