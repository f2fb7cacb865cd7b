import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import {
  CATEGORIES,
  FAQ_CONTENT as faqContent,
  PARTNERS,
  POLICY_PAGES,
  SITE,
  UI,
} from "./support/content";
import { allowMissingPage, openPage, SITE_NAME } from "./support/site";
import { siteUrl } from "../src/node/siteUrl";

// The build's public address, as gatsby-config.ts reads it.

interface JsonLdNode {
  "@type": string | string[];
  [field: string]: unknown;
}

/** The head of the page as served: title, named and Open Graph meta tags, canonical, JSON-LD. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const tag of document.head.querySelectorAll("meta[name], meta[property]")) {
      meta[tag.getAttribute("name") ?? tag.getAttribute("property") ?? ""] =
        tag.getAttribute("content") ?? "";
    }
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    const shared = document.head.querySelectorAll(
      'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"], meta[name="theme-color"]',
    );
    return {
      shared: [...shared]
        .map((tag) => tag.getAttribute("href") ?? tag.getAttribute("content"))
        .sort(),
      title: document.title,
      lang: document.documentElement.lang,
      meta,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      jsonLd: scripts.map((script) => JSON.parse(script.textContent ?? "null")),
    };
  });
}

const graphNode = (graph: JsonLdNode[], type: string) =>
  graph.find((node) => [node["@type"]].flat().includes(type));

/** What every page's head holds alike, once each (sorted). */
const SHARED_HEAD = ["#111111", "/favicon.svg", "/icon-512.png", "/manifest.webmanifest"];

const titled = (title: string) => `${title} | ${SITE_NAME}`;

/** Each page with its title and description as the content gives them (facts filled in). */
const PAGES = [
  { path: "/", title: SITE_NAME, description: SITE.description },
  { path: "/faq/", title: titled(faqContent.title), description: faqContent.description },
  { path: "/partners/", title: titled(PARTNERS.title), description: PARTNERS.description },
  ...POLICY_PAGES.map((policy) => ({
    path: `/${policy.id}/`,
    title: titled(policy.title),
    description: policy.description,
  })),
];

test.describe("metadata in the served HTML", () => {
  // Scripts off: what a crawler or a link preview reads is the HTML as the server sends it.
  test.use({ javaScriptEnabled: false });

  for (const { path, title, description } of PAGES) {
    test(`${path} has its title, description, canonical address, social cards and JSON-LD`, async ({
      page,
    }) => {
      await page.goto(path);
      const head = await readHead(page);
      const url = `${siteUrl}${path}`;
      expect(head.title).toBe(title);
      expect(head.lang).toBe("en-US");
      expect(head.meta.description).toBe(description);
      expect(head.meta.keywords).toMatch(/\w+, \w+/);
      expect(head.meta.robots).toBe("index, follow");
      expect(head.canonical).toBe(url);
      expect(head.shared).toEqual(SHARED_HEAD);
      expect(head.meta).toMatchObject({
        "og:url": url,
        "og:title": title,
        "og:type": "website",
        "og:site_name": SITE_NAME,
        "og:image": `${siteUrl}/og-image.png`,
        "twitter:card": "summary_large_image",
        "twitter:title": title,
      });

      expect(head.jsonLd).toHaveLength(1);
      const graph = head.jsonLd[0]["@graph"] as JsonLdNode[];
      expect(head.jsonLd[0]["@context"]).toBe("https://schema.org");
      // One founding year for the footer and the structured data (product decisions).
      expect(graphNode(graph, "NewsMediaOrganization")).toMatchObject({
        name: SITE_NAME,
        url: `${siteUrl}/`,
        foundingDate: String(SITE.foundingYear),
        address: { addressCountry: "US" },
      });
      expect(graphNode(graph, "WebSite")).toMatchObject({ url: `${siteUrl}/`, name: SITE_NAME });
      expect(graphNode(graph, "WebPage")).toMatchObject({ url, name: title });
    });
  }

  test("the FAQ is described as an FAQ page with every question and a breadcrumb", async ({
    page,
  }) => {
    await page.goto("/faq/");
    const graph = (await readHead(page)).jsonLd[0]["@graph"] as JsonLdNode[];
    const questions = faqContent.categories.flatMap((category) => category.questions);
    const mainEntity = graphNode(graph, "FAQPage")?.mainEntity as { name: string }[];
    expect(mainEntity.map((entry) => entry.name)).toEqual(questions.map((entry) => entry.question));
    expect(graphNode(graph, "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { position: 1, name: SITE_NAME, item: `${siteUrl}/` },
        { position: 2, name: faqContent.title, item: `${siteUrl}/faq/` },
      ],
    });
  });

  test("policy pages carry their last update for social cards", async ({ page }) => {
    const policy = POLICY_PAGES[0]!;
    await page.goto(`/${policy.id}/`);
    expect((await readHead(page)).meta["article:modified_time"]).toBe(policy.lastUpdated);
  });

  test("the 404 page is not indexed and says the page was not found", async ({
    page,
    consoleLog,
  }) => {
    allowMissingPage(consoleLog, "/no-such-page/");
    await page.goto("/no-such-page/");
    const head = await readHead(page);
    expect(head.title).toBe(titled(UI.notFound.title));
    expect(head.meta.robots).toBe("noindex, nofollow");
    expect(head.meta.description).toBe(UI.notFound.description);
  });

  test("alias pages are not indexed, point to the home page, and redirect without scripts", async ({
    request,
  }) => {
    const { id } = CATEGORIES[0]!;
    const html = await (await request.get(`/${id}/`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/"`);
    expect(html).toContain(
      `<noscript><meta http-equiv="refresh" content="0; url=/#${id}"></noscript>`,
    );
  });
});

test.describe("metadata after navigating in the page", () => {
  test("the title and description follow the reader from page to page", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("link", { name: UI.faqLink, exact: true }).click();
    await expect(page).toHaveTitle(titled(faqContent.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      faqContent.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/faq/`);
    const policy = POLICY_PAGES[0]!;
    await page.getByRole("contentinfo").getByRole("link", { name: policy.linkLabel }).click();
    await expect(page).toHaveTitle(titled(policy.title));
    // The icons and the manifest stay, once each.
    expect((await readHead(page)).shared).toEqual(SHARED_HEAD);
  });
});
