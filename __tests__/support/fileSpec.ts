import type { ContentFileSpec } from "../../src/model/contentSpec";

type Fields = Extract<ContentFileSpec["root"], { kind: "object" }>["fields"];

/**
 * A small content file of a test's own (`content/<name>.json`, one node), to try a rule on field
 * kinds the shipped model does not use.
 */
export const testFileSpec = (name: string, fields: Fields): ContentFileSpec => ({
  path: `${name}.json`,
  schemaName: name,
  root: {
    kind: "object",
    typeName: name.charAt(0).toUpperCase() + name.slice(1),
    fields,
  },
  nodes: { kind: "file" },
});
