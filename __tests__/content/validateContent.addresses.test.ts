import { categoriesSpec } from "../../src/content/specs/categories";
import { headlinesSpec } from "../../src/content/specs/headlines";
import { pathsOf } from "../../src/content/contentFiles";
import { policyPageSpec } from "../../src/content/specs/policyPages";
import { storySpec } from "../../src/content/specs/stories";
import { formatProblem, formatProblems } from "../../src/content/problems";
import { validateContent } from "../../src/content/validateContent";
import { readAllContent } from "../support/content";
import { category, messages, notes, valid } from "../support/notesFile";

describe("validateContent: addresses, element ids and stories", () => {
  const clash = (id: string, owner: string) =>
    `content/categories.json › item categories["${id}"] › field "id": "${id}" would give the front page a second element with the id "${id}", which section "${owner}" already uses; choose another id`;
  /** The page-id problems of these categories and this story count per section. */
  const pageIdProblems = (items: unknown[], articlesPerCategory?: unknown) => {
    const ids = items.map((item) => (item as { id?: unknown } | null)?.id);
    const headlines = {
      ...(readAllContent()["headlines.json"] as Record<string, unknown>),
      articlesPerCategory,
      headlines: [...new Set(ids)].map((id) => ({ category: id, headlines: ["A headline"] })),
    };
    return validateContent(
      { "categories.json": { categories: items }, "headlines.json": headlines },
      [categoriesSpec, headlinesSpec],
    )
      .filter((problem) => problem.message.includes("would give the front page"))
      .map(formatProblem);
  };
  const city = [category("city"), category("city-3")];

  it("counts the stories of a section as headlines.json says, from 0 to 1000", () => {
    expect(pageIdProblems(city, 3)).toEqual([clash("city-3", "city")]);
    expect(pageIdProblems(city, 1000)).toEqual([clash("city-3", "city")]);
    expect(pageIdProblems(city, 2)).toEqual([]);
    // A count headlines.json does not allow leaves no story to clash with.
    for (const unusable of [1001, 3.5, "3", undefined]) {
      expect(pageIdProblems(city, unusable)).toEqual([]);
    }
  });

  it("checks only a list of categories that is valid, and a repeated id is not a clash with itself", () => {
    expect(pageIdProblems([null, { id: 1 }, category("1-heading")], 3)).toEqual([]);
    expect(pageIdProblems([category("city"), category("city")], 3)).toEqual([]);
    // Both later sections clash with "city", the first to use "city-heading".
    expect(
      pageIdProblems([category("city"), category("city-heading"), category("city-heading")], 3),
    ).toEqual([clash("city-heading", "city"), clash("city-heading", "city")]);
  });

  it("lists the ids a reference may name", () => {
    const input = {
      "categories.json": { categories: ["local", "sports"].map(category) },
      "notes.json": {
        ...valid,
        section: "nowhere",
        perSection: [{ section: "local" }, { section: "sports" }],
      },
    };
    expect(validateContent(input, [categoriesSpec, notes]).map(formatProblem)).toEqual([
      'content/notes.json › field "section": "nowhere" is not a category id in content/categories.json; expected one of: local, sports',
    ]);
  });

  it("takes only policy pages' ids for addresses, and needs no categories for them", () => {
    expect(messages({ id: "faq" })).toEqual([]);
    const content = readAllContent();
    const input = Object.fromEntries(
      pathsOf(policyPageSpec, Object.keys(content)).map((file) => [file, content[file]]),
    );
    expect(Object.keys(input).length).toBeGreaterThan(1);
    expect(validateContent(input, [policyPageSpec])).toEqual([]);
  });

  describe("stories", () => {
    const story = readAllContent()["stories/2026/11/corktown-rovers-reach-final.json"] as Record<
      string,
      unknown
    >;
    const storyProblems = (stories: Record<string, unknown>) =>
      validateContent(stories, [storySpec]).map(formatProblem);

    it("are checked only where the stories are among the files", () => {
      expect(
        validateContent({ "notes.json": valid, "stories/faq.json": { ...story, slug: "faq" } }, [
          notes,
        ]),
      ).toEqual([]);
    });

    it("name the first story that has a slug, however many repeat it, in any month", () => {
      const file = (month: string) => `stories/2026/${month}/corktown-rovers-reach-final.json`;
      expect(
        storyProblems({
          [file("09")]: { ...story, publishedAt: "2026-09-22T21:10:00-04:00" },
          [file("10")]: { ...story, publishedAt: "2026-10-22T21:10:00-04:00" },
          [file("11")]: story,
          "stories/2026/11/d.json": null,
        }),
      ).toEqual([
        'content/stories/2026/11/d.json › field "(the whole item)": is null; expected a group of fields',
        `content/${file("10")} › field "slug": "corktown-rovers-reach-final" is also the slug of content/${file("09")}; every story needs its own slug`,
        `content/${file("11")} › field "slug": "corktown-rovers-reach-final" is also the slug of content/${file("09")}; every story needs its own slug`,
      ]);
    });

    it("may be updated at the moment of publication, and compare only moments written in full", () => {
      const publishedAt = "2026-11-22T21:10:00-05:00";
      const file = "stories/2026/11/corktown-rovers-reach-final.json";
      expect(storyProblems({ [file]: { ...story, updatedAt: publishedAt } })).toEqual([]);
      const problems = storyProblems({
        [file]: { ...story, publishedAt: "2026-11-23", updatedAt: "2026-11-22T08:00:00Z" },
        "stories/2026/11/b.json": { ...story, slug: "b", updatedAt: "2026-11-21" },
      });
      expect(problems).toHaveLength(2);
      expect(problems.join("\n")).not.toContain("is before publishedAt");
    });
  });

  it("counts one problem as one", () => {
    expect(
      formatProblems([{ file: "content/notes.json", field: "plain", message: "is missing" }]),
    ).toBe(
      'The content in content/ has 1 problem. Fix each one and build again:\n  - content/notes.json › field "plain": is missing',
    );
  });
});
