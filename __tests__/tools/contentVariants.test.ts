/** @jest-environment node */
import type { Node } from "gatsby";
import { contentVariants } from "../../tools/support/contentVariants";
import { publishedContent } from "../../src/model/schedule";
import { formatProblems } from "../../src/content/problems";
import { prepareContent } from "../../src/content/prepareContent";
import { syncContentNodes } from "../../src/node/contentNodes";
import { readAllContent } from "../support/content";
import { fakeGatsby } from "../support/fakeGatsby";

/**
 * The content path's build step on content an editor could write beyond the fixture files
 * (tools/support/contentVariants.ts): every case is valid, published or held back by the schedule,
 * and a hero pointed at a scheduled story is refused in the model's words. The browser checks of
 * the same content run in `npm run test:variants`.
 */
const MOMENT = Date.parse("2026-12-01T14:00:00Z");
const variants = contentVariants(readAllContent(), MOMENT, {
  localImages: ["images/riverfront-dusk.jpg"],
});
const asFiles = (files: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(files).map(([file, data]) => [file, JSON.stringify(data)]));
const slugsOf = (nodes: Map<string, Node>) =>
  [...nodes.values()]
    .filter((node) => node.internal.type === "Story")
    .map((node) => (node as Node & { slug: string }).slug);

describe("content variants", () => {
  it("covers every case the content path must publish", () => {
    expect(variants.cases.map((each) => each.name)).toEqual(
      expect.arrayContaining([
        "a story scheduled for tomorrow",
        "a story published one minute before the build",
        "a story without a picture",
        "a story with two authors",
        "a correction added to an old story",
        "a 200-character headline",
      ]),
    );
    const prepared = prepareContent(variants.files);
    if (!prepared.ok) throw new Error(formatProblems(prepared.problems));
    const stories = prepared.content["stories/*.json"];
    const story = (name: string) =>
      stories.find((each) => each.slug === variants.cases.find((c) => c.name === name)?.slug)!;
    expect(story("a 200-character headline").headline).toHaveLength(200);
    expect(story("a story without a picture").image).toBeUndefined();
    expect(story("a story with two authors").authors).toHaveLength(2);
    expect(stories.some((each) => each.section === variants.emptySection)).toBe(false);
    expect(stories.some((each) => each.authors.includes(variants.lonelyAuthor))).toBe(false);
    const { scheduled } = publishedContent(prepared.content, MOMENT);
    expect(scheduled.map((each) => each.slug)).toEqual(
      variants.cases.filter((each) => !each.published).map((each) => each.slug),
    );
  });

  it("dates each story as the editor saves it: Detroit's time with its offset", () => {
    const dates = variants.cases.map(
      (each) => (variants.files[each.file] as { publishedAt: string }).publishedAt,
    );
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/);
    const minuteBefore = variants.cases.findIndex((each) => /one minute before/.test(each.name));
    // 09:00 in Detroit, in December (-05:00): the build's moment.
    expect(dates[minuteBefore]).toBe("2026-12-01T08:59:00-05:00");
  });

  it("builds: the stories due are published, the scheduled one is not", async () => {
    const previous = process.env.BUILD_TIME;
    try {
      process.env.BUILD_TIME = new Date(MOMENT).toISOString();
      const build = fakeGatsby(asFiles(variants.files));
      expect(await syncContentNodes(build.args)).toBe(true);
      expect(build.reporter.panicOnBuild).not.toHaveBeenCalled();
      const built = slugsOf(build.nodes);
      for (const each of variants.cases) {
        expect({ [each.name]: built.includes(each.slug) }).toEqual({ [each.name]: each.published });
      }
    } finally {
      if (previous === undefined) delete process.env.BUILD_TIME;
      else process.env.BUILD_TIME = previous;
    }
  });

  it("refuses a hero pointed at the scheduled story, saying what to do", async () => {
    const previous = process.env.BUILD_TIME;
    try {
      process.env.BUILD_TIME = new Date(MOMENT).toISOString();
      const build = fakeGatsby(asFiles(variants.heroScheduled));
      expect(await syncContentNodes(build.args)).toBe(false);
      const scheduled = variants.cases.find((each) => !each.published)!;
      expect(build.reporter.panicOnBuild).toHaveBeenCalledWith(
        expect.objectContaining({
          context: {
            sourceMessage: expect.stringContaining(
              `- content/home.json › field "hero.storySlug": "${scheduled.slug}" is scheduled for`,
            ),
          },
        }),
      );
    } finally {
      if (previous === undefined) delete process.env.BUILD_TIME;
      else process.env.BUILD_TIME = previous;
    }
  });
});
