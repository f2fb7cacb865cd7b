import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import {
  AUTHORS,
  CATEGORIES,
  EDITIONS,
  HOME,
  POLICY_PAGES,
  SITE,
  TRANSLATIONS,
  UI,
} from "./support/content";
import {
  edition,
  originalOf,
  sectionNames,
  translationPath,
  translationsInto,
} from "./support/editions";
import { expectLandedOn, openPage } from "./support/site";
import { editionHero } from "../src/model/editionHome";
import { joinNames } from "../src/model/newsStories";
import { fillTemplate } from "../src/model/templates";
import { siteUrl } from "../src/node/siteUrl";

test.describe("editions", () => {
  for (const { id, direction } of EDITIONS) {
    test(`/${id}/ is in its language and direction, chrome and sections alike`, async ({
      page,
      narrow,
    }) => {
      const { ui, tagline, fillNotice } = edition(id);
      await openPage(page, `/${id}/`);
      const html = page.locator("html");
      await expect(html).toHaveAttribute("lang", id);
      await expect(html).toHaveAttribute("dir", direction);
      await expect(page.getByRole("link", { name: ui.skipLink })).toBeAttached();
      await expect(page.getByRole("banner")).toContainText(tagline);
      await expect(page.getByText(fillNotice)).toBeVisible();
      const bar = page.getByRole("navigation", { name: ui.sectionsNavLabel, exact: true });
      if (narrow) await bar.getByRole("button", { name: ui.sectionsNavLabel }).click();
      const names = sectionNames(id);
      for (const category of CATEGORIES) {
        const named = names.get(category.id)!;
        await expect(bar.getByRole("link", { name: named.navLabel, exact: true })).toBeVisible();
        await expect(page.getByRole("heading", { level: 2, name: named.title })).toBeVisible();
      }
      // The masthead leads to the edition's own front page.
      await expect(page.getByRole("banner").getByRole("link", { name: /Herald/ })).toHaveAttribute(
        "href",
        `/${id}/`,
      );
    });

    test(`/${id}/ leads a section with its translations and marks each English story`, async ({
      page,
    }) => {
      const { englishStory } = edition(id);
      await openPage(page, `/${id}/`);
      // The sections' stories; the top story above them is a translation (the next test).
      const stories = page.locator("section article");
      const count = await stories.count();
      expect(count, "stories on the edition's front page").toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const story = stories.nth(index);
        const heading = story.getByRole("heading", { level: 3 });
        // A sample story has no page, so no link.
        const link = heading.getByRole("link");
        const href = (await link.count()) > 0 ? await link.getAttribute("href") : null;
        if (href?.startsWith(`/${id}/`)) {
          await expect(story.getByText(englishStory, { exact: true })).toHaveCount(0);
          await expect(heading).not.toHaveAttribute("lang", /./);
        } else {
          await expect(story.getByText(englishStory, { exact: true })).toBeAttached();
          await expect(heading).toHaveAttribute("lang", "en");
        }
      }
      for (const translation of translationsInto(id)) {
        const section = page.locator(`section#${translation.section}`);
        await expect(section.locator("article").first().getByRole("link")).toHaveAttribute(
          "href",
          translationPath(translation),
        );
        // Its original is not there a second time.
        await expect(
          section.locator(`a[href="/${translation.section}/${translation.translationOf}/"]`),
        ).toHaveCount(0);
      }
    });

    test(`/${id}/ leads with its top story, a translation, whose picture is the first to load`, async ({
      page,
      narrow,
    }) => {
      const { topStory, sections } = edition(id);
      // As the page's query lists them: newest first.
      const newestFirst = [...translationsInto(id)].sort(
        (a, b) =>
          Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.slug.localeCompare(b.slug),
      );
      const expected = editionHero(
        newestFirst,
        HOME.hero,
        topStory,
        sections.map((named) => ({ id: named.category, title: named.title })),
      )!;
      await openPage(page, `/${id}/`);
      const hero = page.getByRole("article", { name: expected.story.headline });
      await expect(hero.getByText(topStory, { exact: true })).toBeVisible();
      await expect(hero.getByRole("link", { name: expected.story.headline })).toHaveAttribute(
        "href",
        translationPath(expected.story),
      );
      await expect(hero.getByRole("link", { name: expected.linkLabel })).toHaveAttribute(
        "href",
        `#${expected.sectionId}`,
      );
      // Its byline joins its authors' names in its language ("y", "و"), as the build does.
      const names = expected.story.authors.map(
        (author) => AUTHORS.find((each) => each.id === author)!.name,
      );
      await expect(hero).toContainText(
        fillTemplate(edition(id).ui.byline, { author: joinNames(names, id) }),
      );
      // Its text beside its picture on a wide screen, else across the hero's width.
      const heroWidth = (await hero.boundingBox())!.width;
      const titleWidth = (await hero.getByRole("heading", { level: 2 }).boundingBox())!.width;
      const besidePicture = Boolean(expected.story.image) && !narrow;
      expect(titleWidth / heroWidth < 0.8, "the headline beside a picture").toBe(besidePicture);
      // Its picture, if it has one, is the page's one picture fetched first.
      const eager = page.locator('img[fetchpriority="high"]');
      await expect(eager).toHaveCount(expected.story.image ? 1 : 0);
      if (expected.story.image) {
        await expect(hero.locator('img[fetchpriority="high"]')).toHaveAttribute(
          "alt",
          expected.story.image.alt,
        );
      }
    });

    test(`/${id}/ has no accessibility violations and no sideways scroll at 320 px`, async ({
      page,
    }) => {
      await openPage(page, `/${id}/`);
      await expectNoViolations(page);
      await page.setViewportSize({ width: 320, height: 700 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "pixels of sideways scroll").toBe(0);
    });
  }

  test("the header leads to the front page in each other language, named in its own", async ({
    page,
  }) => {
    await openPage(page, "/");
    const fromSite = page.getByRole("navigation", { name: UI.languagesLabel, exact: true });
    for (const { id, name } of EDITIONS) {
      await expect(fromSite.getByRole("link", { name, exact: true })).toHaveAttribute("lang", id);
    }
    const [first] = EDITIONS;
    await fromSite.getByRole("link", { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${first!.id}/$`));
    await expect(page.locator("html")).toHaveAttribute("lang", first!.id);
    const back = page
      .getByRole("navigation", { name: first!.ui.languagesLabel, exact: true })
      .getByRole("link", { name: SITE.languageName, exact: true });
    await expect(back).toHaveAttribute("lang", SITE.language);
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", SITE.language);
  });

  test("each front page names the others in its head, the site's as x-default", async ({
    request,
  }) => {
    const expected = [
      [SITE.language, "/"],
      ...EDITIONS.map(({ id }) => [id, `/${id}/`]),
      ["x-default", "/"],
    ].map(([lang, path]) => `${lang} ${siteUrl}${path}`);
    for (const path of ["/", ...EDITIONS.map(({ id }) => `/${id}/`)]) {
      const html = await (await request.get(path)).text();
      const links = [
        ...html.matchAll(/<link[^>]*rel="alternate"[^>]*hrefLang="([^"]+)"[^>]*href="([^"]+)"/g),
      ].map(([, lang, href]) => `${lang} ${href}`);
      expect(links, path).toEqual(expected);
    }
  });

  test(
    "right to left, the page mirrors: the section bar reads from the right",
    { tag: "@sets-own-width" },
    async ({ page }) => {
      // From 768 px the sections are one row of links; below, a menu with one link per row.
      await page.setViewportSize({ width: 1280, height: 900 });
      const rtl = EDITIONS.find((candidate) => candidate.direction === "rtl");
      expect(rtl, "a right-to-left edition in the tests' content").toBeDefined();
      await openPage(page, `/${rtl!.id}/`);
      const links = page
        .getByRole("navigation", { name: rtl!.ui.sectionsNavLabel, exact: true })
        .getByRole("link");
      const first = (await links.nth(0).boundingBox())!;
      const second = (await links.nth(1).boundingBox())!;
      expect(first.x, "the first section sits right of the second").toBeGreaterThan(second.x);
      // An English summary inside it reads left to right: its last line starts at the left.
      const summary = page.locator('article p[lang="en"]').first();
      const lastLineIndent = await summary.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = [...range.getClientRects()];
        return lines.at(-1)!.left - element.getBoundingClientRect().left;
      });
      expect(lastLineIndent, "pixels from the summary's left edge").toBeLessThan(2);
    },
  );

  test("a section chosen in an edition's header scrolls to it on that page", async ({
    page,
    narrow,
  }) => {
    const { id, ui } = EDITIONS[0]!;
    const category = CATEGORIES.at(-1)!;
    const named = sectionNames(id).get(category.id)!;
    await openPage(page, `/${id}/`);
    const bar = page.getByRole("navigation", { name: ui.sectionsNavLabel, exact: true });
    if (narrow) await bar.getByRole("button", { name: ui.sectionsNavLabel }).click();
    const link = bar.getByRole("link", { name: named.navLabel, exact: true });
    await expect(link).toHaveAttribute("href", `#${category.id}`);
    await link.click();
    await expectLandedOn(page, category.id, ui.sectionsNavLabel);
    await expect(page.locator(`#${category.id}`)).toBeFocused();
  });
  for (const { id, direction } of EDITIONS) {
    test(`a story translated into ${id} is a page in its language, linked with its original`, async ({
      page,
      request,
    }) => {
      const { ui } = edition(id);
      const translation = translationsInto(id)[0]!;
      const original = originalOf(translation);
      const path = translationPath(translation);
      const originalPath = `/${original.section}/${original.slug}/`;
      await openPage(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", id);
      await expect(page.locator("html")).toHaveAttribute("dir", direction);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation.headline);
      // Its label in the edition's words (News: Noticias).
      await expect(
        page.getByRole("article").getByText(ui.story.labels[translation.label], { exact: true }),
      ).toBeVisible();
      const names = (translation.translators ?? []).join(", ");
      await expect(page.getByText(ui.story.translatedBy.replace("{names}", names))).toBeVisible();
      // The story's own link to its original, and the header's, lead to the English page.
      const toOriginal = page
        .getByRole("navigation", { name: ui.story.otherLanguages })
        .getByRole("link", { name: SITE.languageName });
      await expect(toOriginal).toHaveAttribute("href", originalPath);
      await expect(toOriginal).toHaveAttribute("hreflang", SITE.language);
      const header = page.getByRole("navigation", { name: ui.languagesLabel, exact: true });
      await expect(header.getByRole("link", { name: SITE.languageName })).toHaveAttribute(
        "href",
        originalPath,
      );
      await expectNoViolations(page);

      // Both pages name both in their head, and the structured data links the two works.
      const expected = [
        `${SITE.language} ${siteUrl}${originalPath}`,
        `${id} ${siteUrl}${path}`,
        `x-default ${siteUrl}${originalPath}`,
      ];
      for (const each of [path, originalPath]) {
        const html = await (await request.get(each)).text();
        const links = [
          ...html.matchAll(/<link[^>]*rel="alternate"[^>]*hrefLang="([^"]+)"[^>]*href="([^"]+)"/g),
        ].map(([, lang, href]) => `${lang} ${href}`);
        expect(links, each).toEqual(expect.arrayContaining(expected));
      }
      const article = await page.evaluate(() => {
        const json = document.querySelector('script[type="application/ld+json"]')?.textContent;
        const graph = (JSON.parse(json ?? "{}") as { "@graph": Record<string, unknown>[] })[
          "@graph"
        ];
        return graph.find((node) => String(node["@id"]).endsWith("#article"));
      });
      expect(article).toMatchObject({
        inLanguage: id,
        translationOfWork: { "@id": `${siteUrl}${originalPath}#article` },
      });

      // From the original, its link in the story leads back to the translation.
      await toOriginal.click();
      await expect(page).toHaveURL(new RegExp(`${originalPath}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", SITE.language);
      const toTranslation = page
        .getByRole("navigation", { name: UI.story.otherLanguages })
        .getByRole("link", { name: edition(id).name });
      await expect(toTranslation).toHaveAttribute("href", path);
      await expect(toTranslation).toHaveAttribute("lang", id);
    });
  }

  test("a live story's translation shows its updates under the edition's labels", async ({
    page,
  }) => {
    const live = TRANSLATIONS.find((story) => story.liveUntil && story.updates);
    expect(live, "a translated live story in the tests' content").toBeDefined();
    const { ui } = edition(live!.language!);
    await openPage(page, translationPath(live!));
    const updates = page.locator("article article");
    await expect(updates).toHaveCount(live!.updates!.length);
    await expect(page.getByText(ui.live.keyEvents, { exact: true })).toBeVisible();
    await expectNoViolations(page);
  });
  test("an edition's search page searches its own language's stories", async ({ page }) => {
    const translation = TRANSLATIONS.find((story) => story.language !== undefined)!;
    const { ui } = edition(translation.language!);
    await openPage(page, `/${translation.language}/`);
    await page.getByRole("link", { name: ui.searchLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${translation.language}/search/$`));
    await expect(page.locator("html")).toHaveAttribute("lang", translation.language!);
    // A word of the translation's headline finds it, and no English story.
    const word = translation.headline.split(/\s+/).find((each) => each.length >= 6)!;
    await page.getByRole("searchbox", { name: ui.search.label }).fill(word);
    await expect(page.getByRole("status")).toContainText(word);
    const results = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(results.first().getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`${translationPath(translation)}$`),
    );
    for (const href of await results
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      expect(href, "every result is the edition's").toMatch(
        new RegExp(`/${translation.language}/`),
      );
    }
    await expectNoViolations(page);
  });
  test("an edition's footer leads to its copy of a policy page, in English, said so in its language", async ({
    page,
  }) => {
    // A right-to-left edition, where English text must keep its own direction.
    const { id, englishPage, ui } =
      EDITIONS.find((edition) => edition.direction === "rtl") ?? EDITIONS[0]!;
    const policy = POLICY_PAGES[0]!;
    await openPage(page, `/${id}/`);
    const footer = page.getByRole("contentinfo");
    const link = footer.getByRole("link", { name: policy.linkLabel, exact: true });
    await expect(link).toHaveAttribute("href", `/${id}/${policy.id}/`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${id}/${policy.id}/$`));
    await expect(page.locator("html")).toHaveAttribute("lang", id);
    await expect(page.getByRole("note")).toHaveText(englishPage);
    // Its ads are captioned in the edition's language.
    await expect(page.getByText(ui.advertisement, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
    await expect(page.locator('[lang="en"]').getByRole("heading", { level: 1 })).toBeVisible();
    // Its English text reads left to right, in a right-to-left edition too.
    const paragraph = page.locator('[lang="en"] p').first();
    expect(await paragraph.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    // The chrome is the edition's; search engines are sent to the English page.
    await expect(page.getByRole("link", { name: ui.skipLink })).toBeAttached();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteUrl}/${policy.id}/`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoViolations(page);
  });
});
