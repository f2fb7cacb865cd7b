import type { ContentFileSpec, FieldSpec, StringFormat } from "./contentSpec";
import { STRING_FORMATS } from "./stringFormats";
import { placeholder } from "./templates";

type JsonSchema = Record<string, unknown>;

/** A string field's checks, as the validator makes them (src/model/stringFormats.ts). */
function stringChecks(format: StringFormat): JsonSchema {
  const { pattern, jsonFormat } = STRING_FORMATS[format];
  return {
    // Every string must hold something; a pattern says so itself.
    ...(pattern === undefined ? { minLength: 1 } : { pattern }),
    ...(jsonFormat === undefined ? {} : { format: jsonFormat }),
  };
}

function fieldSchema(spec: FieldSpec): JsonSchema {
  const described = spec.description ? { description: spec.description } : {};
  switch (spec.kind) {
    case "string": {
      const names = (spec.placeholders ?? []).map((name) => `\`${placeholder(name)}\``).join(", ");
      const placeholders =
        names === ""
          ? {}
          : {
              markdownDescription:
                spec.format === "prose"
                  ? `May contain ${names}, filled in by the build; do not write those values out.`
                  : `Must contain ${names}.`,
            };
      // A reference (a section's id, say) is checked by the build's validator, which names the
      // file and field: listing today's ids here would make the schema stale at every new section.
      return {
        type: "string",
        ...stringChecks(spec.format ?? "text"),
        ...(spec.oneOf ? { enum: [...spec.oneOf] } : {}),
        ...placeholders,
        ...described,
      };
    }
    case "integer":
      return { type: "integer", minimum: spec.min, maximum: spec.max, ...described };
    case "boolean":
      return { type: "boolean", ...described };
    case "array":
      return {
        type: "array",
        items: fieldSchema(spec.items),
        minItems: spec.minItems,
        maxItems: spec.maxItems,
        ...described,
      };
    case "object":
      return objectSchema(spec.fields, described);
  }
}

function objectSchema(fields: Record<string, FieldSpec>, extra: JsonSchema = {}): JsonSchema {
  return {
    type: "object",
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, spec]) => [name, fieldSchema(spec)]),
    ),
    required: Object.entries(fields)
      .filter(([, spec]) => !spec.optional)
      .map(([name]) => name),
    additionalProperties: false,
    ...extra,
  };
}

/**
 * The JSON Schema of one content file, for editors' tools (VS Code and others underline
 * mistakes while typing). The build's validator stays the authority: it also checks
 * duplicates and references between files.
 */
export function buildJsonSchema(file: ContentFileSpec): JsonSchema {
  const root = objectSchema(file.root.fields);
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: `content/${file.path}`,
    ...root,
    properties: { $schema: { type: "string" }, ...(root.properties as JsonSchema) },
  };
}
