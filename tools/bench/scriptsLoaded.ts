// Every script a page loads in its first 10 s, as a reader's browser receives it: the files its
// HTML names, the chunks the loader fetches for the page, and those fetched after first paint
// (live weather, embeds) or from other hosts. Lighthouse's own count stops when the network is
// quiet, and the build's file-based figure (tools/pageWeight.ts) leaves out chunks loaded later.
import { chromium } from "@playwright/test";
import { chromiumPath } from "../support/browserPath";
import { CHROMIUM_FLAGS } from "./support";

/** How long after the navigation a script still counts. */
export const SCRIPTS_WINDOW_MS = 10_000;

/** Lighthouse's mobile screen (a Moto G Power), so that what loads near the viewport is alike. */
const MOBILE = { width: 412, height: 823 };

export interface ScriptsLoaded {
  /** Bytes of the scripts' bodies as sent (compressed where the host compressed them). */
  bytes: number;
  files: { url: string; bytes: number }[];
}

/** Loads each URL in a fresh context, one at a time, and counts its scripts over the window. */
export async function measureScriptsLoaded(urls: readonly string[]): Promise<ScriptsLoaded[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const measured: ScriptsLoaded[] = [];
    for (const url of urls) {
      const context = await browser.newContext({ viewport: MOBILE, isMobile: true });
      const page = await context.newPage();
      const files: Promise<{ url: string; bytes: number }>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        files.push(
          request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
        );
      });
      const started = Date.now();
      await page.goto(url, { waitUntil: "commit" });
      await page.waitForTimeout(Math.max(0, SCRIPTS_WINDOW_MS - (Date.now() - started)));
      const loaded = await Promise.all(files);
      await context.close();
      measured.push({ bytes: loaded.reduce((sum, file) => sum + file.bytes, 0), files: loaded });
    }
    return measured;
  } finally {
    await browser.close();
  }
}
