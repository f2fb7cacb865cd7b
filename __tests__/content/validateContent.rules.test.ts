import { z } from "zod";
import {
  boolean,
  categoriesSpec,
  date,
  dateTime,
  email,
  headlinesSpec,
  id,
  imageSource,
  integer,
  list,
  markdown,
  object,
  pathsOf,
  phone,
  policyPageSpec,
  prose,
  ref,
  storySpec,
  template,
  text,
  url,
  urlTemplate,
} from "../../src/content/contentSpec";
import { formatProblem, formatProblems, validateContent } from "../../src/content/validateContent";
import { readAllContent } from "../support/content";
import { testFileSpec } from "../support/fileSpec";

// The field rules on a small file of their own, including what the shipped model does not use
// (a field without a format, a template without placeholders), with the messages editors read.

const notes = testFileSpec("notes", {
  plain: text(),
  text: text(),
  id: id(),
  email: email(),
  phone: phone(),
  template: template([]),
  greeting: template(["name", "day"]),
  prose: prose(),
  date: date(),
  moment: dateTime(),
  picture: imageSource(),
  link: url(),
  feed: urlTemplate(["id", "size"]),
  body: markdown(),
  count: integer(1, 10),
  // Limits the model's helpers always give, left out to see the wording without them.
  atLeast: z.int().min(1),
  atMost: z.int().max(10),
  any: z.int(),
  flag: boolean(),
  tags: list(text(), { minItems: 2, maxItems: 3 }),
  items: list(object({ id: text() }), { uniqueBy: "id" }),
  group: object({ a: text() }),
  section: ref("category"),
  perSection: list(object({ section: ref("category") }), {
    uniqueBy: "section",
    oneFor: "category",
  }),
});

const valid = {
  plain: "Plain",
  text: "Since 1825, {not a placeholder}",
  id: "notes",
  email: "news@herald.example",
  phone: "555-0142",
  template: "Hello",
  greeting: "Hello {name}, happy {day}",
  prose: "Since {foundingYear}",
  date: "2026-11-01",
  moment: "2026-11-20T09:30:00-05:00",
  picture: "images/belle-isle.jpg",
  link: "https://news.example/tips",
  feed: "https://img.example/{id}/{size}.jpg",
  body: "Some **news**",
  count: 1,
  atLeast: 1,
  atMost: 10,
  any: -5,
  flag: true,
  tags: ["a", "b"],
  items: [{ id: "first" }],
  group: { a: "x" },
  section: "local",
  perSection: [{ section: "local" }],
};

/** A category as categories.json has it. */
const category = (categoryId: string) => ({
  id: categoryId,
  title: categoryId,
  description: `News of ${categoryId}`,
  navLabel: categoryId,
});
const categories = { categories: [category("local")] };

/** The messages for notes.json with some fields changed; site.json gives the founding year. */
const messages = (change: Record<string, unknown>) =>
  validateContent(
    {
      "site.json": { foundingYear: 1825 },
      "categories.json": categories,
      "notes.json": { ...valid, ...change },
    },
    [categoriesSpec, notes],
  ).map(formatProblem);

