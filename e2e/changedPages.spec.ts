import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import { watchPolicy } from "./support/policy";
import { STORIES, TRANSLATIONS } from "./support/content";
import { CHANGED_CONTENT_FILES, containing, openPage, storyAddress } from "./support/site";
import { newestFirst } from "../src/model/newsStories";
import { feedPath } from "../src/model/pageIds";
import { FEED_SIZE, NEWS_SITEMAP, NEWS_WINDOW_MS } from "../src/model/siteFiles";
import { lastUpdateAt, updatesOutAt } from "../src/model/liveCoverage";
import { changedStorySlugs, touchedPages } from "../tools/changePath";

// The content path's checks when a change is of stories alone (tools/content-path.ts): the pages
// the change wrote, as a reader opens them. With the link check of what the build wrote and, when
// a story is scheduled, the check that it is published nowhere, they are what content can break;
// what only code can break (dialogs, menus, every page's headers) is the full path's.
const slugs = changedStorySlugs(CHANGED_CONTENT_FILES);
if (slugs.length === 0) {
  throw new Error("CHANGED_CONTENT_FILES names no story: there is no change to check");
}
const PUBLISHED = [...STORIES, ...TRANSLATIONS];
const CHANGED = PUBLISHED.filter((story) => slugs.includes(story.slug));
const CHANGED_BY_SLUG = new Map(CHANGED.map((story) => [story.slug, story]));

test.describe("the pages a change of stories wrote", () => {
  for (const [path, shown] of touchedPages(PUBLISHED, slugs)) {
    test(`${path} shows the change, under the policy, with no accessibility violation`, async ({
      page,
    }) => {
      const violations = await watchPolicy(page);
      const response = await openPage(page, path);
      expect(response?.status(), `${path} answers`).toBe(200);
      for (const slug of shown) {
        const story = CHANGED_BY_SLUG.get(slug)!;
        const address = storyAddress(story);
        if (address === path) {
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.headline);
        } else if (
          story.translationOf &&
          path === storyAddress({ ...story, language: null, slug: story.translationOf })
        ) {
          // A translation's original links to it by its language.
          await expect(
            page.getByRole("main").locator(`a[href="${address}"][hreflang="${story.language}"]`),
            `${path} links to its translation`,
          ).toBeVisible();
        } else {
          await expect(
            page.getByRole("main").getByRole("link", { name: containing(story.headline) }),
            `${path} lists the story`,
          ).toHaveAttribute("href", address);
        }
      }
      // The inline script that marks the page as script-capable ran: its hash is in the policy.
      await expect(page.locator("html")).toHaveClass(/\bjs\b/);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
      // axe scans a changed story's page whole, and on a page that lists changed stories, their
      // cards: the rest of such a page is what an earlier publish checked, or code.
      const addresses = CHANGED.map(storyAddress);
      if (!addresses.includes(path)) {
        const cards = await page.evaluate((hrefs) => {
          const links = [...document.querySelectorAll("main a")].filter((link) =>
            hrefs.includes(link.getAttribute("href") ?? ""),
          );
          for (const link of links) {
            (link.closest("article") ?? link).setAttribute("data-changed-story", "");
          }
          return links.length;
        }, addresses);
        if (cards > 0) await expectNoViolations(page, "[data-changed-story]");
      } else await expectNoViolations(page);
      // WCAG 1.4.10: a long headline or address still fits a 320 px screen.
      await page.setViewportSize({ width: 320, height: 640 });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, "pixels the page is wider than a 320 px screen").toBe(0);
    });
  }

  test("the feed and the sitemaps list the changed stories", async ({ request }) => {
    const text = async (file: string) => {
      const response = await request.get(`/${file}`);
      expect(response.status(), `/${file} answers`).toBe(200);
      return response.text();
    };
    const rss = await text("rss.xml");
    const news = await text(NEWS_SITEMAP);
    const builtAt = Date.parse(/<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(rss)?.[1] ?? "");
    for (const story of CHANGED) {
      const address = `${storyAddress(story)}</`;
      const month = story.publishedAt.slice(0, 7);
      expect(await text(`sitemap-stories-${month}.xml`), `${month}'s sitemap`).toContain(address);
      // The site's feed, or a translation's edition's.
      const language = story.language ?? undefined;
      const inFeed = newestFirst(
        PUBLISHED.filter((each) => (each.language ?? undefined) === language),
      ).slice(0, FEED_SIZE);
      const feed = language === undefined ? rss : await text(feedPath(language).slice(1));
      if (inFeed.includes(story)) expect(feed, "the RSS feed").toContain(address);
      const updated = lastUpdateAt(updatesOutAt(story.updates ?? [], builtAt));
      const changedAt = Date.parse(updated ?? story.publishedAt);
      // The feed's date is to the second: a story at the window's very edge is left alone.
      const age = builtAt - changedAt;
      if (age >= 1000 && age <= NEWS_WINDOW_MS - 1000) {
        expect(news, "the news sitemap").toContain(address);
      }
    }
  });
});
