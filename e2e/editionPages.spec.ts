import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import { AUTHORS, EDITIONS, SITE, UI } from "./support/content";
import { edition, sectionNames, translationPath, translationsInto } from "./support/editions";
import { allowMissingPage, openPage } from "./support/site";
import { topicSlug } from "../src/model/archive";
import { fillTemplate } from "../src/model/templates";

/** An edition's lists and its 404 page: in its language and direction, holding its own stories. */
test.describe("an edition's lists and 404 page", () => {
  for (const { id, direction } of EDITIONS) {
    test(`a translation into ${id} leads to its section's, topic's and author's lists in ${id}`, async ({
      page,
    }) => {
      const { ui } = edition(id);
      const translation = translationsInto(id)[0]!;
      const section = sectionNames(id).get(translation.section)!;
      const topic = translation.tags[0]!;
      const author = AUTHORS.find((each) => each.id === translation.authors[0])!;
      const lists = [
        {
          link: fillTemplate(ui.archive.sectionLink, { section: section.title }),
          path: `/${id}/sections/${translation.section}/`,
          heading: fillTemplate(ui.archive.sectionTitle, { section: section.title }),
        },
        {
          link: topic,
          path: `/${id}/topics/${topicSlug(topic)}/`,
          heading: fillTemplate(ui.archive.topicTitle, { topic }),
        },
        { link: author.name, path: `/${id}/authors/${author.id}/`, heading: author.name },
      ];
      for (const list of lists) {
        await openPage(page, translationPath(translation));
        await page
          .getByRole("article")
          .getByRole("link", { name: list.link, exact: true })
          .first()
          .click();
        // An address in Arabic letters is percent-encoded in the browser's URL.
        await expect(page).toHaveURL((url) => decodeURI(url.pathname) === list.path);
        await expect(page.locator("html")).toHaveAttribute("lang", id);
        await expect(page.locator("html")).toHaveAttribute("dir", direction);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.heading);
        await expect(
          page.getByRole("link", { name: translation.headline, exact: true }),
        ).toHaveAttribute("href", translationPath(translation));
        await expectNoViolations(page);
      }
      // On the author's page, who they are stays in English, marked so.
      await expect(page.getByText(author.bio, { exact: true })).toHaveAttribute("lang", "en");
    });

    test(`/${id}/ leads to more of a section in ${id} where it has translated it, else to the site's list, in English`, async ({
      page,
    }) => {
      const { ui, sections } = edition(id);
      const translated = new Set(translationsInto(id).map((story) => story.section));
      await openPage(page, `/${id}/`);
      for (const section of sections) {
        const more = page.getByRole("link", {
          name: fillTemplate(ui.archive.moreStories, { section: section.title }),
          exact: true,
        });
        if (translated.has(section.category)) {
          await expect(more).toHaveAttribute("href", `/${id}/sections/${section.category}/`);
          await expect(more).not.toHaveAttribute("hreflang");
        } else if ((await more.count()) > 0) {
          await expect(more).toHaveAttribute("href", `/sections/${section.category}/`);
          await expect(more).toHaveAttribute("hreflang", SITE.language);
        }
      }
    });

    test(`/${id}/'s footer leads to its corrections page, in ${id}`, async ({ page }) => {
      const { ui } = edition(id);
      await openPage(page, `/${id}/`);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: ui.corrections.linkLabel, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${id}/corrections/$`));
      await expect(page.locator("html")).toHaveAttribute("lang", id);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.corrections.title);
      await expectNoViolations(page);
    });

    test(`an unknown address under /${id}/ is answered by the edition's 404 page`, async ({
      page,
      consoleLog,
    }) => {
      const { ui } = edition(id);
      const address = `/${id}/no-such-story/`;
      allowMissingPage(consoleLog, address);
      const response = await openPage(page, address);
      expect(response?.status()).toBe(404);
      // Its scripts ran (openPage waits for them), and the reader's address stays.
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await expect
        .poll(() => consoleLog.entries)
        .toContainEqual({ type: "warning", text: `404: no page at ${address}` });
      await expect(page.locator("html")).toHaveAttribute("lang", id);
      await expect(page.locator("html")).toHaveAttribute("dir", direction);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.notFound.heading);
      await expect(page.getByText(ui.advertisement, { exact: true }).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${ui.notFound.title} \\|`));
      await expect(page.getByRole("link", { name: ui.notFound.homeButton })).toHaveAttribute(
        "href",
        `/${id}/`,
      );
      await expect(
        page.getByRole("main").getByRole("link", { name: ui.searchLink, exact: true }),
      ).toHaveAttribute("href", `/${id}/search/`);
      await expectNoViolations(page);
    });
  }

  test("where a host serves the root's 404.html only, an edition's unknown address gets it whole", async ({
    page,
    request,
    consoleLog,
  }) => {
    // GitHub Pages: one 404.html for every unknown address. The page must hydrate as served.
    const { id } = EDITIONS[0]!;
    const address = `/${id}/no-such-story/`;
    const rootNotFound = await (await request.get("/404.html")).text();
    await page.route(`**${address}`, (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: rootNotFound }),
    );
    allowMissingPage(consoleLog, address);
    await openPage(page, address);
    await expect(page.locator("html")).toHaveAttribute("lang", SITE.language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(UI.notFound.heading);
    await expect(page.getByRole("link", { name: UI.notFound.homeButton })).toHaveAttribute(
      "href",
      "/",
    );
  });
});

test.describe("an edition's search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { id, ui, sections } of EDITIONS) {
    test(
      `/${id}/search/ leads to each section's list of translations, else to /${id}/`,
      { tag: "@any-width" },
      async ({ page }) => {
        await page.goto(`/${id}/search/`);
        await expect(page.getByText(ui.search.needsJavaScript)).toBeVisible();
        const translated = new Set(translationsInto(id).map((story) => story.section));
        for (const section of sections) {
          await expect(
            page.getByRole("main").getByRole("link", { name: section.title, exact: true }),
          ).toHaveAttribute(
            "href",
            translated.has(section.category)
              ? `/${id}/sections/${section.category}/`
              : `/${id}/#${section.category}`,
          );
        }
      },
    );
  }
});
