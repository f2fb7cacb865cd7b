import type { ContentFileSpec, FieldSpec } from "./contentSpec";
import { placeholder } from "./templates";

type JsonSchema = Record<string, unknown>;

const STRING_FORMATS: Record<string, JsonSchema> = {
  text: { minLength: 1 },
  template: { minLength: 1 },
  prose: { minLength: 1 },
  urlTemplate: { pattern: "^https://" },
  id: { pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
  url: { pattern: "^https://", format: "uri" },
  email: { format: "email" },
  phone: { pattern: "^\\+?[0-9 ().-]+$" },
  date: { pattern: "^\\d{4}-\\d{2}-\\d{2}$", format: "date" },
  dateTime: { pattern: "T\\d{2}:\\d{2}.*(Z|[+-]\\d{2}:\\d{2})$", format: "date-time" },
  imageSource: { pattern: "^(https://|[^/])" },
  markdown: { minLength: 1 },
};

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
        ...STRING_FORMATS[spec.format ?? "text"],
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
