import type { ContentFileSpec } from "../../src/model/contentSpec";
import { formatProblem, validateContent } from "../../src/model/validateContent";

// The field rules on a small file of their own, including what the shipped model does not use
// (a field without a format, a template without placeholders), with the messages editors read.

const notes: ContentFileSpec = {
  path: "notes.json",
  schemaName: "notes",
  root: {
    kind: "object",
    typeName: "Notes",
    fields: {
      plain: { kind: "string" },
      text: { kind: "string", format: "text" },
      id: { kind: "string", format: "id" },
      email: { kind: "string", format: "email" },
      phone: { kind: "string", format: "phone" },
      template: { kind: "string", format: "template" },
      greeting: { kind: "string", format: "template", placeholders: ["name", "day"] },
      prose: {
        kind: "string",
        format: "prose",
        placeholders: ["foundingYear", "publicationCount"],
      },
      items: { kind: "array", items: { kind: "object", fields: { id: { kind: "string" } } } },
    },
  },
  nodes: { kind: "file" },
};

const valid = {
  plain: "Plain",
  text: "Since 1825, {not a placeholder}",
  id: "notes",
  email: "news@herald.example",
  phone: "555-0142",
  template: "Hello",
  greeting: "Hello {name}, happy {day}",
  prose: "Since {foundingYear}",
  items: [{ id: "first" }],
};

/** The messages for notes.json with some fields changed; site.json gives the founding year. */
const messages = (change: Record<string, unknown>) =>
  validateContent({ "site.json": { foundingYear: 1825 }, "notes.json": { ...valid, ...change } }, [
    notes,
  ]).map(formatProblem);

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
  ])("refuses a value of another format: %j", (change, message) => {
    const [field] = Object.keys(change);
    expect(messages(change)).toEqual([
      expect.stringMatching(new RegExp(`^content/notes\\.json › field "${field}": `)),
    ]);
    expect(messages(change)[0]).toContain(message);
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
