import { object, text } from "../../src/content/fields";
import type { ContentFileSpec } from "../../src/content/types";
import { buildJsonSchema } from "../../src/content/jsonSchema";

// The schemas of the shipped content files are compared whole with content/schemas/ in
// __tests__/node/schemaFiles.test.ts; these are the rules the shipped model does not reach.

describe("buildJsonSchema", () => {
  it("writes a small file's schema whole: its title, its pointer, its fields and no other", () => {
    const notes: ContentFileSpec = {
      path: "notes.json",
      schemaName: "notes",
      root: object({ intro: text() }, "Notes"),
      nodes: { kind: "file" },
    };
    expect(buildJsonSchema(notes)).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      title: "content/notes.json",
      type: "object",
      properties: {
        $schema: { type: "string" },
        intro: { type: "string", minLength: 1, "x-format": "text" },
      },
      required: ["intro"],
      additionalProperties: false,
    });
  });
});
