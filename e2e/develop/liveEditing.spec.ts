import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { folderFilePath } from "../../src/content/contentFiles";
import { storySpec } from "../../src/content/specs/stories";
import { prepareContent } from "../../src/content/prepareContent";
import { formatProblem } from "../../src/content/problems";
import { readContentFolder } from "../../src/node/contentDir";
import {
  createContentRepo,
  openEditor,
  previewPane,
  savedJson,
  startLocalBackend,
} from "../../tools/support/cms";
import { contentPaths, contentDir as siteContentDir } from "../../src/node/contentDir";
import { checkedContent, expandedCount } from "../../tools/support/publishedSite";

const ROOT = path.join(__dirname, "..", "..");
const PORT = Number(process.env.DEVELOP_PORT ?? 8765);
const BASE = `http://localhost:${PORT}`;
/** `npm run cms`'s editor page: public/admin/, which the development server fills as it starts. */
const EDITOR_PORT = PORT + 1;
const EDITOR = `http://localhost:${EDITOR_PORT}/admin/`;

let server: ChildProcess | undefined;
let backend: ChildProcess | undefined;
let editor: ChildProcess | undefined;
let output = "";
/** A git repository with a copy of the content, which the server shows and the editor edits. */
let repo = "";
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

/** The first section of the content under test, whose description the test edits. */
/** The development server shows every story written, scheduled ones too (marked as such). */
const WRITTEN = checkedContent(siteContentDir);
const AUTHORS = WRITTEN["authors.json"].authors;
const CATEGORIES = WRITTEN["categories.json"].categories;
const STORIES = WRITTEN["stories/*.json"];
const expandedStoryCount = (categoryId: string) => expandedCount(WRITTEN, categoryId);
const FIRST = CATEGORIES[0]!;
/** The first section's description, as a reader of the open page sees it. */
const firstDescription = `#${FIRST.id} p`;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  repo = createContentRepo();
  contentDir = path.join(repo, "content");
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
  // The rest of `npm run cms`: Decap's local backend and the editor's page.
  backend = await startLocalBackend(repo);
  editor = spawn(
    process.execPath,
    ["scripts/serve.mjs", "--port", String(EDITOR_PORT), "--no-headers"],
    { cwd: ROOT, stdio: "ignore" },
  );
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(printedSince(0));
});

