import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import {
  allowMissingPage,
  allowMotion,
  createEveryFrame,
  openPage,
  sectionNav,
} from "./support/site";

/** Presses Tab until the target has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}

/** What the reader sees of the element that has focus now. */
function describeFocus() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  // Each line box of the element (a link may wrap onto two lines) is on top at its centre.
  const fragments = [...element.getClientRects()].filter((rect) => rect.width > 1);
  const uncovered =
    fragments.length > 0 &&
    fragments.every((rect) => {
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    });
  return {
    stop: element.dataset.tabStop ?? null,
    label: `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
    outlined: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
    inView: box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < window.innerHeight,
    uncovered,
  };
}

test.describe("keyboard", () => {
  test("the skip link is the first Tab stop, shows itself, and moves focus to the content", async ({
    page,
  }) => {
    await openPage(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });

  for (const path of ["/", "/faq/", "/partners/", "/privacy/", "/terms/", "/no-such-page/"]) {
    test(`every control on ${path} is reached with Tab and shows where focus is`, async ({
      page,
      consoleLog,
    }) => {
      test.slow();
      allowMissingPage(consoleLog, "/no-such-page/");
      await allowMotion(page);
      await openPage(page, path);
      // Frames are made as they come near the view. Let them all be made and load (and fail)
      // first, so none is swapped for its error page while focus passes through it.
      await createEveryFrame(page, path);
      // Every element a reader could operate, in page order. A frame is no Tab stop of its own,
      // only through the page inside it, which is a third party's (and down here).
      const stops = await page.evaluate(() => {
        const selector = "a[href], button:not([disabled]), input, select, textarea, [tabindex]";
        const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter(
          (element) =>
            element.tabIndex >= 0 &&
            element.checkVisibility({ visibilityProperty: true }) &&
            !element.closest("[inert], [aria-hidden='true']"),
        );
        candidates.forEach((element, index) => (element.dataset.tabStop = String(index)));
        return candidates.map(
          (element) =>
            `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
        );
      });
      expect(stops.length).toBeGreaterThan(5);

      const reached = new Set<string>();
      const problems: string[] = [];
      // One round through the page: until focus comes back to a stop it has already visited.
      for (let press = 0; press < stops.length * 2; press += 1) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(describeFocus);
        if (!focus?.stop) continue;
        if (reached.has(focus.stop)) break;
        reached.add(focus.stop);
        if (!focus.outlined) problems.push(`${focus.label} has no visible focus outline`);
        if (!focus.inView) problems.push(`${focus.label} is focused out of view`);
        if (!focus.uncovered) problems.push(`${focus.label} is covered by something else`);
      }
      expect(problems).toEqual([]);
      const missed = stops.filter((_, index) => !reached.has(String(index)));
      expect(missed, "controls not reached with Tab").toEqual([]);
    });
  }

  test("the donation dialog takes focus, keeps it inside, closes on Escape and gives focus back", async ({
    page,
  }) => {
    await openPage(page, "/");
    const support = page.getByRole("button", { name: /^Support/ });
    await tabTo(page, support);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Support Local Journalism" });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    for (const key of [...Array(7).fill("Tab"), ...Array(7).fill("Shift+Tab")] as string[]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(support).toBeFocused();
  });

  test("Maybe Later by keyboard closes the dialog and gives focus back to Support", async ({
    page,
  }) => {
    await openPage(page, "/");
    const support = page.getByRole("button", { name: /^Support/ });
    await tabTo(page, support);
    await page.keyboard.press("Enter");
    // The dialog's script arrives on first use: the reader tabs through it once it is shown.
    await expect(page.getByRole("dialog", { name: "Support Local Journalism" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Maybe Later" }), 5);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(support).toBeFocused();
  });

  test("a section chosen by keyboard takes focus, so Tab goes on inside that section", async ({
    page,
    narrow,
  }) => {
    await openPage(page, "/");
    if (narrow) {
      const toggle = sectionNav(page).getByRole("button", { name: "Sections" });
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }
    await tabTo(page, sectionNav(page).getByRole("link", { name: "Sports", exact: true }));
    await page.keyboard.press("Enter");
    const sports = page.getByRole("region", { name: "Sports", exact: true });
    await expect(sports).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(sports.getByRole("button", { name: "See All Sports (15)" })).toBeFocused();
  });

  test("See All and the FAQ questions work from the keyboard", async ({ page }) => {
    await openPage(page, "/");
    const seeAll = page.getByRole("button", { name: "See All Local News (15)" });
    await tabTo(page, seeAll);
    await page.keyboard.press("Enter");
    const local = page.getByRole("region", { name: "Local News", exact: true });
    await expect(local.getByRole("article")).toHaveCount(15);
    await expect(local.getByRole("button", { name: "Show Less" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(local.getByRole("article")).toHaveCount(5);

    await openPage(page, "/faq/");
    const question = page.getByRole("button", { name: "What is The Detroit Herald?" });
    await tabTo(page, question);
    await page.keyboard.press("Space");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "false");
  });
});
