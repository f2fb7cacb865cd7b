import { object } from "../../src/content/fields";
import type { ContentFileSpec, Fields } from "../../src/content/types";

/**
 * A small content file of a test's own (`content/<name>.json`, one node), to try a rule on field
 * kinds the shipped model does not use.
 */
export const testFileSpec = (name: string, fields: Fields): ContentFileSpec => ({
  path: `${name}.json`,
  schemaName: name,
  root: object(fields, name.charAt(0).toUpperCase() + name.slice(1)),
  nodes: { kind: "file" },
});
