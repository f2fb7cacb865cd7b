import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { HOME as home, PARTNERS as partners, STORIES, UI as ui } from "./support/content";
import { servedPaths } from "../src/model/hostHeaders";
import { listBuiltPages } from "../src/node/builtPages";
import { watchPolicy } from "./support/policy";
import {
  ALIAS_ROUTES,
  CONTENT_PATH,
  createEveryFrame,
  lazyFrameTitles,
  STORY_PAGES,
  storyAddress,
} from "./support/site";

const PUBLIC_DIR = path.join(__dirname, "..", "public");
const BUILT_PAGES = listBuiltPages(PUBLIC_DIR);
/** Where readers reach each page: `/faq/`, not `/faq/index.html`. */
const PAGE_PATHS = BUILT_PAGES.map((file) => servedPaths(file)[0] ?? `/${file}`);
const UNKNOWN_PATH = "/no-such-page/";

/**
 * The pages whose headers are checked: every page for `npm test`; on the content path the first
 * page of each top folder, which covers every policy rule (`policyRules` in
 * src/model/hostHeaders.ts), and the stories the change wrote.
 */
const CHECKED_PATHS = CONTENT_PATH ? firstOfEachFolder(PAGE_PATHS, STORY_PAGES) : PAGE_PATHS;
const CHECKED = new Set(CHECKED_PATHS);
const CHECKED_FILES = BUILT_PAGES.filter((file, index) => CHECKED.has(PAGE_PATHS[index]!));
/**
 * The pages opened in a browser: for `npm test` the first page of each top folder (every kind of
 * page, each under its own policy rule), one alias page and every story, whose pictures and embeds are its own;
 * on the content path the pages that show what content asks other sites for (the front page's
 * embeds, the partner documents) and the stories the change wrote. Every page's policy is read
 * in its headers above.
 */
const ALIAS_PATHS = new Set(ALIAS_ROUTES.map((route) => route.path));
const OPENED_PATHS = CONTENT_PATH
  ? ["/", "/partners/", ...STORY_PAGES]
  : [
      // An alias page replaces itself with the front page at once: one stands for them all.
      ALIAS_ROUTES[0]!.path,
      ...firstOfEachFolder(
        PAGE_PATHS.filter((pagePath) => !ALIAS_PATHS.has(pagePath)),
        STORIES.map(storyAddress),
      ),
    ];

function firstOfEachFolder(paths: string[], alsoChecked: string[]) {
  const folders = new Set<string>();
  const first = paths.filter((pagePath) => {
    const folder = pagePath.split("/")[1] ?? "";
    if (folders.has(folder)) return false;
    folders.add(folder);
    return true;
  });
  return [...new Set([...first, ...alsoChecked])];
}

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

async function openSettled(page: Page, pagePath: string) {
  const response = await page.goto(pagePath);
  // An alias page (the one kind that forwards readers without scripts) replaces itself with the
  // front page once hydrated: on a busy machine the network can be idle before that.
  if ((await response?.text())?.includes('http-equiv="refresh"')) {
    await page.waitForURL((url) => url.pathname === "/");
  }
  // Hydration, then the ad and form scripts injected after first paint.
  await page.waitForLoadState("networkidle");
}

/**
 * Opens a page and scrolls through it, so every frame and script made only as the reader nears
 * it (the embeds, the tip form's script) is requested under the policy too.
 */
async function openAndReadThrough(page: Page, pagePath: string) {
  await openSettled(page, pagePath);
  await createEveryFrame(page);
  await page.waitForLoadState("networkidle");
}

