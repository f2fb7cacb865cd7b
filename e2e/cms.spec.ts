import fs from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
// Not the site's fixtures: Decap rejects a refused save with an unhandled `undefined`, its own
// way of stopping the save, which those fixtures would count as a page error.
import { expect as baseExpect, test } from "@playwright/test";
import sharp from "sharp";
import { monthCollections } from "../src/content/cmsConfig";
import { folderFilePath } from "../src/content/contentFiles";
import { storySpec } from "../src/content/specs/stories";
import { contentDir, contentPaths, monthsIn } from "../src/node/contentDir";
import { prepareImage } from "../src/node/storyImages";
import { checkedContent } from "../tools/support/publishedSite";
import { slugFromHeadline } from "../src/content/slugs";
import {
  contentProblems,
  createContentRepo,
  openEditor,
  previewPane,
  savedJson,
  startLocalBackend,
} from "../tools/support/cms";

// Decap loads an entry, then what its preview reads, one request after another, each drawn anew:
// its waits are twice the suite's.
const expect = baseExpect.configure({ timeout: 20_000 });

let backend: ChildProcess | undefined;
let repo = "";

type Categories = { categories: { id: string; description: string }[] };
const categoriesOnDisk = () =>
  JSON.parse(fs.readFileSync(path.join(repo, "content", "categories.json"), "utf8")) as Categories;

/** A story of the copy, as Decap names its entry: its path under content/stories/. */
const PUBLISHED_STORY = "2026/11/midtown-water-main-repairs";
/** An English story without a Spanish translation (or a picture), which one is made from. */
const TO_TRANSLATE = "2026/11/keep-branch-libraries-open-late";
/** Another, without a picture, that gets one. */
const STORY_WITHOUT_PICTURE = "2026/11/hotspot-lending-what-the-numbers-show";

/** The desk's collection: the newest month's stories (src/content/cmsConfig.ts). */
const [desk] = monthCollections(storySpec, monthsIn(contentDir));

/** The entry each test opens, by how its title begins; the categories' file for the others. */
const ENTRY_BY_TITLE: readonly (readonly [titleStart: string, entry: string])[] = [
  ["the privacy page", "pages/entries/privacy"],
  ["a new story", "stories/new"],
  ["a published story", `stories/entries/${PUBLISHED_STORY}`],
  ["a story re-dated", `stories/entries/${PUBLISHED_STORY}`],
  ["a translation", `stories/entries/${TO_TRANSLATE}`],
  ["a picture", `stories/entries/${STORY_WITHOUT_PICTURE}`],
  ["the desk", desk!.name],
];

// One local backend on one port, and files on disk: one test at a time, at one width.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  repo = createContentRepo();
  backend = await startLocalBackend(repo);
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
  const entry =
    ENTRY_BY_TITLE.find(([start]) => testInfo.title.startsWith(start))?.[1] ??
    "content/entries/categories";
  await openEditor(page, `/admin/#/collections/${entry}`);
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
  const before = categoriesOnDisk().categories[0]!.description;
  const edited = `${before} and every neighborhood`;
  const description = page.getByLabel("Description", { exact: true }).first();
  await expect(description).toHaveValue(before);
  await description.fill(edited);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();

  const savedDescription = () =>
    savedJson<Categories>(path.join(repo, "content", "categories.json"))?.categories[0]
      ?.description;
  await expect.poll(savedDescription, { timeout: 15_000 }).toBe(edited);
  await page.screenshot({ path: testInfo.outputPath("editing-a-category.png") });

  // What the editor saved passes the project's checks unchanged: the validator and the format.
  expect(contentProblems(path.join(repo, "content"))).toEqual([]);
  const saved = fs.readFileSync(path.join(repo, "content", "categories.json"), "utf8");
  const original = fs.readFileSync(path.join(contentDir, "categories.json"), "utf8");
  expect(saved).toBe(original.replace(JSON.stringify(before), JSON.stringify(edited)));
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

