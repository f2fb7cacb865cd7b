import { defineConfig } from "@playwright/test";

/** Browser and build checks against the production build in public/, served as a static host would. */
export default defineConfig({
  testDir: "e2e",
  use: { baseURL: "http://localhost:9100" },
  webServer: {
    command: "node scripts/serve.mjs --port 9100",
    url: "http://localhost:9100/",
    reuseExistingServer: !process.env.CI,
  },
});
