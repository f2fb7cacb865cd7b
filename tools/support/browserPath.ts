import { existsSync } from "node:fs";

/**
 * Where the browser tests and the bench find Chromium: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium. Never a browser download: a missing browser is a one-line error, not a
 * skipped suite.
 */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `No browser for the browser tests: ${candidate} not found. Install Debian's chromium ` +
        "(apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
  }
  return candidate;
}