test("the privacy page is previewed as readers see it, in the site's own styles", async ({
  page,
}, testInfo) => {
  const privacy = checkedContent(path.join(repo, "content"))["pages/*.json"].find(
    (policy) => policy.id === "privacy",
  )!;
  const preview = previewPane(page);
  const title = preview.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(privacy.title);
  await expect(preview.getByRole("heading", { level: 2 })).toHaveText(
    privacy.sections.map((section) => section.heading),
  );
  // The site's type and measure (src/styles, PolicyPage.module.scss), not the editor's.
  expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^Georgia/,
  );
  expect(
    await preview.getByRole("article").evaluate((element) => getComputedStyle(element).maxWidth),
  ).toBe("736px");
  // What the editor types shows at once.
  await page.getByLabel("Title", { exact: true }).fill("Privacy, in plain words");
  await expect(title).toHaveText("Privacy, in plain words");
  await page.screenshot({ path: testInfo.outputPath("previewing-a-policy-page.png") });
});

test("a new story gets its slug from its headline and is saved in the folder of its month", async ({
  page,
}, testInfo) => {
  const content = checkedContent(path.join(repo, "content"));
  const section = content["categories.json"].categories[0]!;
  const author = content["authors.json"].authors[0]!;
  const slug = page.getByLabel("Slug", { exact: true });
  // Shown, never typed: it follows the headline while the story is new.
  await expect(slug).not.toBeEditable();
  await page
    .getByLabel("Headline", { exact: true })
    .fill("Café owners rebuild Façade on Vernor’s Row");
  await expect(slug).toHaveValue("cafe-owners-rebuild-facade-on-vernors-row");
  await page.getByLabel("Section", { exact: true }).click();
  await page.keyboard.type(section.title);
  await page.getByRole("option", { name: section.title, exact: true }).click();
  await page.getByLabel("Label", { exact: true }).click();
  await page.getByRole("option", { name: "News", exact: true }).click();
  await page.getByLabel("Summary", { exact: true }).fill("Neighbors helped raise the new front.");
  await page.locator('[data-slate-editor="true"]').first().click();
  await page.keyboard.type("The restaurant reopens in the spring.");
  await page.getByLabel("Authors", { exact: true }).click();
  await page.keyboard.type(author.name);
  await page.getByRole("option", { name: author.name, exact: true }).click();
  await page.getByRole("button", { name: "Now" }).first().click();
  await page.screenshot({ path: testInfo.outputPath("writing-a-story.png") });
  await page.getByText("Publish", { exact: true }).click();
  await page.getByText("Publish now").click();

  // content/stories/YYYY/MM/<slug>.json, the month of its publishedAt in Detroit.
  const stories = () =>
    contentPaths(path.join(repo, "content"), [storySpec]).filter((file) =>
      file.endsWith("/cafe-owners-rebuild-facade-on-vernors-row.json"),
    );
  await expect.poll(stories, { timeout: 15_000 }).toHaveLength(1);
  const file = path.join(repo, "content", stories()[0]!);
  await expect.poll(() => savedJson(file) !== undefined, { timeout: 15_000 }).toBe(true);
  const story = savedJson<Record<string, unknown>>(file)!;
  expect(stories()[0]).toBe(folderFilePath(storySpec, story));
  // Decap's month keys stay out of the file.
  expect(Object.keys(story).filter((key) => key.startsWith("__"))).toEqual([]);
  expect(story).toMatchObject({
    $schema: "../../../schemas/story.schema.json",
    slug: "cafe-owners-rebuild-facade-on-vernors-row",
  });
  expect(contentProblems(path.join(repo, "content"))).toEqual([]);
  // The editor, now on the saved story, shows its slug.
  await expect(slug).toHaveValue("cafe-owners-rebuild-facade-on-vernors-row");
});

