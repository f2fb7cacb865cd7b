import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { FAQ_CONTENT, OTHER_POLICY_PAGES, POLICY_PATHS, UI } from "./support/content";
import {
  allowMissingPage,
  allowMotion,
  CATEGORIES,
  createEveryFrame,
  EXPANDABLE_SECTION,
  expandedStoryCount,
  openPage,
  seeAllName,
  sectionNav,
  SHOWN_STORIES,
} from "./support/site";

/** Presses Tab until the target has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 150) {
  // The target is found once: a role query after every press costs more than the press, and on a
  // loaded machine a long Tab walk ran into the test's time limit.
  const element = await target.elementHandle();
  try {
    for (let press = 0; press < limit; press += 1) {
      await page.keyboard.press("Tab");
      if (await element.evaluate((node) => node === document.activeElement)) return;
    }
  } finally {
    await element.dispose();
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}

/** Contrast WCAG 1.4.11 asks of a focus indicator against what is next to it. */
const FOCUS_CONTRAST = 3;

/**
 * What the reader sees of the element that has focus now. The focus outline is drawn outside the
 * element (a positive outline-offset), so its contrast is taken against the background behind the
 * element: the ancestors' background colours, composited until an opaque one (white if none is).
 */
function describeFocus() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();

  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba | null => {
    const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour);
    if (!match) return null;
    const [, r, g, b, a] = match;
    return [Number(r), Number(g), Number(b), a === undefined ? 1 : Number(a)];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const layers: Rgba[] = [];
  let unreadable: string | null = null;
  const drawnInside = parseFloat(style.outlineOffset) < 0;
  for (
    let ancestor = drawnInside ? element : element.parentElement;
    ancestor;
    ancestor = ancestor.parentElement
  ) {
    const colour = getComputedStyle(ancestor).backgroundColor;
    const layer = parse(colour);
    if (!layer) unreadable = colour;
    if (!layer || layer[3] === 0) continue;
    layers.push(layer);
    if (layer[3] === 1) break;
  }
  const background = layers.reduceRight<Rgba>(
    (below, [r, g, b, a]) => [
      r * a + below[0] * (1 - a),
      g * a + below[1] * (1 - a),
      b * a + below[2] * (1 - a),
      1,
    ],
    [255, 255, 255, 1],
  );
  const outline = parse(style.outlineColor);
  const contrast = outline
    ? (Math.max(luminance(outline), luminance(background)) + 0.05) /
      (Math.min(luminance(outline), luminance(background)) + 0.05)
    : 0;
  const rgb = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map(Math.round).join(", ")})`;

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
    inFrame: element.tagName === "IFRAME",
    label: `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
    outlined: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
    contrast: outline && !unreadable ? Math.round(contrast * 100) / 100 : null,
    colours: `${style.outlineColor} on ${unreadable ?? rgb(background)}`,
    inView: box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < window.innerHeight,
    uncovered,
  };
}

/**
 * Marks every element a reader could operate now, in page order, and returns their names. A frame
 * is no Tab stop of its own, only through the page inside it, which is a third party's (and down
 * here). Whatever a dialog makes inert or hides from assistive technology is left out, and so
 * are react-modal's invisible focus traps, which hand focus straight back to the dialog.
 */
function markTabStops() {
  const selector = "a[href], button:not([disabled]), input, select, textarea, [tabindex]";
  document.querySelectorAll<HTMLElement>("[data-tab-stop]").forEach((element) => {
    delete element.dataset.tabStop;
  });
  const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.closest("[inert], [aria-hidden='true']") &&
      !element.hasAttribute("data-react-modal-body-trap"),
  );
  candidates.forEach((element, index) => (element.dataset.tabStop = String(index)));
  return candidates.map(
    (element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
  );
}

/**
 * Presses Tab for one round through the controls a reader can operate now (until focus comes
 * back to one already visited) and checks each shows where focus is: a solid outline of at least
 * 2 px with 3:1 contrast against the background behind it, in view, and covered by nothing.
 * Returns the problems and the controls never reached.
 */