test.afterAll(() => {
  // The server and its workers: a process group of their own.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  backend?.kill("SIGTERM");
  editor?.kill("SIGTERM");
  fs.rmSync(repo, { recursive: true, force: true });
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
  await expect(description).toHaveText(FIRST.description, { timeout: 60_000 });
  const valid = readCategories();
  const edited = `${FIRST.description}, block by block`;

  // 1. A valid change shows on the open page, without a reload or a restart.
  valid.categories[0]!.description = edited;
  const saved = Date.now();
  writeCategories(JSON.stringify(valid, null, 2));
  await expect(description).toHaveText(edited, {
    timeout: 30_000,
  });
  console.log(`live edit reached the open page in ${((Date.now() - saved) / 1000).toFixed(1)} s`);

  // The files the content makes beside its pages come from the nodes, as a build writes them:
  // a section's further stories (See All, pressed: see home.spec.ts) and a story's picture.
  const section = page.getByRole("region", { name: FIRST.title, exact: true });
  await section.getByRole("button", { name: /^See All / }).press("Enter");
  await expect(section.getByRole("article")).toHaveCount(expandedStoryCount(FIRST.id), {
    timeout: 30_000,
  });
  const picture = await page.locator('img[src^="/images/"]').first().getAttribute("src");
  const served = await page.request.get(`${BASE}${picture}`);
  expect(served.headers()["content-type"]).toMatch(/^image\//);

  // 2a. Malformed JSON: the editor's message names the file and the line; the page keeps the
  // last good content and the server keeps running.
  let printed = output.length;
  writeCategories(JSON.stringify(valid, null, 2).replace('"title":', '"title"'));
  await expect
    .poll(() => printedSince(printed), { timeout: 30_000 })
    .toMatch(/content\/categories\.json: is not valid JSON \(line \d+, column \d+\)/);
  await page.reload();
  // A development page renders in the browser, from a large bundle: slow on a busy machine.
  await expect(description).toHaveText(edited, {
    timeout: 30_000,
  });

  // 2b. A missing required field: file, item and field, and again the last good content.
  printed = output.length;
  const missingTitle = structuredClone(valid);
  const last = CATEGORIES.at(-1)!;
  delete missingTitle.categories.at(-1)!.title;
  writeCategories(JSON.stringify(missingTitle, null, 2));
  await expect
    .poll(() => printedSince(printed), { timeout: 30_000 })
    .toContain(
      `content/categories.json › item categories["${last.id}"] › field "title": is missing`,
    );
  await page.reload();
  await expect(description).toHaveText(edited, {
    timeout: 30_000,
  });
  await expect(page.getByRole("heading", { name: last.title, exact: true })).toBeVisible();

  // 2c. A story naming a picture that is not in content/images/: a content problem like the
  // others (file and field), not a crash of the server.
  printed = output.length;
  const pictured = STORIES.find((written) => written.image && !/^https:/.test(written.image.src));
  const storyRelative = pictured ? folderFilePath(storySpec, pictured) : "";
  const storyFile = path.join(contentDir, storyRelative);
  const story = pictured ? fs.readFileSync(storyFile, "utf8") : "";
  if (pictured) {
    fs.writeFileSync(
      storyFile,
      story.replace(JSON.stringify(pictured.image!.src), '"images/no-such-picture.jpg"'),
    );
    await expect
      .poll(() => printedSince(printed), { timeout: 30_000 })
      .toContain(
        `content/${storyRelative} › field "image.src": content/images/no-such-picture.jpg does not exist`,
      );
  }
  await page.reload();
  await expect(description).toHaveText(edited);
  if (pictured) fs.writeFileSync(storyFile, story);

  // 3. Fixing the file recovers, still without a restart.
  valid.categories[0]!.description = `${FIRST.description}, fixed and live`;
  writeCategories(JSON.stringify(valid, null, 2));
  await expect(description).toHaveText(`${FIRST.description}, fixed and live`, {
    timeout: 30_000,
  });
  expect(server?.exitCode).toBeNull();
});

test("a story written in the content editor becomes a valid file and a page of the open site", async ({
  page,
}) => {
  await openEditor(page, `${EDITOR}#/collections/stories/new`);
  // Sections and authors are chosen from content/categories.json and content/authors.json.
  await page.getByLabel("Section", { exact: true }).click();
  await page.keyboard.type(FIRST.title);
  await page.getByRole("option", { name: FIRST.title, exact: true }).click();
  await page.getByLabel("Label", { exact: true }).click();
  await page.getByRole("option", { name: "News", exact: true }).click();
  await page.getByLabel("Headline", { exact: true }).fill("New bus shelters arrive on Gratiot");
  await page
    .getByLabel("Summary", { exact: true })
    .fill("Twelve heated shelters open along the corridor this week.");
  await page.locator('[data-slate-editor="true"]').first().click();
  await page.keyboard.type("The shelters went up between Eastern Market and Seven Mile.");
  const author = AUTHORS[0]!;
  await page.getByLabel("Authors", { exact: true }).click();
  await page.keyboard.type(author.name);
  await page.getByRole("option", { name: author.name, exact: true }).click();
  await page.getByRole("button", { name: "Now" }).first().click();
  // The preview pane draws it as its page will look.
  const preview = previewPane(page);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
    "New bus shelters arrive on Gratiot",
  );
  await expect(preview.getByRole("link", { name: author.name })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("writing-a-story.png") });
  await page.getByText("Publish", { exact: true }).click();
  await page.getByText("Publish now").click();

  // A new file that passes the project's checks, in the folder of its month.
  const saved = () =>
    contentPaths(contentDir, [storySpec]).find((file) =>
      file.endsWith("/new-bus-shelters-arrive-on-gratiot.json"),
    );
  await expect.poll(() => saved() !== undefined, { timeout: 15_000 }).toBe(true);
  const file = path.join(contentDir, saved()!);
  await expect.poll(() => savedJson(file) !== undefined, { timeout: 15_000 }).toBe(true);
  const story = savedJson<Record<string, unknown>>(file)!;
  expect(saved()).toBe(folderFilePath(storySpec, story));
  expect(story).toMatchObject({
    $schema: "../../../schemas/story.schema.json",
    // Made from the headline.
    slug: "new-bus-shelters-arrive-on-gratiot",
    section: FIRST.id,
    label: "News",
    authors: [author.id],
    headline: "New bus shelters arrive on Gratiot",
    body: "The shelters went up between Eastern Market and Seven Mile.",
    corrections: [],
    tags: [],
  });
  expect(String(story.publishedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  const prepared = prepareContent(readContentFolder(contentDir));
  expect(prepared.ok ? [] : prepared.problems.map(formatProblem)).toEqual([]);

  // The open site builds it into a page of its own, and leads its section with it.
  // The open site leads its section with it, linked to the story's own address. (The page at
  // that address is made by createSitePages, tested in __tests__/node/sitePages.test.ts and, for
  // every shipped story, in the production build: Gatsby's development server sometimes skips the
  // query of a page made between two of its runs, so this test does not open it.)
  const link = page
    .locator(`#${FIRST.id}`)
    .getByRole("link", { name: "New bus shelters arrive on Gratiot" });
  // The server makes the nodes and queries again once the file lands, a few seconds on: a front
  // page opened before that shows the last content, so the reader's reload is what is checked.
  await expect(async () => {
    await page.goto(`${BASE}/`);
    await expect(link).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(link).toHaveAttribute("href", `/${FIRST.id}/new-bus-shelters-arrive-on-gratiot/`);
});