test("a published story keeps its slug and its file when its headline changes", async ({
  page,
}) => {
  const file = path.join(repo, "content", "stories", `${PUBLISHED_STORY}.json`);
  const before = savedJson<{ slug: string; headline: string }>(file)!;
  const slug = page.getByLabel("Slug", { exact: true });
  await expect(slug).toHaveValue(before.slug);
  await expect(slug).not.toBeEditable();
  const headline = `${before.headline}, and what comes next`;
  await page.getByLabel("Headline", { exact: true }).fill(headline);
  await page.getByText("Publish", { exact: true }).click();
  await page.getByText("Publish now").click();
  await expect
    .poll(() => savedJson<{ headline: string }>(file)?.headline, { timeout: 15_000 })
    .toBe(headline);
  expect(savedJson<{ slug: string }>(file)?.slug).toBe(before.slug);
  await expect(slug).toHaveValue(before.slug);
  expect(
    contentPaths(path.join(repo, "content"), [storySpec]).filter((each) =>
      each.includes(before.slug),
    ),
  ).toEqual([`stories/${PUBLISHED_STORY}.json`]);
});

test("the desk's stories open newest first, and two or three words of a headline in any order find it", async ({
  page,
}) => {
  const stories = checkedContent(path.join(repo, "content"))["stories/*.json"];
  const byDate = [...stories].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const cards = page.locator(`a[href^="#/collections/${desk!.name}/entries/"]`);
  await expect(cards.first()).toContainText(byDate[0]!.headline);
  await expect(cards.nth(1)).toContainText(byDate[1]!.headline);

  // "Riverwalk's dark stretch east of Belle Isle bridge…": words from it, out of their order.
  const story = stories.find((each) => each.slug === "riverwalk-lighting-plan")!;
  const search = page.getByPlaceholder("Search all");
  for (const words of ["bridge dark", "lights Belle Riverwalk", "stretch Riverwalk east"]) {
    await search.fill(words);
    await search.press("Enter");
    // The month's own search, of these words.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Search Results for "${words}" in ${desk!.label}`,
    );
    await expect(page.getByRole("link", { name: story.headline })).toBeVisible();
  }
  // A word the headline does not have leaves it out (Decap matches letters in order: "jazz"
  // has letters it lacks).
  await search.fill("bridge jazz");
  await search.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /Search Results for "bridge jazz"/,
  );
  await expect(page.getByRole("link", { name: story.headline })).toHaveCount(0);
});

