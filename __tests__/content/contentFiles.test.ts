import { z } from "zod";
import {
  contentFileAt,
  folderFilePath,
  pathsOf,
  schemaPointer,
} from "../../src/content/contentFiles";
import {
  date,
  dateTime,
  email,
  id,
  imageSource,
  integer,
  markdown,
  object,
  optional,
  phone,
  prose,
  text,
  url,
} from "../../src/content/fields";
import { folderReference, rootTypeName, typeNameOf } from "../../src/content/types";
import { policyPageSpec } from "../../src/content/specs/policyPages";
import { siteSpec } from "../../src/content/specs/site";
import { storySpec } from "../../src/content/specs/stories";
import { fieldSchemaOf, fieldsOf, groupSchemaOf } from "../../src/content/fieldSchema";

describe("which paths under content/ are content files", () => {
  it("takes a story's JSON file at any depth of the stories folder, not a hidden or a renamed one", () => {
    expect(contentFileAt("stories/2026/11/cup-final.json")).toBe(storySpec);
    // In the wrong folder, it is still a story: the validator says where it belongs.
    expect(contentFileAt("stories/cup-final.json")).toBe(storySpec);
    expect(contentFileAt("stories/drafts/cup-final.json")).toBe(storySpec);
    expect(contentFileAt("stories/2026/11/.cup-final.json")).toBeUndefined();
    expect(contentFileAt("stories/.drafts/cup-final.json")).toBeUndefined();
    expect(contentFileAt("stories/2026/11/cup-final.json.bak")).toBeUndefined();
  });

  it("takes a policy page only directly in its folder", () => {
    expect(contentFileAt("pages/ethics.json")).toBe(policyPageSpec);
    expect(contentFileAt("pages/old/ethics.json")).toBeUndefined();
  });

  it("keeps a story in the month of its publication in Detroit, named after its slug", () => {
    const story = { slug: "cup-final", publishedAt: "2026-11-30T20:00:00-05:00" };
    // 01:00 on December 1 in UTC, still November in Detroit.
    expect(folderFilePath(storySpec, story)).toBe("stories/2026/11/cup-final.json");
    expect(folderFilePath(storySpec, { ...story, publishedAt: "2027-01-01T00:00:00-05:00" })).toBe(
      "stories/2027/01/cup-final.json",
    );
    expect(folderFilePath(policyPageSpec, { id: "ethics" })).toBe("pages/ethics.json");
    expect(() => folderFilePath(siteSpec, {})).toThrow("content/site.json is not a folder");
  });

  it("points each file at its schema from where the file lies", () => {
    expect(schemaPointer(siteSpec)).toBe("./schemas/site.schema.json");
    expect(schemaPointer(policyPageSpec)).toBe("../schemas/policyPage.schema.json");
    expect(schemaPointer(storySpec)).toBe("../../../schemas/story.schema.json");
  });

  it("lists a folder's files in the order of their paths", () => {
    expect(
      pathsOf(storySpec, [
        "stories/2026/11/b.json",
        "site.json",
        "stories/2026/10/z.json",
        "stories/2026/11/.c.json",
      ]),
    ).toEqual(["stories/2026/10/z.json", "stories/2026/11/b.json"]);
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
