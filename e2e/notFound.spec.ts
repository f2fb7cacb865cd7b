import { test, expect } from "./support/fixtures";
import { allowMissingPage, CATEGORIES, expectLandedOn, openPage, SITE_NAME } from "./support/site";

const MISSING = "/no-such-story/";

test.describe("404 page", () => {
  test("an unknown address answers 404 with the 'Oops! Page not found' page", async ({
    page,
    consoleLog,
  }) => {
    allowMissingPage(consoleLog, MISSING);
    const response = await openPage(page, MISSING);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(MISSING);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(
      page.getByText(
        "The page you're looking for doesn't seem to exist. It might have been moved, deleted, or never existed in the first place.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Browse the latest news" })).toHaveAttribute(
      "href",
      "/news/",
    );

    await expect(page).toHaveTitle(`Page Not Found | ${SITE_NAME}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /could not be found/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect
      .poll(() => consoleLog.entries)
      .toContainEqual({ type: "warning", text: `404: no page at ${MISSING}` });
  });

  test("Return to Home goes to the front page", async ({ page, consoleLog }) => {
    allowMissingPage(consoleLog, MISSING);
    await openPage(page, MISSING);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(
      page.getByRole("region", { name: CATEGORIES[0]!.title, exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(SITE_NAME);
  });

  test("the news link lands on the news sections of the front page", async ({
    page,
    consoleLog,
  }) => {
    allowMissingPage(consoleLog, MISSING);
    await openPage(page, MISSING);
    await page.getByRole("link", { name: "Browse the latest news" }).click();
    await expect(page).toHaveURL("/");
    await expectLandedOn(page, "news");
  });
});

test.describe("the static server", () => {
  test("answers a malformed address with the 404 page and keeps serving", async ({ request }) => {
    const malformed = await request.get("/%E0%A4%A/");
    expect(malformed.status()).toBe(404);
    expect(await malformed.text()).toContain("Oops! Page not found");
    expect((await request.get("/")).status()).toBe(200);
  });
});
