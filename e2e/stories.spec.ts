import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { AUTHORS, POLICY_PAGES, SITE, STORIES, UI } from "./support/content";
import { lastUpdateAt, updatesOutAt } from "../src/model/liveCoverage";
import { allCorrections, newestFirst } from "../src/model/newsStories";
import { NEWS_SITEMAP_MAX, NEWS_WINDOW_MS } from "../src/model/siteFiles";
import { DEFAULT_SHARE_IMAGE } from "../src/model/buildMetadata";
import { openPage, SITE_NAME } from "./support/site";
import { siteUrl } from "../src/node/siteUrl";

/** The story corrected last: first on /corrections/, however many were corrected before it. */
const CORRECTED_LAST = allCorrections(STORIES)[0];
const CORRECTED = STORIES.find((story) => story.slug === CORRECTED_LAST?.slug)!;
const CORRECTED_PATH = `/${CORRECTED.section}/${CORRECTED.slug}/`;
/** The newest story: on the front page, its author's first page and the feed at any archive size. */
const NEWEST = newestFirst(STORIES)[0]!;
const NEWEST_PATH = `/${NEWEST.section}/${NEWEST.slug}/`;
const authorOf = (id: string) => AUTHORS.find((author) => author.id === id)!;
/**
 * The picture a story's structured data names: its own from the web as written, its own file as
 * the site serves it, or the site's default share picture when it has none.
 */
const sharedImage = (story: (typeof STORIES)[number]) => {
  if (!story.image) return `${siteUrl}${DEFAULT_SHARE_IMAGE}`;
  return story.image.src.startsWith("https://")
    ? story.image.src
    : expect.stringMatching(new RegExp(`^${siteUrl.replace(/[.]/g, "\\.")}/`));
};