test.describe("security headers", () => {
  for (const file of CHECKED_FILES) {
    for (const pagePath of servedPaths(file)) {
      test(`${pagePath} carries the headers and a policy without 'unsafe-inline' scripts`, async ({
        request,
      }) => {
        const response = await request.get(pagePath, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const headers = response.headers();
        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(headers["permissions-policy"]).toContain("camera=()");
        expect(headers["x-frame-options"]).toBe("DENY");
        const policy = headers["content-security-policy"] ?? "";
        expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
        const scriptSrc = directive(policy, "script-src") ?? "";
        expect(scriptSrc).toContain("'sha256-");
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        // No directive allows every host (a bare `*`).
        expect(policy).not.toMatch(/\s\*(\s|;|$)/);
        // The page carries the same policy as a <meta>, for hosts that send no headers; a meta
        // cannot hold frame-ancestors.
        const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
          await response.text(),
        );
        const directives = (text: string) =>
          text
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, "&")
            .split(";")
            .map((part) => part.trim())
            .filter((part) => part && !part.startsWith("frame-ancestors"))
            .sort();
        expect(directives(meta?.[1] ?? "")).toEqual(directives(policy));
      });
    }
  }

  test("an unknown address gets the 404 page, with its policy inside the page", async ({
    request,
  }) => {
    const response = await request.get(UNKNOWN_PATH);
    expect(response.status()).toBe(404);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    const scriptSrc = directive(meta?.[1] ?? "", "script-src") ?? "";
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

test.describe("pages under the policy", () => {
  for (const pagePath of [...OPENED_PATHS, UNKNOWN_PATH]) {
    test(`${pagePath} runs without a Content-Security-Policy violation`, async ({ page }) => {
      const violations = await watchPolicy(page);
      await openAndReadThrough(page, pagePath);
      // The inline script that marks the page as script-capable ran: hashes match.
      await expect(page.locator("html")).toHaveClass(/\bjs\b/);
      expect(violations).toEqual([]);
    });
  }

  for (const pagePath of ["/", UNKNOWN_PATH]) {
    test(`${pagePath} refuses an inline script the build did not make`, async ({ page }) => {
      const violations = await watchPolicy(page);
      await openSettled(page, pagePath);
      await page.addScriptTag({ content: "window.injected = true;" }).catch(() => undefined);
      expect(await page.evaluate(() => "injected" in window)).toBe(false);
      await expect.poll(() => violations.join("\n")).toContain("script-src");
    });
  }

  test("refuses a <style> element the build did not make; the linked stylesheet applies", async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    await openSettled(page, "/");
    await page.addStyleTag({ content: "body { display: none; }" }).catch(() => undefined);
    await expect(page.locator("body")).toBeVisible();
    await expect.poll(() => violations.join("\n")).toContain("style-src-elem");
  });

  test("the stylesheet and scripts, named by their content's hash, are cached for a year; the page and its data are revalidated", async ({
    page,
    baseURL,
  }) => {
    const cacheOf = new Map<string, { type: string; cache: string | null }>();
    const headersRead: Promise<void>[] = [];
    page.on("response", (response) => {
      if (!response.url().startsWith(baseURL!)) return;
      const type = response.request().resourceType();
      headersRead.push(
        response.headerValue("cache-control").then((cache) => {
          cacheOf.set(new URL(response.url()).pathname, { type, cache });
        }),
      );
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await Promise.all(headersRead);
    const served = [...cacheOf.entries()];
    const yearLong = "public, max-age=31536000, immutable";
    const revalidated = "public, max-age=0, must-revalidate";
    const bundle = served.filter(([, { type }]) => type === "stylesheet" || type === "script");
    expect(bundle.filter(([, { type }]) => type === "stylesheet")).toHaveLength(1);
    expect(bundle.length).toBeGreaterThan(3);
    for (const [path, { cache }] of bundle) expect(cache, path).toBe(yearLong);
    expect(cacheOf.get("/")?.cache).toBe(revalidated);
    const pageData = served.filter(([path]) => path.startsWith("/page-data/"));
    expect(pageData.length).toBeGreaterThan(0);
    for (const [path, { cache }] of pageData) expect(cache, path).toBe(revalidated);
  });

  test("reading the front page (more stories, the video, the donation dialog) stays within the policy", async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    await openAndReadThrough(page, "/");
    const seeAll = ui.seeAll.slice(0, ui.seeAll.indexOf("{")).trim();
    await page.getByRole("button", { name: seeAll }).first().click();
    await expect(page.getByRole("button", { name: ui.showLess }).first()).toBeVisible();
    await page.getByRole("button", { name: ui.playVideo }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);
    await page.getByRole("button", { name: ui.supportShort }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("embeds and new-tab links", () => {
  /** Frames may never leave their box: no top navigation, no escaping the sandbox. */
  const FORBIDDEN_SANDBOX = /allow-top-navigation|allow-popups-to-escape-sandbox|allow-modals/;

  /**
   * Each embed's sandbox, token for token, as its component grants it: the least each third
   * party works with. Loosening one (or adding an embed) must be a deliberate change here too.
   */
  const DOCUMENT_SANDBOX = ["allow-popups", "allow-same-origin", "allow-scripts"];
  const SANDBOX_BY_TITLE = new Map<string, string[]>([
    // src/components/Embeds/ImageFeed.tsx
    [home.imageFeed.title, ["allow-popups", "allow-same-origin", "allow-scripts"]],
    // src/components/ContactBlocks/NewsroomContact.tsx
    [
      home.newsroom.formTitle,
      ["allow-forms", "allow-popups", "allow-same-origin", "allow-scripts"],
    ],
    // src/components/Partners/PartnersPage.tsx
    ...partners.documents.map((document): [string, string[]] => [document.title, DOCUMENT_SANDBOX]),
    // src/components/Embeds/VideoEmbed.tsx (the player on request, and in <noscript>)
    [
      home.video.title,
      ["allow-popups", "allow-presentation", "allow-same-origin", "allow-scripts"],
    ],
  ]);

  async function checkFrames(page: Page) {
    const frames = await page.locator("iframe").evaluateAll((elements) =>
      elements.map((frame) => ({
        src: frame.getAttribute("src"),
        title: frame.getAttribute("title"),
        loading: frame.getAttribute("loading"),
        referrerpolicy: frame.getAttribute("referrerpolicy"),
        sandbox: frame.getAttribute("sandbox"),
      })),
    );
    for (const frame of frames) {
      expect(frame.title?.trim(), `title of ${frame.src}`).toBeTruthy();
      expect(frame.loading, `loading of ${frame.src}`).toBe("lazy");
      expect(frame.referrerpolicy, `referrerpolicy of ${frame.src}`).toBeTruthy();
      expect(frame.sandbox, `sandbox of ${frame.src}`).toBeTruthy();
      expect(frame.sandbox, `sandbox of ${frame.src}`).not.toMatch(FORBIDDEN_SANDBOX);
      const tokens = (frame.sandbox ?? "").split(/\s+/).filter(Boolean).sort();
      expect(tokens, `sandbox of "${frame.title}" (${frame.src})`).toEqual(
        SANDBOX_BY_TITLE.get(frame.title ?? "") ?? `a sandbox pinned for "${frame.title}"`,
      );
    }
    return frames.map((frame) => frame.title ?? "").sort();
  }

  test.describe("in the built HTML", () => {
    // The HTML as built, before any script adds or changes elements.
    test.use({ javaScriptEnabled: false });

    for (const pagePath of OPENED_PATHS) {
      test(`${pagePath}: frames are titled, lazy and sandboxed; new tabs get no opener`, async ({
        page,
      }) => {
        await watchPolicy(page);
        // Without scripts an alias page forwards to the home page at once; keep it here to read it.
        await page.route(pagePath, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, "");
          await route.fulfill({ response, body });
        });
        await page.goto(pagePath);
        await checkFrames(page);
        const newTabLinks = await page.locator('a[target="_blank"]').evaluateAll((links) =>
          links.map((link) => ({
            href: link.getAttribute("href"),
            rel: link.getAttribute("rel"),
          })),
        );
        for (const link of newTabLinks) {
          expect(link.rel?.split(/\s+/), `rel of ${link.href}`).toEqual(
            expect.arrayContaining(["noopener", "noreferrer"]),
          );
        }
      });
    }

    test("the pages with embeds really have them", async ({ page }) => {
      await watchPolicy(page);
      await page.goto("/");
      // Without scripts the video's player is in the page too, in place of its play button.
      expect(await checkFrames(page)).toEqual([...lazyFrameTitles("/"), home.video.title].sort());
      await page.goto("/partners/");
      expect(await checkFrames(page)).toEqual([...lazyFrameTitles("/partners/")].sort());
    });
  });

  test("the video player, loaded on request, is titled, lazy and sandboxed too", async ({
    page,
  }) => {
    await watchPolicy(page);
    await openAndReadThrough(page, "/");
    await page.getByRole("button", { name: ui.playVideo }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);
    // The frames made by script as the reader scrolls are checked along with the player.
    expect(await checkFrames(page)).toEqual([...lazyFrameTitles("/"), home.video.title].sort());
  });

  test("the partner documents, made by script as the reader nears them, are sandboxed as pinned", async ({
    page,
  }) => {
    await watchPolicy(page);
    await openAndReadThrough(page, "/partners/");
    expect(await checkFrames(page)).toEqual([...lazyFrameTitles("/partners/")].sort());
  });
});
