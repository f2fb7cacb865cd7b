import { existsSync } from "node:fs";

/**
 * The two Chromium builds of Debian this project runs, never a browser download: a missing one is
 * a one-line error, not a skipped suite. CHROMIUM_PATH, where set, stands for both.
 */
const BROWSERS = {
  /**
   * The browser tests' browser: Debian's chromium-headless-shell, the headless build Playwright
   * itself tests in. It leaves out the browser window's code, so each test's new page and load
   * cost the two shared cores far less than full Chromium's, with the same Blink and V8.
   */
  tests: { path: "/usr/bin/chromium-headless-shell", apt: "chromium-headless-shell" },
  /** The bench's browser: full Chromium, measuring what a reader's browser does. */
  bench: { path: "/usr/bin/chromium", apt: "chromium" },
} as const;

function browserPath(use: keyof typeof BROWSERS): string {
  const candidate = process.env.CHROMIUM_PATH || BROWSERS[use].path;
  if (!existsSync(candidate)) {
    throw new Error(
      `No browser for the ${use}: ${candidate} not found. Install Debian's ` +
        `${BROWSERS[use].apt} (apt-get install -y ${BROWSERS[use].apt}) or set CHROMIUM_PATH.`,
    );
  }
  return candidate;
}

/** Chromium for the bench: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const chromiumPath = (): string => browserPath("bench");

/** Chromium for the browser tests: CHROMIUM_PATH, else /usr/bin/chromium-headless-shell. */
export const testBrowserPath = (): string => browserPath("tests");

/** Says which browser the tests run in, or why there is none and ends the process. */
export function requireTestBrowser(): void {
  try {
    console.log(`Browser for the tests: ${testBrowserPath()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