async function checkEveryTabStop(page: Page) {
  const stops = await page.evaluate(markTabStops);
  const reached = new Set<string>();
  const problems: string[] = [];
  let inFrame = false;
  for (let press = 0; press < stops.length * 2; press += 1) {
    await page.keyboard.press("Tab");
    let focus = await page.evaluate(describeFocus);
    // A frame's page runs in a process of its own: focus passes into it and back out a moment
    // after the key is handled, with nothing focused meanwhile. Wait for it to land, or the next
    // press skips the control after the frame.
    if (!focus || (inFrame && focus.inFrame)) {
      await page
        .waitForFunction(
          (leavingFrame) => {
            const active = document.activeElement;
            return (
              active !== null &&
              active !== document.body &&
              !(leavingFrame && active.tagName === "IFRAME")
            );
          },
          inFrame,
          { timeout: 1_000 },
        )
        .catch(() => undefined);
      focus = await page.evaluate(describeFocus);
    }
    inFrame = focus?.inFrame ?? false;
    if (!focus?.stop) continue;
    if (reached.has(focus.stop)) break;
    reached.add(focus.stop);
    if (!focus.outlined) problems.push(`${focus.label} has no visible focus outline`);
    if (focus.contrast === null) {
      problems.push(`${focus.label}: focus contrast unknown (${focus.colours})`);
    } else if (focus.contrast < FOCUS_CONTRAST) {
      problems.push(
        `${focus.label}: focus outline contrast ${focus.contrast}:1 (${focus.colours}), ` +
          `under ${FOCUS_CONTRAST}:1`,
      );
    }
    if (!focus.inView) problems.push(`${focus.label} is focused out of view`);
    if (!focus.uncovered) problems.push(`${focus.label} is covered by something else`);
  }
  const missed = stops.filter((_, index) => !reached.has(String(index)));
  return { stops, problems, missed };
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

  // On a slow CPU (a cheap phone runs scripts about six times slower than this machine) the
  // skip link is used while most of the front page still waits to hydrate, and the page must
  // take the new address without React dropping those parts' server HTML to render them anew
  // (error #421, once per part, which the fixtures' console check refuses). How soon the error
  // comes depends on the speed, so three speeds.
  for (const slowdown of [1, 3, 6]) {
    test(`the skip link, used at once at ${slowdown}x slower, keeps the page as the server sent it`, async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
      await openPage(page, "/");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      // The router applies the address a frame later; React reports the error as it commits.
      await page.waitForTimeout(1_500);
    });
  }

  for (const path of ["/", "/faq/", "/partners/", ...POLICY_PATHS, "/no-such-page/"]) {
    test(
      `every control on ${path} is reached with Tab and shows where focus is`,
      {
        tag: OTHER_POLICY_PAGES.has(path) ? "@any-width" : [],
      },
      async ({ page, consoleLog }) => {
        test.slow();
        allowMissingPage(consoleLog, "/no-such-page/");
        await allowMotion(page);
        await openPage(page, path);
        // Frames are made as they come near the view. Let them all be made and load (and fail)
        // first, so none is swapped for its error page while focus passes through it.
        await createEveryFrame(page, path);
        const { stops, problems, missed } = await checkEveryTabStop(page);
        expect(stops.length).toBeGreaterThan(5);
        expect(problems).toEqual([]);
        expect(missed, "controls not reached with Tab").toEqual([]);
      },
    );
  }

  // The section menu exists under 768 px only: the desktop project leaves out the tag.
  test.describe("on a narrow screen", { tag: "@narrow-only" }, () => {
    test("with the section menu open, every Tab stop shows where focus is", async ({ page }) => {
      test.slow();
      await openPage(page, "/");
      await createEveryFrame(page, "/");
      const toggle = sectionNav(page).getByRole("button", { name: "Sections" });
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(
        sectionNav(page).getByRole("link", { name: CATEGORIES.at(-1)!.navLabel, exact: true }),
      ).toBeVisible();
      const { stops, problems, missed } = await checkEveryTabStop(page);
      expect(stops.length).toBeGreaterThan(5);
      expect(problems).toEqual([]);
      expect(missed, "controls not reached with Tab").toEqual([]);
    });
  });

  test("inside the open donation dialog, every Tab stop shows where focus is", async ({ page }) => {
    await openPage(page, "/");
    await tabTo(page, page.getByRole("button", { name: /^Support/ }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Support Local Journalism" });
    await expect(dialog).toBeVisible();
    const { stops, problems, missed } = await checkEveryTabStop(page);
    // Close, Donate Now and Maybe Later: the page behind is hidden from the reader.
    expect(stops).toHaveLength(3);
    expect(problems).toEqual([]);
    expect(missed, "controls not reached with Tab").toEqual([]);
  });

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
    const target = EXPANDABLE_SECTION;
    await tabTo(page, sectionNav(page).getByRole("link", { name: target.navLabel, exact: true }));
    await page.keyboard.press("Enter");
    const section = page.getByRole("region", { name: target.title, exact: true });
    await expect(section).toBeFocused();
    await page.keyboard.press("Tab");
    // The section's first control: the headline of its newest story (a written one links to its
    // page; a sample's card has no link, so focus moves on), then on to See All.
    await expect(page.locator(`#${target.id} :focus`)).toHaveCount(1);
    await tabTo(page, section.getByRole("button", { name: seeAllName(target) }));
    await expect(page.locator(`#${target.id} :focus`)).toHaveCount(1);
  });

  test("See All and the FAQ questions work from the keyboard", async ({ page }) => {
    await openPage(page, "/");
    const seeAll = page.getByRole("button", { name: seeAllName(EXPANDABLE_SECTION) });
    await tabTo(page, seeAll);
    await page.keyboard.press("Enter");
    const section = page.getByRole("region", { name: EXPANDABLE_SECTION.title, exact: true });
    await expect(section.getByRole("article")).toHaveCount(
      expandedStoryCount(EXPANDABLE_SECTION.id),
    );
    await expect(section.getByRole("button", { name: UI.showLess })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(section.getByRole("article")).toHaveCount(SHOWN_STORIES);

    await openPage(page, "/faq/");
    const question = page.getByRole("button", {
      name: FAQ_CONTENT.categories[0]!.questions[0]!.question,
    });
    await tabTo(page, question);
    await page.keyboard.press("Space");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "false");
  });
});
