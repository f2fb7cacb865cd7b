import type { ContentFileSpec } from "./types";
import { fieldSchemaOf } from "./fieldSchema";

/**
 * The JSON Schema of one content file, for editors' tools (VS Code and others underline
 * mistakes while typing): zod's own conversion of the file's schema, with its hints, patterns
 * and placeholders. The build's validator stays the authority: it also checks duplicates and
 * references between files.
 */
export function buildJsonSchema(file: ContentFileSpec): Record<string, unknown> {
  const root = fieldSchemaOf(file.root);
  return {
    ...root,
    $schema: "http://json-schema.org/draft-07/schema#",
    title: `content/${file.path}`,
    properties: { $schema: { type: "string" }, ...root.properties },
  };
}
