import { z } from "zod";
import {
  contentFileAt,
  date,
  dateTime,
  email,
  folderReference,
  id,
  imageSource,
  integer,
  markdown,
  object,
  optional,
  pathsOf,
  phone,
  prose,
  rootTypeName,
  storySpec,
  text,
  typeNameOf,
  url,
} from "../../src/model/contentSpec";
import { fieldSchemaOf, fieldsOf, groupSchemaOf } from "../../src/model/fieldSchema";

describe("which paths under content/ are content files", () => {
  it("takes a story's JSON file in the stories folder, not a hidden or a renamed one", () => {
    expect(contentFileAt("stories/cup-final.json")).toBe(storySpec);
    expect(contentFileAt("stories/.cup-final.json")).toBeUndefined();
    expect(contentFileAt("stories/cup-final.json.bak")).toBeUndefined();
    expect(contentFileAt("stories/drafts/cup-final.json")).toBeUndefined();
  });

  it("lists a folder's files in the order of their paths", () => {
    expect(
      pathsOf(storySpec, ["stories/b.json", "site.json", "stories/a.json", "stories/.c.json"]),
    ).toEqual(["stories/a.json", "stories/b.json"]);
  });
});

describe("folderReference", () => {
  it("names how a folder's files are keyed and shown, and refuses a folder without a reference list", () => {
    expect(folderReference("stories")).toMatchObject({ key: "slug", shownBy: "headline" });
    expect(folderReference("pages")).toMatchObject({ key: "id", shownBy: "title" });
    expect(() => folderReference("images")).toThrow(
      "The folder content/images/ has no entry in REFERENCE_LISTS",
    );
  });
});

describe("the field helpers", () => {
  it("write each field's hint and format into its JSON Schema", () => {
    const helpers = { text, prose, id, url, email, phone, date, dateTime, markdown, imageSource };
    for (const [format, helper] of Object.entries(helpers)) {
      expect(fieldSchemaOf(helper("The hint"))).toMatchObject({
        type: "string",
        description: "The hint",
        "x-format": format,
      });
    }
  });

  it("name a group's GraphQL type, and refuse a file whose root has no name", () => {
    expect(typeNameOf(object({ a: text() }, "Notes"))).toBe("Notes");
    expect(typeNameOf(object({ a: text() }))).toBeUndefined();
    expect(typeNameOf(z.string())).toBeUndefined();
    const unnamed = { ...storySpec, path: "notes.json", root: object({ a: text() }) };
    expect(() => rootTypeName(unnamed)).toThrow("content/notes.json: its root has no type name");
    expect(rootTypeName(storySpec)).toBe("Story");
  });
});

describe("fieldSchemaOf and fieldsOf", () => {
  it("convert a field once, and read a group whose fields are all optional", () => {
    const field = text();
    expect(fieldSchemaOf(field)).toBe(fieldSchemaOf(field));
    const fields = { a: optional(text()), b: optional(integer(1, 2)) };
    expect(groupSchemaOf(fields)).toBe(groupSchemaOf(fields));
    expect(
      fieldsOf(groupSchemaOf(fields)).map(({ name, optional: isOptional }) => [name, isOptional]),
    ).toEqual([
      ["a", true],
      ["b", true],
    ]);
  });
});