test("a picture uploaded to a story lands in content/images and is the picture its page shows", async ({
  page,
}, testInfo) => {
  const file = path.join(repo, "content", "stories", `${STORY_WITHOUT_PICTURE}.json`);
  const picture = testInfo.outputPath("hotspot-map.png");
  await sharp({ create: { width: 640, height: 360, channels: 3, background: "#1f6f8b" } })
    .png()
    .toFile(picture);

  // A story without a picture asks for no alt text; once it has one, the alt text is required.
  await expect(page.getByLabel("Alt (optional)", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(picture);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Alt", { exact: true }).fill("Map of the branches that lend hotspots");
  // The preview, drawn with the site's story component, shows it at once.
  await expect(
    previewPane(page).getByAltText("Map of the branches that lend hotspots"),
  ).toBeVisible();
  await page.getByText("Publish", { exact: true }).click();
  await page.getByText("Publish now").click();

  const saved = () => savedJson<{ image?: { src: string; alt: string } }>(file)?.image;
  await expect.poll(saved, { timeout: 15_000 }).toMatchObject({ src: "images/hotspot-map.png" });
  // Decap's local backend writes the picture and the story's file in separate requests: the
  // picture may land just after the story.
  const onDisk = path.join(repo, "content", "images", "hotspot-map.png");
  const uploaded = fs.readFileSync(picture);
  await expect
    .poll(() => fs.existsSync(onDisk) && fs.readFileSync(onDisk).equals(uploaded), {
      message: `${onDisk} holds the uploaded picture`,
      timeout: 15_000,
    })
    .toBe(true);
  expect(contentProblems(path.join(repo, "content"))).toEqual([]);

  // What the build makes of it for the story's page (src/node/storyImages.ts): its own files,
  // at its size, under /images/.
  const image = await prepareImage(saved()!.src, path.join(repo, "content"));
  expect(image).toMatchObject({ imageWidth: 640, imageHeight: 360 });
  expect(image.imageUrl).toMatch(/^\/images\/hotspot-map-[0-9a-f]{8}-640\.png$/);
});

test("a translation is made from its original: duplicated, named, previewed in its language", async ({
  page,
}, testInfo) => {
  const original = savedJson<{
    slug: string;
    headline: string;
    section: string;
    authors: string[];
  }>(path.join(repo, "content", "stories", `${TO_TRANSLATE}.json`))!;
  await page.getByRole("button", { name: "Published", exact: true }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  // Decap opens a new entry, then fills it with the original's fields: a headline typed before
  // they land is overwritten. The new entry's slug, made from the copied headline, says they did.
  await expect(page).toHaveURL(/\/new$/);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(
    slugFromHeadline(original.headline),
  );
  const headline = "Que las bibliotecas de barrio abran hasta tarde";
  await page.getByLabel("Headline", { exact: true }).fill(headline);
  // A new entry: its slug follows its own headline, not its original's.
  await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(
    "que-las-bibliotecas-de-barrio-abran-hasta-tarde",
  );
  // Fields a story in English leaves empty: the editor marks them optional.
  await page.getByLabel("Language (optional)", { exact: true }).click();
  await page.keyboard.type("Españ");
  await page.getByRole("option", { name: "Español", exact: true }).click();
  await page.getByLabel("Translation of (optional)", { exact: true }).fill(original.slug);
  await page.getByRole("button", { name: /^Add translators/ }).click();
  // The translators' list comes before the tags', whose items are named alike.
  await page.getByLabel("Item", { exact: true }).first().fill("Lucía Ramírez");
  // The preview is the translation's page: its edition's language, copy and credit.
  const preview = previewPane(page);
  await expect(preview.locator("html")).toHaveAttribute("lang", "es");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(headline);
  await expect(preview.getByText("Traducción de Lucía Ramírez")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("translating-a-story.png") });
  await page.getByText("Publish", { exact: true }).click();
  await page.getByText("Publish now").click();

  const file = path.join(
    repo,
    "content",
    "stories",
    "2026",
    "11",
    "que-las-bibliotecas-de-barrio-abran-hasta-tarde.json",
  );
  await expect.poll(() => savedJson(file) !== undefined, { timeout: 15_000 }).toBe(true);
  expect(savedJson(file)).toMatchObject({
    slug: "que-las-bibliotecas-de-barrio-abran-hasta-tarde",
    section: original.section,
    authors: original.authors,
    language: "es",
    translationOf: original.slug,
    translators: ["Lucía Ramírez"],
    headline,
  });
  expect(contentProblems(path.join(repo, "content"))).toEqual([]);
});

test("a story re-dated into another month is moved into that month's folder as it is saved", async ({
  page,
}) => {
  const stories = path.join(repo, "content", "stories");
  const before = savedJson<Record<string, unknown>>(path.join(stories, `${PUBLISHED_STORY}.json`))!;
  const publishedAt = page.getByLabel("Published at", { exact: true });
  await expect(publishedAt).not.toHaveValue("");
  await publishedAt.fill("2026-10-30T09:00");
  await page.getByText("Publish", { exact: true }).click();
  await page.getByText("Publish now").click();

  const moved = path.join(stories, "2026", "10", path.basename(`${PUBLISHED_STORY}.json`));
  await expect.poll(() => savedJson(moved) !== undefined, { timeout: 15_000 }).toBe(true);
  const story = savedJson<Record<string, unknown>>(moved)!;
  expect(story).toEqual({ ...before, publishedAt: expect.stringMatching(/^2026-10-30T/) });
  expect(fs.existsSync(path.join(stories, `${PUBLISHED_STORY}.json`))).toBe(false);
  // Every other story of November stays where it was.
  expect(fs.readdirSync(path.join(stories, "2026", "11")).length).toBeGreaterThan(1);
  expect(contentProblems(path.join(repo, "content"))).toEqual([]);
});
