import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import { AUTHORS, CATEGORIES, FAQ_CONTENT, POLICY_PAGES, STORIES, UI } from "./support/content";
import { openPage, storyAddress } from "./support/site";

const copy = UI.search;
const searchBox = (page: Page) => page.getByRole("searchbox", { name: copy.label });
const results = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
const status = (page: Page) => page.getByRole("status");
const titleOf = (id: string) => CATEGORIES.find((category) => category.id === id)?.title ?? id;

/** The words of a text, lower case. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z]{7,}/g) ?? [];

/**
 * A word of a story's body that no other indexed page has (other stories, authors, the FAQ, the
 * policy pages): searching it must find that story first. Each word's pages are counted in one
 * pass, so the time follows the number of stories, not its square.
 */
function uniqueWord() {
  const pages = [...STORIES, [AUTHORS, FAQ_CONTENT, POLICY_PAGES]].map((page) =>
    wordsOf(JSON.stringify(page)),
  );
  const pagesWith = new Map<string, number>();
  for (const words of pages) {
    for (const word of new Set(words)) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
  }
  for (const story of STORIES) {
    const own = wordsOf(`${story.headline} ${story.summary}`);
    const word = wordsOf(story.body).find(
      (candidate) => pagesWith.get(candidate) === 1 && !own.includes(candidate),
    );
    if (word) return { story, word };
  }
  throw new Error("no story has a word of its own to search for");
}

/** The most common section among the stories, which a filter narrows to. */
function busiestSection() {
  const counts = new Map<string, number>();
  for (const story of STORIES) counts.set(story.section, (counts.get(story.section) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
  await expect(status(page)).toContainText(`“${query}”`);
}

test.describe("search", () => {
  test("the top bar leads to search; a word of one story's body finds that story first", async ({
    page,
  }) => {
    await openPage(page, "/");
    await page.getByRole("link", { name: UI.searchLink, exact: true }).click();
    await expect(page).toHaveURL(/\/search\/$/);
    const { story, word } = uniqueWord();
    await search(page, word);
    const first = results(page).first();
    await expect(first.getByRole("link")).toHaveAttribute("href", storyAddress(story));
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(story.headline);
    await expect(first).toContainText(titleOf(story.section));
    // The matched word is marked in the excerpt (its stem, as Pagefind matches it).
    const marked = (await first.locator("mark").first().textContent()) ?? "";
    expect(marked.length).toBeGreaterThan(2);
    expect(word.startsWith(marked.toLowerCase())).toBe(true);
    await first.getByRole("link").click();
    await expect(page).toHaveURL(storyAddress(story));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.headline);
    // Back on the search, the query and its results are still there.
    await page.goBack();
    await expect(searchBox(page)).toHaveValue(word);
    await expect(results(page).first().getByRole("link")).toHaveAttribute(
      "href",
      storyAddress(story),
    );
  });

  test(
    "the address holds the search; a reload restores it; a section filter narrows it",
    { tag: "@any-width" },
    async ({ page }) => {
      const section = titleOf(busiestSection());
      const word = "detroit";
      await openPage(page, `/search/?q=${word}`);
      await expect(searchBox(page)).toHaveValue(word);
      await expect(status(page)).toContainText(`“${word}”`);
      const everywhere = await results(page).count();
      expect(everywhere).toBeGreaterThan(0);

      await page.getByRole("combobox", { name: copy.sectionFilter }).selectOption(section);
      await expect(page).toHaveURL(
        new RegExp(`section=${encodeURIComponent(section).replace(/%20/g, "\\+")}`),
      );
      // Until the filtered results replace the others, the list may still show stories of every
      // section (its first one may even be in this section): wait for the list to be this section's.
      await expect
        .poll(async () => {
          const shown = await results(page).allInnerTexts();
          return shown.length > 0 && shown.every((text) => text.includes(section));
        })
        .toBe(true);
      const narrowed = await results(page).allInnerTexts();
      expect(narrowed.length).toBeLessThanOrEqual(everywhere);

      await page
        .getByRole("combobox", { name: copy.sortLabel })
        .selectOption({ label: copy.sortDate });
      await expect(page).toHaveURL(/sort=date/);
      const times = () =>
        page
          .locator("ol time")
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
      await expect
        .poll(async () => {
          const shown = await times();
          return shown.length > 1 && shown.join() === [...shown].sort().reverse().join();
        })
        .toBe(true);

      await page.reload();
      await expect(searchBox(page)).toHaveValue(word);
      await expect(page.getByRole("combobox", { name: copy.sectionFilter })).toHaveValue(section);
      await expect(results(page).first()).toContainText(section);
    },
  );

  test(
    "a query with markup, or a megabyte of text, changes nothing but the results",
    { tag: "@any-width" },
    async ({ page }) => {
      await openPage(page, "/search/");
      const hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';
      await searchBox(page).fill(hostile);
      await expect(status(page)).not.toHaveText(copy.searching);
      await expect(status(page)).toContainText("<img");
      expect(await page.evaluate(() => "pwned" in window)).toBe(false);
      expect(await page.locator("main img").count()).toBe(0);

      await searchBox(page).fill("x".repeat(1_000_000));
      await expect(searchBox(page)).toHaveValue("x".repeat(200));
      expect(new URL(page.url()).searchParams.get("q")?.length).toBe(200);
    },
  );

  test("the results have no accessibility violations", async ({ page }) => {
    await openPage(page, "/search/?q=detroit");
    await expect(results(page).first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("no other page loads search code", { tag: "@any-width" }, async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await openPage(page, "/");
    await openPage(page, storyAddress(STORIES[0]!));
    expect(fetched.filter((address) => address.startsWith("/pagefind"))).toEqual([]);
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "says search needs JavaScript and leads to the sections' archives",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/search/");
      await expect(page.getByText(copy.needsJavaScript)).toBeVisible();
      await expect(searchBox(page)).toBeHidden();
      const written = CATEGORIES.filter((category) =>
        STORIES.some((story) => story.section === category.id),
      );
      for (const category of written) {
        await expect(
          page.getByRole("main").getByRole("link", { name: category.title, exact: true }),
        ).toHaveAttribute("href", `/sections/${category.id}/`);
      }
    },
  );
});
