import fs from "node:fs";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import { openPage, storyAddress } from "./support/site";
import { publishedSite } from "../tools/support/publishedSite";
import { isCoverageOpen, lastUpdateAt, pageDataPath } from "../src/model/liveCoverage";
import { isInEnglish, newestFirst } from "../src/model/newsStories";

/**
 * Run on the site built from the tests' own content (tools/build-archive-site.ts), which
 * holds a story with live coverage whatever the newsroom's content holds.
 */
const SITE_DIR = "e2e-archive-site";
const { content } = publishedSite(path.join(SITE_DIR, ".content"), SITE_DIR);
const copy = content["ui.json"].live;

/** The newest story with live coverage; its coverage may have closed, so each test reopens it. */
const LIVE = (() => {
  const story = newestFirst(content["stories/*.json"].filter(isInEnglish)).find(
    (each) => (each.updates ?? []).length > 0,
  );
  if (!story) throw new Error("The tests' content (__tests__/fixtures/content) has no live story");
  return story;
})();
const HEADLINE = "A test update arrives";
/** How soon after its publication on the host an open page shows a new update. */
const READERS_SEE_WITHIN_MS = 20_000;

type PageData = { result: { data: { story: Record<string, unknown> & { updates: unknown[] } } } };

/**
 * Opens the live story as if its coverage were open, checking every half second instead of every
 * minute: its page data (all the page's script reads) says it ends in an hour. Once `arrive` is
 * called, the page data holds one more update, as the host serves it after the next publish.
 */
async function openLiveStory(page: Page) {
  const address = storyAddress(LIVE);
  let arrived = false;
  const requests: string[] = [];
  const scripts: string[] = [];
  page.on("request", (request) => scripts.push(request.url()));
  await page.addInitScript(() => {
    (window as { __liveIntervalMs?: number }).__liveIntervalMs = 500;
  });
  await page.route(`**${pageDataPath(address)}`, async (route) => {
    requests.push(route.request().url());
    // Read from the build, not fetched: a poll still under way when the test ends cannot fail it.
    const data = JSON.parse(
      fs.readFileSync(path.join(SITE_DIR, pageDataPath(address)), "utf8"),
    ) as PageData;
    const { story } = data.result.data;
    story.liveUntil = new Date(Date.now() + 60 * 60_000).toISOString();
    if (arrived) {
      const after = Date.parse(lastUpdateAt(LIVE.updates ?? [])!) + 60_000;
      story.updates = [
        {
          time: new Date(after).toISOString(),
          headline: HEADLINE,
          bodyHtml: "<p>Crews reopened one lane.</p>",
          keyEvent: true,
          image: null,
          imageUrl: null,
          imageWidth: null,
          imageHeight: null,
          imageSrcSet: null,
          imageSources: null,
        },
        ...story.updates,
      ];
    }
    await route.fulfill({ json: data });
  });
  await openPage(page, address);
  return {
    arrive: () => {
      arrived = true;
    },
    requests,
    scripts,
  };
}

test.describe("live coverage", () => {
  test("every update is in the page as built, each at its own address", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await openPage(page, storyAddress(LIVE));
    const updates = page.locator("article[id^='update-']");
    await expect(updates).toHaveCount(LIVE.updates!.length);
    const first = updates.first();
    const id = await first.getAttribute("id");
    await expect(first.getByRole("link", { name: copy.share })).toHaveAttribute("href", `#${id}`);
    // Closed coverage checks for nothing: the check's script is not even fetched.
    if (!isCoverageOpen(LIVE, Date.now())) {
      await expect(page.getByText(copy.label, { exact: true })).toHaveCount(0);
      expect(scripts.filter((url) => url.includes("live-poller"))).toEqual([]);
    }
  });

  test("new updates arrive without a reload, offered as a button that shows them", async ({
    page,
  }) => {
    // Two axe scans of a page that checks for updates every half second: the time of three checks.
    test.slow();
    const live = await openLiveStory(page);
    await expect(page.getByText(copy.label, { exact: true })).toBeVisible();
    // The page checks its own data again while open and visible.
    await expect.poll(() => live.requests.length, { timeout: 5_000 }).toBeGreaterThan(1);
    await expect(page.getByRole("button", { name: copy.newUpdatesOne })).toHaveCount(0);

    expect(live.scripts.some((url) => url.includes("live-poller"))).toBe(true);
    live.arrive();
    const button = page.getByRole("button", { name: copy.newUpdatesOne });
    await expect(button).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(copy.newUpdatesOne);
    await expect(page.getByRole("heading", { name: HEADLINE })).toHaveCount(0);
    await expectNoViolations(page);

    await button.click();
    const heading = page.getByRole("heading", { name: HEADLINE });
    await expect(heading).toBeFocused();
    await expect(page.locator("article[id^='update-']").first()).toContainText(HEADLINE);
    await expect(button).toHaveCount(0);
    // A key event: listed on top, leading to the update's address.
    const keyEvents = page.getByRole("navigation", { name: copy.keyEvents });
    await expect(keyEvents.getByRole("link", { name: HEADLINE })).toHaveAttribute(
      "href",
      /^#update-\d{8}-\d{6}$/,
    );
    await expectNoViolations(page);
  });

  test("an open page asks the host again within 20 s; an unchanged answer is a 304 without a body", async ({
    browser,
    baseURL,
  }) => {
    // Routing, which keeps third parties down in the other tests, turns the browser's cache off.
    // Here the cache is on, and the browser itself refuses every address off this machine.
    const context = await browser.newContext({ baseURL, timezoneId: "America/Detroit" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setBlockedURLs", { urls: ["https://*"] });
    // The host's own page data, not a stand-in: the page is opened at a moment its coverage runs.
    const address = storyAddress(LIVE);
    const during = Date.parse(lastUpdateAt(LIVE.updates ?? [])!) + 60_000;
    expect(during).toBeLessThan(Date.parse(LIVE.liveUntil!));
    await page.clock.install({ time: during });
    const answers: Response[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === pageDataPath(address)) answers.push(response);
    });
    // The poller's script comes after the page's: the clock runs once it is there, a second at a
    // time, so that a busy machine's late poller still gets its 20 s.
    const pollerLoaded = page.waitForResponse((response) =>
      /\/live-poller-[^/]*\.js$/.test(new URL(response.url()).pathname),
    );
    await page.goto(address);
    await expect(page.getByText(copy.label, { exact: true })).toBeVisible();
    await pollerLoaded;
    const loaded = answers.length;
    for (let second = 0; second < READERS_SEE_WITHIN_MS / 1000; second += 1) {
      await page.clock.runFor(1000);
    }
    await expect.poll(() => answers.length).toBeGreaterThan(loaded);
    const poll = answers.at(-1)!;
    // A 304: the browser asked with the ETag it held and got headers alone (the fetch itself
    // then reads as 200, from the browser's cache).
    expect(await poll.request().headerValue("if-none-match")).toMatch(/^W\/"/);
    const sizes = await poll.request().sizes();
    expect(sizes.responseBodySize).toBe(0);
    expect(sizes.responseHeadersSize).toBeLessThan(1_000);
    await context.close();
  });
});
