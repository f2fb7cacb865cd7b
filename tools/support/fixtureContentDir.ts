import path from "path";

/**
 * The content the tests own: a small, frozen, valid copy with odd values of its own, so an
 * editor's change to `content/` never fails a component or model test. Kept free of imports
 * that read the content folder, so the test setup can point CONTENT_DIR here before they load.
 */
export const FIXTURE_CONTENT_DIR = path.join(
  __dirname,
  "..",
  "..",
  "__tests__",
  "fixtures",
  "content",
);

/**
 * The content the browser suite's site is built from: the tests' own plus the variants an editor
 * could write (tools/content-path.ts --variants writes it; `npm run test:e2e` points CONTENT_DIR
 * here). Kept out of git, like the site itself.
 */
export const E2E_CONTENT_DIR = path.join(__dirname, "..", "..", "e2e-content");
