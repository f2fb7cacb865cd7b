import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { testBrowserPath } from "./tools/support/browserPath";

// Debian's Chromium headless shell, never a browser download (tools/support/browserPath.ts).
const chromiumPath = testBrowserPath();

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 9100);
// The site under test is public/ (SITE_DIR), built from content/ or CONTENT_DIR: `npm run
// test:e2e` builds it from the tests' own content (tools/content-path.ts --variants). The
// archive's pages, and live coverage, are tested on a site built from the tests' own content with
// a year of generated stories (tools/build-archive-site.ts), served on the next port.
const ARCHIVE_PORT = PORT + 1;
const ARCHIVE_SPEC = /(archive|live)\.spec\.ts$/;
// `npm run test:e2e` builds it; a run of other specs alone needs none.
const HAS_ARCHIVE_SITE = fs.existsSync("e2e-archive-site/index.html");

export default defineConfig({
  testDir: "e2e",
  // The development server's test runs on its own (e2e/develop/playwright.config.ts).
  testIgnore: /develop\//,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  // Two browsers, two static servers and a moving ticker share CI's two cores: the limits are
  // generous. A check that holds returns at once; only failures wait the limit.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The newsroom's zone and language, so dates read the same on every machine.
    timezoneId: "America/Detroit",
    locale: "en-US",
    // A failure keeps its trace (actions, console, network) and a screenshot. The trace's DOM
    // snapshots and screencast are left out: taken at every action of every test, passing or
    // not, they cost more than most tests' own steps.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
    // The breaking-news ticker never stops moving, which halves the speed of every step on the
    // home page in a CPU-only browser. Tests read as someone who prefers reduced motion; those
    // about motion (the ticker, smooth scrolling, the home page's axe scan and Tab pass) turn it on.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 900 } },
      // The section menu's checks need a narrow screen (e2e/keyboard.spec.ts).
      grepInvert: /@narrow-only/,
      // A scheduled story's absence, and the pages a change of stories wrote, are checked on
      // the content path (CONTENT_CHECKS), which runs them when there are some
      // (tools/content-path.ts).
      testIgnore: [
        /develop\//,
        ...(process.env.CONTENT_CHECKS === "changed"
          ? []
          : [/(scheduled|changedPages)\.spec\.ts$/]),
        ARCHIVE_SPEC,
      ],
    },
    {
      name: "mobile",
      use: { viewport: { width: 375, height: 800 }, isMobile: false, hasTouch: false },
      // Checks that set their own width, and those of what the width does not change (a
      // feed, a fallback, a page's copy, one template's other pages), run once, at desktop.
      grepInvert: /@sets-own-width|@any-width/,
      // Only what the width changes runs at both widths (layout, menus, dialogs, ads, pictures,
      // focus, axe). Headers, links, byte budgets, metadata, routing, the FAQ's answers, the
      // partners' documents, the 404 page and the editor are the same at every width: checked
      // once, at desktop.
      testIgnore: [
        /develop\//,
        /(links|security|budgets|cms|cms-github|scheduled|changedPages|metadata|aliases|faq|partners|notFound)\.spec\.ts$/,
        ARCHIVE_SPEC,
      ],
    },
    ...(HAS_ARCHIVE_SITE ? archiveProjects() : []),
  ],
  webServer: [
    {
      // The production build as a plain static host serves it (run `npm run build` first).
      command: `node scripts/serve.mjs --port ${PORT} --dir ${process.env.SITE_DIR ?? "public"}`,
      url: `http://127.0.0.1:${PORT}/`,
      // Never test whatever else is listening there: it may serve another build.
      reuseExistingServer: false,
      stdout: "ignore",
    },
    ...(HAS_ARCHIVE_SITE
      ? [
          {
            command: `node scripts/serve.mjs --port ${ARCHIVE_PORT} --dir e2e-archive-site`,
            url: `http://127.0.0.1:${ARCHIVE_PORT}/`,
            reuseExistingServer: false,
            stdout: "ignore" as const,
          },
        ]
      : []),
  ],
});

/** The archive's and live coverage's specs, at both widths, against the site with a year of stories. */
function archiveProjects() {
  const archive = { baseURL: `http://localhost:${ARCHIVE_PORT}` };
  return [
    {
      name: "archive-desktop",
      testMatch: ARCHIVE_SPEC,
      use: { viewport: { width: 1280, height: 900 }, ...archive },
    },
    {
      name: "archive-mobile",
      testMatch: ARCHIVE_SPEC,
      use: { viewport: { width: 375, height: 800 }, isMobile: false, hasTouch: false, ...archive },
    },
  ];
}
