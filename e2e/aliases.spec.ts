import { test, expect } from "./support/fixtures";
import { ALIAS_ROUTES, expectLandedOn } from "./support/site";

/** Short addresses for the home page's anchors and for each section (docs/architecture.md §6). */
const ALIASES = ALIAS_ROUTES.map((route) => route.targetId);
/**
 * Opened in the browser: every anchor that is not a section, and the first and last sections
 * (the top of the page and its end, where landing below the sticky bar is hardest). The other
 * sections' aliases are the same page with another id, each checked in its HTML below.
 */
const OPENED = [...new Set([...ALIASES.slice(0, 5), ALIASES.at(-1)!])];

test.describe("alias routes", () => {
  for (const id of OPENED) {
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

  test("every alias is a page that leads to its anchor, and the front page has each anchor", async ({
    request,
  }) => {
    const home = await (await request.get("/")).text();
    for (const id of ALIASES) {
      const response = await request.get(`/${id}/`);
      expect(response.status(), `/${id}/`).toBe(200);
      const html = await response.text();
      expect(html, `/${id}/ without scripts`).toContain(
        `<noscript><meta http-equiv="refresh" content="0; url=/#${id}"></noscript>`,
      );
      // With scripts, the page replaces itself with the anchor its page data names.
      const data = (await (await request.get(`/page-data/${id}/page-data.json`)).json()) as {
        result: { pageContext: { targetId?: string } };
      };
      expect(data.result.pageContext.targetId, `/${id}/ with scripts`).toBe(id);
      expect(home, `the front page's #${id}`).toContain(`id="${id}"`);
    }
  });
});
