import fs from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import {
  HOME_FIRST_LOAD_JS_BUDGET,
  STORY_FIRST_LOAD_JS_CEILING,
  STORY_HTML_BUDGET,
  findLoadingIssues,
  highPriorityImages,
  measurePageWeight,
  publicDirReader,
} from "../tools/pageWeight";
import { fullestStory } from "../src/model/newsStories";
import { authorPath, storyPath } from "../src/model/pageIds";
import { STORIES } from "./support/content";

/**
 * The byte budgets, checked on the files of the last build (run `npm run build` first). They are
 * deterministic, so unlike Lighthouse's timings (see `npm run bench`) they can fail a test run.
 * No browser needed.
 */

const PUBLIC_DIR = path.join(__dirname, "..", "public");
/** Stories per section in the home page's first load; the rest load on "See All". */
const INITIAL_STORIES = 5;

const measured = fullestStory(STORIES);
if (!measured) throw new Error("content/stories/ has no story to measure");
/** The fullest story page, as the bench picks it. */
const STORY_PAGE = `${storyPath(measured.section, measured.slug)}index.html`;
const PAGES = [
  "/index.html",
  "/faq/index.html",
  "/partners/index.html",
  "/privacy/index.html",
  STORY_PAGE,
  `${authorPath(measured.authors[0]!)}index.html`,
  "/corrections/index.html",
];
const NOT_FOUND = "/404.html";

const read = publicDirReader(PUBLIC_DIR);
const html = (file: string) => read(file)?.toString() ?? "";

test.beforeAll(() => {
  expect(fs.existsSync(path.join(PUBLIC_DIR, "index.html")), "run npm run build first").toBe(true);
});

test(`home page first-load JavaScript is at most ${HOME_FIRST_LOAD_JS_BUDGET} bytes gzipped, 1.15x a bare page's`, () => {
  const weight = measurePageWeight("/index.html", read);
  expect(weight.missing).toEqual([]);
  expect(weight.external).toEqual([]);
  expect(weight.totals.js).toBeLessThanOrEqual(HOME_FIRST_LOAD_JS_BUDGET);
});

test(`a story page's HTML is at most ${STORY_HTML_BUDGET / 1000} KB, as built`, () => {
  expect(measurePageWeight(STORY_PAGE, read).html.bytes).toBeLessThanOrEqual(STORY_HTML_BUDGET);
});

test("every page links the site's one stylesheet and inlines no CSS", () => {
  const sheets = new Set(
    [...PAGES, NOT_FOUND].flatMap((page) => {
      const weight = measurePageWeight(page, read);
      expect(html(page), page).not.toMatch(/<style[\s>]/);
      expect(weight.stylesheets, page).toHaveLength(1);
      return weight.stylesheets.map((sheet) => sheet.path);
    }),
  );
  expect(sheets.size).toBe(1);
});

test("no script a reader's page loads carries the content model's schema library (zod)", () => {
  // The model is for the build and the editor: a page that imported it would ship zod (some
  // 90 KB) and trip the Content-Security-Policy with its probe for eval.
  const scripts = new Set(
    [...PAGES, NOT_FOUND].flatMap((page) =>
      measurePageWeight(page, read).scripts.map((script) => script.path),
    ),
  );
  expect(scripts.size).toBeGreaterThan(0);
  const withZod = [...scripts].filter((script) => html(script).includes("ZodError"));
  expect(withZod).toEqual([]);
});

test("the editor's preview script carries no model code either: the build writes in what it needs", () => {
  const preview = html("/admin/preview.js");
  expect(preview).toContain("registerPreviewTemplate");
  expect(preview).not.toContain("ZodError");
});

test("the home page ships only the stories shown before a section is expanded", () => {
  const pageData = JSON.parse(read("/page-data/index/page-data.json")?.toString() ?? "{}") as {
    result: { data: { allCategory: { nodes: unknown[] }; allArticle: { nodes: unknown[] } } };
  };
  const { allCategory, allArticle } = pageData.result.data;
  expect(allArticle.nodes.length).toBeLessThanOrEqual(INITIAL_STORIES * allCategory.nodes.length);
  const articles = html("/index.html").match(/<article[\s>]/g) ?? [];
  // The stories, plus the hero, which is an article too.
  expect(articles.length).toBeLessThanOrEqual(INITIAL_STORIES * allCategory.nodes.length + 1);
});

for (const file of [...PAGES, NOT_FOUND]) {
  test(`${file}: nothing render-blocking, lazy embeds, sized lazy images`, () => {
    expect(findLoadingIssues(html(file))).toEqual([]);
    expect(measurePageWeight(file, read).missing).toEqual([]);
  });
}

test("the home page's hero is its only high-priority image", () => {
  expect(highPriorityImages(html("/index.html"))).toHaveLength(1);
});

test("a story's lead picture is its only high-priority image", () => {
  expect(highPriorityImages(html(STORY_PAGE))).toHaveLength(1);
});

test(`a story page's first-load JavaScript is at most ${STORY_FIRST_LOAD_JS_CEILING} bytes gzipped`, () => {
  const story = measurePageWeight(STORY_PAGE, read);
  expect(story.missing).toEqual([]);
  expect(story.totals.js).toBeLessThanOrEqual(STORY_FIRST_LOAD_JS_CEILING);
});
