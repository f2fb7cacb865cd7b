import { test, expect } from "./support/fixtures";
import { FAQ_CONTENT, PARTNERS, POLICY_PAGES, SITE, UI } from "./support/content";
import {
  CATEGORIES,
  DISTANT_SECTION,
  allowMotion,
  expectLandedOn,
  openPage,
  sectionLink,
  sectionNav,
} from "./support/site";

test.describe("header", () => {
  test("shows today's date, in long form from 768 px and in short form below", async ({
    page,
    narrow,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-22T12:00:00-05:00"));
    await openPage(page, "/faq/");
    const date = page.getByRole("banner").locator("time");
    await expect(date).toHaveAttribute("datetime", "2026-11-22");
    await expect(date).toHaveText(narrow ? "Nov 22, 2026" : "Sunday, November 22, 2026", {
      useInnerText: true,
    });
  });

  test("on the build's day the front page shows the build's date and formats none", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const builtDay = /<time[^>]*dateTime="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
    expect(builtDay, "the header's date in the served HTML").toBeDefined();
    await page.clock.setFixedTime(new Date(`${builtDay}T12:00:00-05:00`));
    // A browser's first date format loads locale data: a long task on a phone (formatDate.ts).
    await page.addInitScript(() => {
      const Format = Intl.DateTimeFormat;
      Object.assign(window, { dateFormatsMade: 0 });
      Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Format>) {
        Object.assign(window, {
          dateFormatsMade: (window as { dateFormatsMade?: number }).dateFormatsMade! + 1,
        });
        return new Format(...args);
      } as typeof Format;
    });
    await openPage(page, "/");
    await expect(page.getByRole("banner").locator("time")).toHaveAttribute("datetime", builtDay!);
    expect(
      await page.evaluate(() => (window as { dateFormatsMade?: number }).dateFormatsMade),
    ).toBe(0);
  });

  test("keeps the date, each link and the Support button on one line, down to 320 px", async ({
    page,
    viewport,
  }) => {
    await openPage(page, "/");
    const banner = page.getByRole("banner");
    const parts = [
      banner.locator("time"),
      ...(await banner.getByRole("navigation").getByRole("link").all()),
      banner.getByRole("button", { name: /^Support/ }),
    ];
    for (const width of [viewport!.width, 320]) {
      await page.setViewportSize({ width, height: 700 });
      for (const part of parts) {
        // The lines its visible text is set on: a range's boxes, one per line.
        const lines = await part.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = [...range.getClientRects()]
            .filter((box) => box.width > 0)
            .map((box) => Math.round(box.top));
          return new Set(tops).size;
        });
        expect(lines, `${await part.innerText()} at ${width} px`).toBe(1);
      }
    }
  });

  test("offers a Support button, shortened to 'Support' on narrow screens", async ({
    page,
    narrow,
  }) => {
    await openPage(page, "/");
    const support = page.getByRole("banner").getByRole("button", { name: /^Support/ });
    await expect(support).toHaveText(narrow ? "Support" : "Support Local Journalism", {
      useInnerText: true,
    });
    await support.click();
    await expect(page.getByRole("dialog", { name: "Support Local Journalism" })).toBeVisible();
  });

  test("links to the Partners and FAQ pages", { tag: "@any-width" }, async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Partners" }).click();
    await expect(page).toHaveURL("/partners/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PARTNERS.title);
    await page.getByRole("banner").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/faq/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FAQ_CONTENT.title);
  });

  test("lists the sixteen sections in the section bar", async ({ page, narrow }) => {
    await openPage(page, "/");
    if (narrow) await sectionNav(page).getByRole("button", { name: "Sections" }).click();
    await expect(sectionNav(page).getByRole("link")).toHaveText(
      CATEGORIES.map((category) => category.navLabel),
    );
    for (const link of await sectionNav(page).getByRole("link").all())
      await expect(link).toBeVisible();
  });

  test("on the home page a section choice scrolls to it, below the sticky bar, and focuses it", async ({
    page,
    narrow,
  }) => {
    await allowMotion(page);
    await openPage(page, "/");
    for (const { id, navLabel } of [CATEGORIES[9]!, CATEGORIES[2]!, CATEGORIES[15]!]) {
      const link = await sectionLink(page, narrow, navLabel);
      await expect(link).toHaveAttribute("href", `#${id}`);
      await link.click();
      await expectLandedOn(page, id);
      await expect(page.locator(`#${id}`)).toBeFocused();
      await expect(page).toHaveURL("/");
    }
  });

  test("on another page a section choice goes to /{id}/ and lands on the home section", async ({
    page,
    narrow,
  }) => {
    await allowMotion(page);
    await openPage(page, "/faq/");
    const link = await sectionLink(page, narrow, "Business");
    await expect(link).toHaveAttribute("href", "/business/");
    await link.click();
    await expect(page).toHaveURL("/");
    await expectLandedOn(page, "business");
    // The alias replaced itself in the history: Back returns to the FAQ, not to /business/.
    await page.goBack();
    await expect(page).toHaveURL("/faq/");
  });

  test("the section bar stays at the top of the window while reading", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("region", { name: "Food & Dining" }).scrollIntoViewIfNeeded();
    const bar = await sectionNav(page).boundingBox();
    expect(bar?.y).toBe(0);
    await expect(sectionNav(page)).toBeInViewport();
  });

  test("under 768 px the sections are a menu that opens, closes, and closes after a choice", async ({
    page,
    narrow,
  }) => {
    await openPage(page, "/");
    const toggle = sectionNav(page).getByRole("button", { name: "Sections" });
    const menu = page.locator("#section-menu");
    if (!narrow) {
      // From 768 px the sections are always listed and there is nothing to toggle.
      await expect(toggle).toBeHidden();
      await expect(menu.getByRole("link", { name: DISTANT_SECTION.navLabel })).toBeVisible();
      return;
    }
    await expect(toggle).toHaveAttribute("aria-controls", "section-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveCount(CATEGORIES.length);
    await expect(menu.getByRole("link", { name: DISTANT_SECTION.navLabel })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: DISTANT_SECTION.navLabel, exact: true }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expectLandedOn(page, DISTANT_SECTION.id);
  });
});

