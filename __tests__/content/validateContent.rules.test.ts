import { categoriesSpec } from "../../src/content/specs/categories";
import { formatProblem } from "../../src/content/problems";
import { validateContent } from "../../src/content/validateContent";
import { category, messages, notes, valid } from "../support/notesFile";

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
