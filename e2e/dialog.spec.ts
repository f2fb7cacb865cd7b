import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { openPage } from "./support/site";

const DONATION_URL = "https://donate.localnewsnetwork.org/detroit-herald";

/** The dialog belongs to every page; a light one keeps these tests quick. */
async function openDialog(page: Page, path = "/privacy/") {
  await openPage(page, path);
  await page.getByRole("button", { name: /^Support/ }).click();
  const dialog = page.getByRole("dialog", { name: "Support Local Journalism" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("donation dialog", () => {
  test("Support opens it over the page, at most 500 px wide, with its three buttons", async ({
    page,
    narrow,
  }) => {
    const dialog = await openDialog(page, "/");
    await expect(dialog.getByRole("heading", { name: "Support Local Journalism" })).toBeVisible();
    await expect(dialog).toContainText("Your donation pays for reporters");
    await expect(dialog.getByRole("button")).toHaveText(["×", "Donate Now", "Maybe Later"]);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();

    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(narrow ? 375 : 500);
    if (!narrow) expect(box!.width).toBe(500);
    // The page behind is hidden from assistive technology and does not scroll.
    await expect(page.locator("#___gatsby")).toHaveAttribute("aria-hidden", "true");
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  });

  for (const [way, close] of [
    ["Maybe Later", (page: Page) => page.getByRole("button", { name: "Maybe Later" }).click()],
    ["the close icon", (page: Page) => page.getByRole("button", { name: "Close" }).click()],
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["a click outside it", (page: Page) => page.mouse.click(5, 5)],
  ] as const) {
    test(`${way} closes it and gives the page back`, async ({ page }) => {
      const dialog = await openDialog(page);
      await close(page);
      await expect(dialog).toBeHidden();
      await expect(page.locator("#___gatsby")).not.toHaveAttribute("aria-hidden", "true");
      await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    });
  }

  test(
    "Donate Now opens the donation site in a new tab and closes the dialog",
    { tag: "@any-width" },
    async ({ page, context }) => {
      const dialog = await openDialog(page);
      const [donationTab, request] = await Promise.all([
        context.waitForEvent("page"),
        // The donation site is a third party (down in these tests): the tab's request is what counts.
        context.waitForEvent("request", (sent) => sent.isNavigationRequest()),
        dialog.getByRole("button", { name: "Donate Now" }).click(),
      ]);
      expect(request.url()).toBe(DONATION_URL);
      expect(request.frame().page()).toBe(donationTab);
      await expect(dialog).toBeHidden();
      // The new tab gets no handle on this page.
      expect(await donationTab.evaluate(() => window.opener)).toBeNull();
      await expect(page).toHaveURL("/privacy/");
    },
  );
});
