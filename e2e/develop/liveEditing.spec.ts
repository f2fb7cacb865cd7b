import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const ROOT = path.join(__dirname, "..", "..");
const PORT = Number(process.env.DEVELOP_PORT ?? 8765);
const BASE = `http://localhost:${PORT}`;

let server: ChildProcess | undefined;
let output = "";
let contentDir = "";

/** Colour and cursor codes in the server's output. */
const ESCAPE_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

/** Everything the server printed since `from`, without escape codes, spaces collapsed. */
const printedSince = (from: number) =>
  output.slice(from).replace(ESCAPE_CODES, "").replace(/\s+/g, " ");

const categoriesFile = () => path.join(contentDir, "categories.json");
const readCategories = () =>
  JSON.parse(fs.readFileSync(categoriesFile(), "utf8")) as {
    categories: Record<string, unknown>[];
  };
const writeCategories = (text: string) => fs.writeFileSync(categoriesFile(), text);

/** The first section's description, as a reader of the open page sees it. */
const firstDescription = "#local-news p";

test.beforeAll(async () => {
  test.setTimeout(360_000);
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-content-"));
  fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
  server = spawn(
    path.join(ROOT, "node_modules", ".bin", "gatsby"),
    ["develop", "--port", String(PORT), "--host", "localhost"],
    {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: contentDir, GATSBY_TELEMETRY_DISABLED: "1" },
      detached: true,
    },
  );
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 330_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`gatsby develop stopped:\n${output}`);
    // Printed once the first compilation is done and the files are watched.
    if (printedSince(0).includes("You can now view")) break;
    if (Date.now() > deadline) throw new Error(`gatsby develop did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(printedSince(0));
});

test.afterAll(() => {
  // The server and its workers: a process group of their own.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  fs.rmSync(contentDir, { recursive: true, force: true });
});

test("a saved content edit reaches the open page; a broken one is reported and changes nothing", async ({
  page,
}) => {
  // Page data reaches an open page over the development server's socket.
  const socketConnected = page.waitForEvent("console", (message) =>
    message.text().includes("[HMR] connected"),
  );
  await page.goto(`${BASE}/`);
  await socketConnected;
  const description = page.locator(firstDescription).first();
  await expect(description).toHaveText("Detroit area coverage", { timeout: 60_000 });
  const valid = readCategories();

  // 1. A valid change shows on the open page, without a reload or a restart.
  valid.categories[0]!.description = "Neighborhood news from every corner of Detroit";
  const saved = Date.now();
  writeCategories(JSON.stringify(valid, null, 2));
  await expect(description).toHaveText("Neighborhood news from every corner of Detroit", {
    timeout: 30_000,
  });
  console.log(`live edit reached the open page in ${((Date.now() - saved) / 1000).toFixed(1)} s`);

  // 2a. Malformed JSON: the editor's message names the file and the line; the page keeps the
  // last good content and the server keeps running.
  let printed = output.length;
  writeCategories(JSON.stringify(valid, null, 2).replace('"title":', '"title"'));
  await expect
    .poll(() => printedSince(printed), { timeout: 30_000 })
    .toMatch(/content\/categories\.json: is not valid JSON \(line \d+, column \d+\)/);
  await page.reload();
  await expect(description).toHaveText("Neighborhood news from every corner of Detroit");

  // 2b. A missing required field: file, item and field, and again the last good content.
  printed = output.length;
  const missingTitle = structuredClone(valid);
  delete missingTitle.categories[9]!.title;
  writeCategories(JSON.stringify(missingTitle, null, 2));
  await expect
    .poll(() => printedSince(printed), { timeout: 30_000 })
    .toContain('content/categories.json › item categories["sports"] › field "title": is missing');
  await page.reload();
  await expect(description).toHaveText("Neighborhood news from every corner of Detroit");
  await expect(page.getByRole("heading", { name: "Sports", exact: true })).toBeVisible();

  // 2c. A story naming a picture that is not in content/images/: a content problem like the
  // others (file and field), not a crash of the server.
  printed = output.length;
  const storyFile = path.join(contentDir, "stories", "riverwalk-lighting-plan.json");
  const story = fs.readFileSync(storyFile, "utf8");
  fs.writeFileSync(
    storyFile,
    story.replace("images/riverfront-dusk.jpg", "images/riverwalk-noon.jpg"),
  );
  await expect
    .poll(() => printedSince(printed), { timeout: 30_000 })
    .toContain(
      'content/stories/riverwalk-lighting-plan.json › field "image.src": content/images/riverwalk-noon.jpg does not exist',
    );
  await page.reload();
  await expect(description).toHaveText("Neighborhood news from every corner of Detroit");
  fs.writeFileSync(storyFile, story);

  // 3. Fixing the file recovers, still without a restart.
  valid.categories[0]!.description = "Detroit area coverage, fixed and live";
  writeCategories(JSON.stringify(valid, null, 2));
  await expect(description).toHaveText("Detroit area coverage, fixed and live", {
    timeout: 30_000,
  });
  expect(server?.exitCode).toBeNull();
});