describe("validateContent: the field rules", () => {
  it("accepts text as written: without a format, with braces, with a year; a 7-digit phone", () => {
    expect(messages({})).toEqual([]);
  });

  it.each([
    [{ id: "https://a.example" }, '"https://a.example" is not an id of lower-case letters'],
    [{ id: "a@b.example" }, '"a@b.example" is not an id of lower-case letters'],
    [{ email: "2026-11-20" }, '"2026-11-20" is not an e-mail address'],
    [{ email: "2026-11-20T09:30:00-05:00" }, "is not an e-mail address"],
    [{ email: "images/a.jpg" }, '"images/a.jpg" is not an e-mail address'],
    [{ email: "https://a.example" }, '"https://a.example" is not an e-mail address'],
    [{ phone: "555-014" }, '"555-014" is not a phone number like (313) 555-0142'],
    // A value must be the format and nothing else, not contain it.
    [{ email: "Call news@herald.example" }, "is not an e-mail address"],
    [{ email: "news@herald.example today" }, "is not an e-mail address"],
    [{ phone: "Call 555-0142" }, "is not a phone number"],
    [{ phone: "555-0142 after 6" }, "is not a phone number"],
    [{ date: "On 2026-11-01" }, '"On 2026-11-01" is not a date written as YYYY-MM-DD'],
    [{ date: "2026-11-01 at noon" }, "is not a date written as YYYY-MM-DD"],
    [{ date: "1 Nov 2026" }, "is not a date written as YYYY-MM-DD"],
    [{ date: "2026-13-01" }, "is not a date written as YYYY-MM-DD"],
    [{ date: "2026-02-30" }, "is not a date written as YYYY-MM-DD"],
    [{ moment: "On 2026-11-20T09:30:00-05:00" }, "is not a date and time with its offset"],
    [{ moment: "2026-11-20T09:30:00-05:00 sharp" }, "is not a date and time with its offset"],
    [{ moment: "2026-11-20T09:30:00+24:00" }, "is not a date and time with its offset"],
    [{ moment: "2026-11-20T09:30:00.Z" }, "is not a date and time with its offset"],
    [{ picture: "old/images/a.jpg" }, '"old/images/a.jpg" is not a picture in content/images/'],
    [{ picture: "images/a.jpg.html" }, "is not a picture in content/images/"],
    [{ picture: "images/ab..c.jpg" }, "is not a picture in content/images/"],
    [{ link: "https://newsroom/tips" }, "is not a web address starting with https://"],
    [{ feed: "img.example/{id}/{size}.jpg" }, "is not a web address starting with https://"],
  ])("refuses a value of another format: %j", (change, message) => {
    const [field] = Object.keys(change);
    expect(messages(change)).toEqual([
      expect.stringMatching(new RegExp(`^content/notes\\.json › field "${field}": `)),
    ]);
    expect(messages(change)[0]).toContain(message);
  });

  it("takes a moment with or without seconds, with a fraction, in UTC or with an offset", () => {
    for (const moment of [
      "2026-11-20T09:30-05:00",
      "2026-11-20T14:30:00.123Z",
      "2026-11-20T23:59:59+23:00",
      "2026-11-20T00:00:00-00:00",
    ]) {
      expect(messages({ moment })).toEqual([]);
    }
  });

  it("says what a value of the wrong kind is, and what the field expects", () => {
    expect(messages({ count: "  ", atLeast: "x", flag: 1, plain: { a: 1 }, text: true })).toEqual([
      'content/notes.json › field "plain": is a group of fields; expected text (not empty)',
      'content/notes.json › field "text": is true/false; expected text (not empty)',
      'content/notes.json › field "count": is empty text; expected a whole number from 1 to 10',
      'content/notes.json › field "atLeast": is text; expected a whole number',
      'content/notes.json › field "flag": is a whole number; expected true or false',
    ]);
    expect(messages({ atMost: "x", template: " " })).toEqual([
      'content/notes.json › field "template": is empty; expected text',
      'content/notes.json › field "atMost": is text; expected a whole number',
    ]);
    expect(messages({ body: " ", feed: undefined })).toEqual([
      'content/notes.json › field "feed": is missing; expected a web address starting with https:// containing {id} and {size}',
      'content/notes.json › field "body": is empty; expected text (not empty)',
    ]);
  });

  it("lists every unknown or missing placeholder", () => {
    expect(messages({ prose: "In {year} at {place}" })).toEqual([
      'content/notes.json › field "prose": uses unknown placeholder {year}, {place}; expected text that may contain only {foundingYear} or {publicationCount}',
    ]);
    expect(messages({ greeting: "Hi {who} on {when}" })).toEqual([
      'content/notes.json › field "greeting": uses unknown placeholder {who}, {when}; expected text containing {name} and {day}',
    ]);
    expect(messages({ greeting: "Hi" })).toEqual([
      'content/notes.json › field "greeting": is missing {name}, {day}; expected text containing {name} and {day}',
    ]);
  });

  it("names an item by position when its id is blank, or when it is not a group of fields", () => {
    expect(messages({ items: [{ id: "  " }] })).toEqual([
      'content/notes.json › item items[0] › field "id": is empty; expected text (not empty)',
    ]);
    expect(messages({ items: [null] })).toEqual([
      'content/notes.json › item items[0] › field "(the whole item)": is null; expected a group of fields',
    ]);
  });

  it("takes whole numbers within the limits, the limits included, and any without limits", () => {
    expect(messages({ count: 10, any: 1_000_000 })).toEqual([]);
    expect(messages({ count: 0 })).toEqual([
      'content/notes.json › field "count": is 0; expected a whole number from 1 to 10',
    ]);
    expect(messages({ count: 11 })).toEqual([
      'content/notes.json › field "count": is 11; expected a whole number from 1 to 10',
    ]);
    expect(messages({ count: 1.5 })).toEqual([
      'content/notes.json › field "count": is a number; expected a whole number from 1 to 10',
    ]);
  });

  it("asks for true or false", () => {
    expect(messages({ flag: "yes" })).toEqual([
      'content/notes.json › field "flag": is text; expected true or false',
    ]);
  });

  it("asks for a list, with as many items as the model allows", () => {
    expect(messages({ tags: "a, b" })).toEqual([
      'content/notes.json › field "tags": is text; expected a list',
    ]);
    expect(messages({ tags: [] })).toEqual([
      'content/notes.json › field "tags": is an empty list; expected at least 2 items',
    ]);
    expect(messages({ tags: ["a", "b", "c", "d"] })).toEqual([
      'content/notes.json › field "tags": has 4 items; expected at most 3',
    ]);
  });

  it("asks for a group of fields, naming the field", () => {
    expect(messages({ group: "x" })).toEqual([
      'content/notes.json › field "group": is text; expected a group of fields',
    ]);
  });

  it("reads a field set to undefined as missing", () => {
    expect(messages({ plain: undefined })).toEqual([
      'content/notes.json › field "plain": is missing; expected text (not empty)',
    ]);
  });

  it("allows the $schema pointer at the top of the file only, and no other unknown field", () => {
    expect(messages({ $schema: "./schemas/notes.schema.json" })).toEqual([]);
    expect(messages({ extra: 1 })).toEqual([
      expect.stringMatching(/^content\/notes\.json › field "extra": is not a known field; /),
    ]);
    expect(
      messages({ items: [{ id: "a", $schema: "x" }], group: { a: "x", $schema: "x" } }),
    ).toEqual([
      'content/notes.json › item items["a"] › field "$schema": is not a known field; expected one of: id',
      'content/notes.json › field "group.$schema": is not a known field; expected one of: a',
    ]);
  });

  it("does not take items without an id for the same id", () => {
    expect(messages({ items: [{}, {}] })).toEqual([
      'content/notes.json › item items[0] › field "id": is missing; expected text (not empty)',
      'content/notes.json › item items[1] › field "id": is missing; expected text (not empty)',
    ]);
  });

  it("names every section a per-section list misses", () => {
    const input = {
      "categories.json": { categories: ["local", "sports", "food"].map(category) },
      "notes.json": { ...valid, section: "food", perSection: [{ section: "local" }] },
    };
    expect(validateContent(input, [categoriesSpec, notes]).map(formatProblem)).toEqual([
      'content/notes.json › field "perSection": has no item for "sports", "food"; every category needs one, with its section',
    ]);
  });

  it("checks no reference and no per-section list while the list they name is unusable", () => {
    const input = { "notes.json": { ...valid, section: "nowhere", items: [null] } };
    expect(validateContent(input, [notes]).map(formatProblem)).toEqual([
      'content/notes.json › item items[0] › field "(the whole item)": is null; expected a group of fields',
    ]);
  });

  it("gives a problem outside a list no item at all", () => {
    expect(validateContent({ "notes.json": { ...valid, plain: 1 } }, [notes])).toStrictEqual([
      {
        file: "content/notes.json",
        field: "plain",
        message: "is a whole number; expected text (not empty)",
      },
    ]);
  });
});

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
