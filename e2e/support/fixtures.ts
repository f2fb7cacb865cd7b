import { test as base, expect, type Page } from "@playwright/test";
import { PAGE_ATTACHMENT } from "../../tools/support/editorReport";

/** Requests that stay on the machine under test; everything else is a third party. */
export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol !== "http:" && protocol !== "https:") return true;
  return hostname === "localhost" || hostname === "127.0.0.1";
}

/** What the pages of a test logged; unexpected errors fail the test when it ends. */
export interface ConsoleLog {
  entries: { type: string; text: string }[];
  /**
   * For a test that provokes an error on purpose, e.g. a failed request to this site; the pattern
   * is matched against "<message> (<source URL>)".
   */
  allow: (pattern: RegExp) => void;
}

interface Fixtures {
  consoleLog: ConsoleLog;
  /** Under the 768 px breakpoint. */
  narrow: boolean;
}

/**
 * React calls this hook after every commit, production builds included; the first commit ends
 * hydration, after which the page's controls respond. Runs in the page before its scripts.
 */
function installCommitCounter() {
  const target = window as unknown as Record<string, unknown>;
  target.__e2eCommits = 0;
  target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot: () => {
      target.__e2eCommits = (target.__e2eCommits as number) + 1;
    },
    onCommitFiberUnmount: () => undefined,
  };
}

/** Chromium's own log line for a failed request, which every aborted third party produces. */
const FAILED_RESOURCE = /^Failed to load resource: net::ERR_/;

export const test = base.extend<Fixtures>({
  narrow: async ({ viewport }, use) => {
    await use((viewport?.width ?? 1280) < 768);
  },

  context: async ({ context }, use) => {
    // Third parties are down: every request off this machine fails, the same way on any machine.
    await context.route(
      (url) => !isLocalUrl(url.href),
      (route) => route.abort("connectionrefused"),
    );
    await context.addInitScript(installCommitCounter);
    await use(context);
  },

  consoleLog: [
    async ({ context, page }, use, testInfo) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const log: ConsoleLog = { entries: [], allow: (pattern) => allowed.push(pattern) };
      const watch = (target: Page) => {
        target.on("console", (message) => {
          const entry = { type: message.type(), text: message.text() };
          log.entries.push(entry);
          if (entry.type !== "error") return;
          const source = message.location().url;
          if (allowed.some((pattern) => pattern.test(`${entry.text} (${source})`))) return;
          if (FAILED_RESOURCE.test(entry.text) && source && !isLocalUrl(source)) return;
          problems.push(`console.error on ${target.url()}: ${entry.text} (${source})`);
        });
        target.on("pageerror", (error) =>
          problems.push(`page error on ${target.url()}: ${error.message}`),
        );
      };
      watch(page);
      context.on("page", (popup) => popup !== page && watch(popup));
      await use(log);
      // The page a failed check was on, which the editors' report names (./editorReport.ts).
      if (testInfo.status !== testInfo.expectedStatus && page.url().startsWith("http")) {
        await testInfo.attach(PAGE_ATTACHMENT, { body: new URL(page.url()).pathname });
      }
      expect(problems, "console errors, page errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
