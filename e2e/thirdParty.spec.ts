import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { HOME as home, UI as ui } from "./support/content";
import {
  allowMissingPage,
  CATEGORIES,
  expectFrameFailed,
  expectUncovered,
  openPage,
  visibleAdSlots,
} from "./support/site";

/** The ad network's script, which every ad slot loads (content/site.json, ads.scriptUrl). */
const AD_SCRIPT = /^https:\/\/pagead2\.googlesyndication\.com\//;

/** Layout shifts without recent input (what Core Web Vitals add up as CLS) over the page's life. */
const CLS_LIMIT = 0.01;

/**
 * Records layout shifts two ways. `__layoutShifts`: from the first frame that shows the whole
 * document on, so everything scripted (hydration, ads, failing third parties) is measured against
 * it. A busy machine may paint while the parser is still mid-document, and the first frame after
 * parsing then "shifts" from that half-built page; that depends on where the machine happened to
 * paint. `__wholeLifeShifts`: every shift from the start of the page, buffered, the way a
 * reader's browser reports CLS. Each entry names the elements that moved, so a failure says what
 * shifted.
 */
function recordLayoutShifts() {
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  interface Recorded {
    value: number;
    text: string;
  }
  const target = window as unknown as {
    __layoutShifts: string[];
    __wholeLifeShifts: Recorded[];
    __shiftsWatched: boolean;
  };
  target.__layoutShifts = [];
  target.__wholeLifeShifts = [];
  target.__shiftsWatched = false;
  const describe = (entry: Shift) => {
    const moved = entry.sources.map(
      ({ node, previousRect, currentRect }) =>
        `${node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName} ` +
        `"${node?.textContent?.trim().slice(0, 30)}" ` +
        `x ${Math.round(previousRect.x)}→${Math.round(currentRect.x)}, ` +
        `y ${Math.round(previousRect.y)}→${Math.round(currentRect.y)}, ` +
        `${Math.round(previousRect.width)}×${Math.round(previousRect.height)}→` +
        `${Math.round(currentRect.width)}×${Math.round(currentRect.height)}`,
    );
    return `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`;
  };
  const observe = (record: (entry: Shift) => void) =>
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) record(entry);
    }).observe({ type: "layout-shift", buffered: true });

  observe((entry) => target.__wholeLifeShifts.push({ value: entry.value, text: describe(entry) }));
  document.addEventListener("DOMContentLoaded", () => {
    // The second animation frame after parsing runs once the first whole-document frame is out.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const since = performance.now();
        observe((entry) => {
          if (entry.startTime >= since) target.__layoutShifts.push(describe(entry));
        });
        target.__shiftsWatched = true;
      }),
    );
  });
}

/**
 * Opens a page and waits until the ad script of every visible slot has failed to load. With
 * `afterShiftsWatched`, the ad script fails only once layout shifts are being recorded, so the
 * failure always falls inside what is measured.
 */
async function openAndFailAds(page: Page, path: string, { afterShiftsWatched = false } = {}) {
  if (afterShiftsWatched) {
    await page.route(AD_SCRIPT, async (route) => {
      await page.waitForFunction(() => (window as { __shiftsWatched?: boolean }).__shiftsWatched);
      await route.abort("connectionrefused");
    });
  }
  await openPage(page, path);
  const slots = visibleAdSlots(page);
  const boxesBefore = await Promise.all((await slots.all()).map((slot) => slot.boundingBox()));
  for (const slot of await slots.all()) {
    // The slot's own record that its script failed (the browser may share one request between slots).
    await expect(slot).toHaveAttribute("data-ad-state", "unavailable");
  }
  return { slots, boxesBefore };
}

test.describe("with every third party down", () => {
  // The search page has no ad: it is here for its form, which its script takes over.
  for (const path of ["/", "/privacy/", "/terms/", "/no-such-page/", "/search/"]) {
    test(`${path} does not shift as its script starts and its ads fail`, async ({
      page,
      consoleLog,
    }) => {
      allowMissingPage(consoleLog, "/no-such-page/");
      await page.addInitScript(recordLayoutShifts);
      const { slots, boxesBefore } = await openAndFailAds(page, path, { afterShiftsWatched: true });
      // Two frames for any late re-render to reach the screen.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const boxesAfter = await Promise.all((await slots.all()).map((slot) => slot.boundingBox()));
      expect(boxesAfter).toEqual(boxesBefore);
      const shifts = await page.evaluate(
        () => (window as { __layoutShifts?: string[] }).__layoutShifts,
      );
      expect(shifts, "layout shifts").toEqual([]);
      // And over the page's whole life, from its first byte: the CLS a reader's browser reports.
      const wholeLife = await page.evaluate(
        () =>
          (window as { __wholeLifeShifts?: { value: number; text: string }[] }).__wholeLifeShifts,
      );
      const cls = (wholeLife ?? []).reduce((sum, shift) => sum + shift.value, 0);
      expect(
        cls,
        `whole-life CLS:\n${(wholeLife ?? []).map((shift) => shift.text).join("\n")}`,
      ).toBeLessThan(CLS_LIMIT);
    });
  }

  test("every ad slot stays a tidy, labelled Advertisement of its reserved height", async ({
    page,
    narrow,
  }) => {
    const { slots } = await openAndFailAds(page, "/");
    // Above 768 px the rail beside the top story has an ad too; below, it is left out.
    await expect(slots).toHaveCount(narrow ? 2 : 3);
    for (const slot of await slots.all()) {
      await expect(slot).toHaveAccessibleName("Advertisement");
      await expect(slot.getByText("Advertisement", { exact: true })).toBeVisible();
      const box = await slot.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(narrow ? 200 : 250);
    }
  });

  test("the home page is intact: stories, embeds with titles and fallback text, working controls", async ({
    page,
  }) => {
    await openPage(page, "/");
    await expect(
      page.getByRole("region", { name: CATEGORIES[0]!.title, exact: true }),
    ).toBeVisible();
    const embeds = [
      {
        region: home.imageFeed.heading,
        title: home.imageFeed.title,
        fallback: ui.embedUnavailable,
      },
      {
        region: home.newsroom.heading,
        title: home.newsroom.formTitle,
        fallback: home.newsroom.fallbackText,
      },
    ];
    // Frames are made as the reader nears them: scroll to each, as a reader would. Each shows
    // the browser's error page; the reader sees the fallback, not covered by it.
    for (const { region, title, fallback } of embeds) {
      await page.getByRole("region", { name: region }).scrollIntoViewIfNeeded();
      await expect(page.locator(`iframe[title="${title}"]`)).toBeAttached();
      await expectFrameFailed(page.locator(`iframe[title="${title}"]`));
      await expectUncovered(page.getByRole("region", { name: region }).getByText(fallback));
    }
    // The video, once asked for, fails the same way and says so too.
    const video = page.getByRole("region", { name: home.video.heading });
    await video.getByRole("button", { name: `${ui.playVideo}: ${home.video.title}` }).click();
    await expectFrameFailed(video.locator(`iframe[title="${home.video.title}"]`));
    await expectUncovered(video.getByText(ui.embedUnavailable));
    // The top story's picture cannot load: its box keeps its shape and its text is still there.
    const hero = page.getByRole("article", { name: /Joe Louis Greenway/ });
    const picture = await hero.getByRole("img").boundingBox();
    expect(picture!.height).toBeGreaterThan(picture!.width * 0.5);
    await page.getByRole("button", { name: /^Support/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
