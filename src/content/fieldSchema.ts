import { z } from "zod";
import type { Field, FieldMeta, Fields } from "./types";

/**
 * A field of the content model as JSON Schema, written by zod's own converter: the standard
 * keywords the model uses and the model's metadata (`FieldMeta`). The editors' schemas are these;
 * the CMS configuration, the GraphQL types and the validator's wording are read from them.
 */
export interface FieldSchema extends FieldMeta {
  type?: "string" | "integer" | "boolean" | "array" | "object";
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  enum?: string[];
  pattern?: string;
  format?: string;
  minLength?: number;
}

const converted = new WeakMap<object, FieldSchema>();

/** A field's JSON Schema (draft-07, as editors' tools read it), made once per field. */
export function fieldSchemaOf(field: Field): FieldSchema {
  let schema = converted.get(field);
  if (!schema) {
    // zod types its JSON Schema loosely; FieldSchema is the part of draft 7 the model uses.
    schema = z.toJSONSchema(field, { target: "draft-7" }) as FieldSchema;
    converted.set(field, schema);
  }
  return schema;
}

/** A record of fields (the ones the build computes, say) as the JSON Schema of their group. */
export function groupSchemaOf(fields: Fields): FieldSchema {
  let schema = converted.get(fields);
  if (!schema) {
    schema = fieldSchemaOf(z.object(fields));
    converted.set(fields, schema);
  }
  return schema;
}

export interface NamedField {
  name: string;
  schema: FieldSchema;
  /** Whether the field may be left out (JSON Schema says so on its group, as not `required`). */
  optional: boolean;
}

/** The fields of a group, in the model's order. */
export function fieldsOf(group: FieldSchema): NamedField[] {
  return Object.entries(group.properties ?? {}).map(([name, schema]) => ({
    name,
    schema,
    // zod leaves `required` out of a group whose fields are all optional.
    optional: !group.required?.includes(name),
  }));
}
