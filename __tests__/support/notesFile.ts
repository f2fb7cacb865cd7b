import { z } from "zod";
import {
  boolean,
  date,
  dateTime,
  email,
  id,
  imageSource,
  integer,
  list,
  markdown,
  object,
  phone,
  prose,
  ref,
  template,
  text,
  url,
  urlTemplate,
} from "../../src/content/fields";
import { categoriesSpec } from "../../src/content/specs/categories";
import { formatProblem } from "../../src/content/problems";
import { validateContent } from "../../src/content/validateContent";
import { testFileSpec } from "./fileSpec";

// A small file of the tests' own to try the field rules on, including what the shipped model does not use
// (a field without a format, a template without placeholders), with the messages editors read.

export const notes = testFileSpec("notes", {
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

export const valid = {
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
export const category = (categoryId: string) => ({
  id: categoryId,
  title: categoryId,
  description: `News of ${categoryId}`,
  navLabel: categoryId,
});
const categories = { categories: [category("local")] };

/** The messages for notes.json with some fields changed; site.json gives the founding year. */
export const messages = (change: Record<string, unknown>) =>
  validateContent(
    {
      "site.json": { foundingYear: 1825 },
      "categories.json": categories,
      "notes.json": { ...valid, ...change },
    },
    [categoriesSpec, notes],
  ).map(formatProblem);