test.describe("footer", () => {
  test(
    "links the sections, information and network sites, and says when it was established",
    { tag: "@any-width" },
    async ({ page }) => {
      await openPage(page, "/privacy/");
      const footer = page.getByRole("contentinfo");
      await expect(
        footer.getByText(UI.footer.established.replace("{year}", String(SITE.foundingYear))),
      ).toBeVisible();

      const sections = footer.getByRole("navigation", { name: "All Sections" });
      await expect(sections.getByRole("link")).toHaveCount(CATEGORIES.length);
      const section = sections.getByRole("link", { name: DISTANT_SECTION.navLabel, exact: true });
      await expect(section).toHaveAttribute("href", `/#${DISTANT_SECTION.id}`);

      const information = footer.getByRole("navigation", { name: "Information" });
      for (const policy of POLICY_PAGES) {
        await expect(information.getByRole("link", { name: policy.linkLabel })).toHaveAttribute(
          "href",
          `/${policy.id}/`,
        );
      }
      await expect(information.getByRole("link", { name: "Contact the Editor" })).toHaveAttribute(
        "href",
        /^mailto:/,
      );
      await expect(information.getByRole("link", { name: /Call the Newsroom/ })).toHaveAttribute(
        "href",
        /^tel:/,
      );

      const network = footer.getByRole("navigation", { name: "Our Network" });
      await expect(network.getByRole("link")).toHaveCount(SITE.sisterSites.length);
      for (const link of await network.getByRole("link").all()) {
        await expect(link).toHaveAttribute("target", "_blank");
      }

      await section.click();
      await expect(page).toHaveURL(`/#${DISTANT_SECTION.id}`);
      await expectLandedOn(page, DISTANT_SECTION.id);
    },
  );

  test(
    "every route change starts at the top of the new page",
    { tag: "@any-width" },
    async ({ page }) => {
      await openPage(page, "/");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL("/privacy/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await footer.getByRole("link", { name: "Terms of Service" }).click();
      await expect(page).toHaveURL("/terms/");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
});
