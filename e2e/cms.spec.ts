import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// Not the site's fixtures: Decap rejects a refused save with an unhandled `undefined`, its own
// way of stopping the save, which those fixtures would count as a page error.
import { expect, test } from "@playwright/test";
import { prepareContent } from "../src/model/prepareContent";
import { formatProblem } from "../src/model/validateContent";
import { readContentFolder } from "../__tests__/support/content";

const ROOT = path.join(__dirname, "..");
/** Decap CMS's local backend answers the editor page at this port on an editor's machine. */
const LOCAL_BACKEND = "http://localhost:8081/api/v1";

let backend: ChildProcess | undefined;
let repo = "";

const categoriesOnDisk = () =>
  JSON.parse(fs.readFileSync(path.join(repo, "content", "categories.json"), "utf8")) as {
    categories: { id: string; description: string }[];
  };

// One local backend on one port, and files on disk: one test at a time, at one width.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  // A repository of its own with a copy of the content, as `npm run cms` has the project's.
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(repo, "content"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "content");
  backend = spawn(path.join(ROOT, "node_modules", ".bin", "decap-server"), [], {
    env: { ...process.env, PORT: "8081", GIT_REPO_DIRECTORY: repo },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(LOCAL_BACKEND, { method: "POST", body: "{}" })
          .then(() => true)
          .catch(() => false),
      { timeout: 30_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  backend?.kill("SIGTERM");
  fs.rmSync(repo, { recursive: true, force: true });
});

test.beforeEach(async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  const newStory = testInfo.title.startsWith("a story written");
  await page.goto(
    newStory
      ? "/admin/#/collections/stories/new"
      : "/admin/#/collections/content/entries/categories",
  );
  await page.getByRole("button", { name: "Login" }).click();
});

test.afterEach(async ({ page }) => {
  // The editor's own policy admits everything the editor uses.
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
});

test("the editor is the site's own page, not indexed, with its script from the site", async ({
  page,
  request,
}) => {
  // Its own policy, the same in the header and the page; the readers' policy is not loosened.
  const policy = (await request.get("/admin/")).headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self' 'unsafe-eval';");
  expect(policy).toContain("connect-src 'self' blob: https://api.github.com http://localhost:8081");
  expect(
    await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content"),
  ).toBe(policy.replace(/; frame-ancestors [^;]*/, ""));
  const readers = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(readers).not.toContain("unsafe-eval");
  expect(readers).not.toContain("api.github.com");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(new URL(src).origin).toBe(new URL(page.url()).origin);
});

test("a category description edited and saved in the editor changes that line on disk", async ({
  page,
}, testInfo) => {
  const description = page.getByLabel("Description", { exact: true }).first();
  await expect(description).toHaveValue("Detroit area coverage");
  await description.fill("Neighborhood news from every corner of Detroit");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();

  await expect
    .poll(() => categoriesOnDisk().categories[0]?.description, { timeout: 15_000 })
    .toBe("Neighborhood news from every corner of Detroit");
  await page.screenshot({ path: testInfo.outputPath("editing-a-category.png") });

  // What the editor saved passes the project's checks unchanged: the validator and the format.
  const prepared = prepareContent(readContentFolder(path.join(repo, "content")));
  expect(prepared.ok ? [] : prepared.problems.map(formatProblem)).toEqual([]);
  const saved = fs.readFileSync(path.join(repo, "content", "categories.json"), "utf8");
  const original = fs.readFileSync(path.join(ROOT, "content", "categories.json"), "utf8");
  expect(saved).toBe(
    original.replace('"Detroit area coverage"', '"Neighborhood news from every corner of Detroit"'),
  );
});

test("the editor refuses to save a required field left empty, and says so", async ({ page }) => {
  const before = fs.readFileSync(path.join(repo, "content", "categories.json"), "utf8");
  await page.getByLabel("Title", { exact: true }).nth(9).fill("");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Oops, you've missed a required field.")).toBeVisible();
  await expect(page.getByText(/title is required/i)).toBeVisible();
  expect(fs.readFileSync(path.join(repo, "content", "categories.json"), "utf8")).toBe(before);
});

test("a story written in the editor becomes a new file in content/stories/ that validates", async ({
  page,
}, testInfo) => {
  await page.getByLabel("Slug", { exact: true }).fill("new-bus-shelters-on-gratiot");
  // Sections and authors are chosen from content/categories.json and content/authors.json.
  await page.getByLabel("Section", { exact: true }).click();
  await page.keyboard.type("Local News");
  await page.getByRole("option", { name: "Local News", exact: true }).click();
  await page.getByLabel("Label", { exact: true }).click();
  await page.getByRole("option", { name: "News", exact: true }).click();
  await page.getByLabel("Headline", { exact: true }).fill("New bus shelters arrive on Gratiot");
  await page
    .getByLabel("Summary", { exact: true })
    .fill("Twelve heated shelters open along the corridor this week.");
  await page.locator('[data-slate-editor="true"]').first().click();
  await page.keyboard.type("The shelters went up between Eastern Market and Seven Mile.");
  await page.getByRole("button", { name: "Add authors" }).click();
  await page.getByLabel("Item", { exact: true }).click();
  await page.getByRole("option").first().click();
  await page.getByRole("button", { name: "Now" }).first().click();
  await page.getByText("Publish", { exact: true }).click();
  await page.getByText("Publish now").click();

  const file = path.join(repo, "content", "stories", "new-bus-shelters-on-gratiot.json");
  await expect.poll(() => fs.existsSync(file), { timeout: 15_000 }).toBe(true);
  await page.screenshot({ path: testInfo.outputPath("writing-a-story.png") });
  const story = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  expect(story).toMatchObject({
    $schema: "../schemas/story.schema.json",
    slug: "new-bus-shelters-on-gratiot",
    section: "local-news",
    label: "News",
    headline: "New bus shelters arrive on Gratiot",
    body: "The shelters went up between Eastern Market and Seven Mile.",
    corrections: [],
    tags: [],
  });
  expect(String(story.publishedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  const prepared = prepareContent(readContentFolder(path.join(repo, "content")));
  expect(prepared.ok ? [] : prepared.problems.map(formatProblem)).toEqual([]);
});