/** The JSON-LD graph of the page as served. */
async function jsonLdGraph(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(text ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"];
}

test.describe("stories the newsroom wrote", () => {
  test("a story's card on the front page leads to its page, its byline to the author", async ({
    page,
  }) => {
    await openPage(page, "/");
    const section = page.locator(`#${NEWEST.section}`);
    await section.getByRole("link", { name: NEWEST.headline }).click();
    await expect(page).toHaveURL(NEWEST_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWEST.headline);
    const author = authorOf(NEWEST.authors[0]!);
    await page.getByRole("link", { name: author.name, exact: true }).first().click();
    await expect(page).toHaveURL(`/authors/${author.id}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
    await expect(page.getByRole("link", { name: NEWEST.headline })).toHaveAttribute(
      "href",
      NEWEST_PATH,
    );
  });

  test(
    "a corrected story shows its correction and links to /corrections/, which links back",
    { tag: "@any-width" },
    async ({ page }) => {
      await openPage(page, CORRECTED_PATH);
      const box = page.getByRole("complementary", { name: UI.story.correctionsHeading });
      await expect(box).toContainText(CORRECTED.corrections[0]!.text);
      await box.getByRole("link").click();
      await expect(page).toHaveURL("/corrections/");
      await page.getByRole("link", { name: CORRECTED.headline }).click();
      await expect(page).toHaveURL(CORRECTED_PATH);
    },
  );

  test("the footer links to the corrections page", { tag: "@any-width" }, async ({ page }) => {
    await openPage(page, "/");
    await expect(
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: UI.corrections.linkLabel, exact: true }),
    ).toHaveAttribute("href", "/corrections/");
  });

  test(
    "a story's head says it is a NewsArticle, with breadcrumbs and its correction",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto(CORRECTED_PATH);
      const url = `${siteUrl}${CORRECTED_PATH}`;
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        "content",
        CORRECTED.publishedAt,
      );
      await expect(page.locator('meta[property="article:section"]')).toHaveAttribute(
        "content",
        /.+/,
      );
      await expect(page.locator('meta[property="article:tag"]')).toHaveCount(CORRECTED.tags.length);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      const modified = await page
        .locator('meta[property="article:modified_time"]')
        .getAttribute("content");
      // A correction changes the story's modified date.
      expect(Date.parse(modified ?? "")).toBe(Date.parse(CORRECTED.corrections.at(-1)!.date));

      const graph = await jsonLdGraph(page);
      const article = graph.find((node) => node["@type"] === "NewsArticle");
      const author = authorOf(CORRECTED.authors[0]!);
      expect(article).toMatchObject({
        headline: CORRECTED.headline,
        description: CORRECTED.summary,
        image: [sharedImage(CORRECTED)],
        datePublished: CORRECTED.publishedAt,
        dateModified: modified,
        author: [{ "@type": "Person", name: author.name, url: `${siteUrl}/authors/${author.id}/` }],
        publisher: { "@id": `${siteUrl}/#organization` },
        mainEntityOfPage: { "@id": `${url}#webpage` },
        articleSection: expect.any(String),
        inLanguage: "en-US",
        isAccessibleForFree: true,
        correction: [{ "@type": "CorrectionComment", text: CORRECTED.corrections[0]!.text }],
      });
      expect(graph.find((node) => node["@type"] === "NewsMediaOrganization")).toMatchObject({
        name: SITE_NAME,
        logo: { url: `${siteUrl}/icon-512.png` },
        publishingPrinciples: `${siteUrl}/${SITE.publishingPrinciplesPageId}/`,
        ethicsPolicy: `${siteUrl}/${SITE.publishingPrinciplesPageId}/`,
        correctionsPolicy: `${siteUrl}/corrections/`,
      });
      // Both lead somewhere: the policy page site.json names and the corrections page.
      const principles = POLICY_PAGES.find(
        (policy) => policy.id === SITE.publishingPrinciplesPageId,
      )!;
      await page.goto(`/${principles.id}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(principles.title);
      await page.goto("/corrections/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement as {
        name: string;
      }[];
      expect(crumbs.map((crumb) => crumb.name)).toEqual([
        SITE_NAME,
        expect.any(String),
        CORRECTED.headline,
      ]);
    },
  );

  test("the story's lead picture is fetched first; a local one comes in sizes and formats", async ({
    page,
  }) => {
    const local = STORIES.find((story) => story.image && !story.image.src.startsWith("https://"))!;
    await openPage(page, `/${local.section}/${local.slug}/`);
    const image = page.getByRole("img", { name: local.image!.alt });
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    expect(
      await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test("a local picture on a front-page card comes resized for the card, loaded lazily", async ({
    page,
  }) => {
    // The newest story of a section is its lead, the card with a picture.
    const newestFirst = [...STORIES].sort(
      (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
    );
    const local = newestFirst.find(
      (story) =>
        story.image &&
        !story.image.src.startsWith("https://") &&
        newestFirst.find((other) => other.section === story.section) === story,
    );
    await openPage(page, "/");
    if (!local) {
      // No section of the content leads with a picture of its own: no card shows one.
      await expect(page.locator('main section article img[src^="/images/"]')).toHaveCount(0);
      return;
    }
    const card = page.locator(`#${local.section}-${local.slug}`);
    await expect(card.getByRole("link", { name: local.headline })).toBeVisible();
    const picture = card.locator("img");
    await expect(picture).toHaveAttribute("loading", "lazy");
    await expect(picture).toHaveAttribute("width", /^\d+$/);
    await expect(picture).toHaveAttribute("height", /^\d+$/);
    await expect(picture).toHaveAttribute("sizes", /100vw/);
    const srcset = (await picture.getAttribute("srcset")) ?? "";
    expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["480w", "800w"]);
    // The resized file, never the original in content/.
    expect(await picture.getAttribute("src")).toMatch(/^\/images\/.+-800\.jpg$/);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /-(480|800)\.(avif|webp|jpg)$/,
    );
  });

  test("the feeds and robots.txt list the stories", { tag: "@any-width" }, async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/news-sitemap.xml`);
    const rss = await (await request.get("/rss.xml")).text();
    expect(rss).toContain(`<link>${siteUrl}${NEWEST_PATH}</link>`);
    // sitemap.xml is an index of child sitemaps: the stories by month, the other pages.
    const index = await (await request.get("/sitemap.xml")).text();
    const children = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    const month = CORRECTED.publishedAt.slice(0, 7);
    expect(children).toEqual(
      expect.arrayContaining(["/sitemap-pages.xml", `/sitemap-stories-${month}.xml`]),
    );
    const stories = await (await request.get(`/sitemap-stories-${month}.xml`)).text();
    expect(stories).toContain(`<loc>${siteUrl}${CORRECTED_PATH}</loc>`);
    const pages = await (await request.get("/sitemap-pages.xml")).text();
    expect(pages).toContain(`<loc>${siteUrl}/authors/${CORRECTED.authors[0]}/</loc>`);
    expect(pages).toContain(`<loc>${siteUrl}/sections/${CORRECTED.section}/</loc>`);
    // The news sitemap lists the stories published or updated in the 48 hours before the build
    // (the feed's date), counting the updates out by then.
    const builtAt = Date.parse(/<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(rss)?.[1] ?? "");
    const recent = STORIES.filter((story) => {
      const updated = lastUpdateAt(updatesOutAt(story.updates ?? [], builtAt));
      const age = builtAt - Date.parse(updated ?? story.publishedAt);
      return age >= 0 && age <= NEWS_WINDOW_MS;
    });
    const news = await request.get("/news-sitemap.xml");
    expect(news.ok()).toBe(true);
    const newsText = await news.text();
    expect(newsText).toContain("<urlset");
    expect(newsText.match(/<news:publication>/g)?.length ?? 0).toBe(
      Math.min(recent.length, NEWS_SITEMAP_MAX),
    );
    for (const story of recent.length <= NEWS_SITEMAP_MAX ? recent : []) {
      expect(newsText).toContain(`<loc>${siteUrl}/${story.section}/${story.slug}/</loc>`);
    }
  });
});

test.describe("stories without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "a story reads completely: headline, byline, times, body, corrections",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto(CORRECTED_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CORRECTED.headline);
      await expect(page.locator("article time").first()).toHaveAttribute("datetime", /Z$/);
      const firstParagraph = CORRECTED.body.split("\n\n")[0]!;
      await expect(page.getByText(firstParagraph)).toBeVisible();
      await expect(
        page.getByRole("complementary", { name: UI.story.correctionsHeading }),
      ).toBeVisible();
    },
  );
});
