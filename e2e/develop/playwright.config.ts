import { defineConfig } from "@playwright/test";
import { testBrowserPath } from "../../tools/support/browserPath";

/**
 * The development server's live editing, tested on its own: the spec starts `gatsby develop`
 * itself, on a copy of the content it can break, so it never shares the production build's
 * server or folders with the other browser tests.
 */
export default defineConfig({
  testDir: ".",
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  // Starting the development server takes one to three minutes on two shared cores.
  timeout: 420_000,
  use: {
    timezoneId: "America/Detroit",
    locale: "en-US",
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
