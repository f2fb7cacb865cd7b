import type { ContentFileSpec } from "../../src/model/contentSpec";
import { buildJsonSchema } from "../../src/model/jsonSchema";

// The schemas of the shipped content files are compared whole with content/schemas/ in
// __tests__/node/schemaFiles.test.ts; these are the rules the shipped model does not reach.

describe("buildJsonSchema", () => {
  it("asks for non-empty text where a field names no format", () => {
    const notes: ContentFileSpec = {
      path: "notes.json",
      schemaName: "notes",
      root: { kind: "object", typeName: "Notes", fields: { intro: { kind: "string" } } },
      nodes: { kind: "file" },
    };
    expect(buildJsonSchema(notes)).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      title: "content/notes.json",
      type: "object",
      properties: { $schema: { type: "string" }, intro: { type: "string", minLength: 1 } },
      required: ["intro"],
      additionalProperties: false,
    });
  });
});
