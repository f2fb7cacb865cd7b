/**
 * The field helpers every content file's spec is written with: each a zod schema with its check
 * and its metadata.
 */
import { z } from "zod";
import { CONTENT_FACT_NAMES } from "../model/contentFacts";
import { placeholder } from "../model/templates";
import { placeholderRule, stringProblem, STRING_FORMATS, type StringFormat } from "./stringFormats";
import type { Field, FieldMeta, Fields, ReferenceName } from "./types";

/**
 * A text field of a format: its check (src/content/stringFormats.ts) is the validator's, and its
 * pattern and JSON Schema format are written into its JSON Schema for editors' tools.
 */
function textField(format: StringFormat, meta: FieldMeta = {}) {
  const { pattern, jsonFormat } = STRING_FORMATS[format];
  const placeholders = meta["x-placeholders"] ?? [];
  const names = placeholders.map((name) => `\`${placeholder(name)}\``).join(", ");
  return z
    .string()
    .check((ctx) => {
      const message = stringProblem(format, ctx.value, placeholders);
      if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
    })
    .meta({
      // Every string must hold something; a pattern says so itself.
      ...(pattern === undefined ? { minLength: 1 } : { pattern }),
      format: jsonFormat,
      ...(names === "" ? {} : { markdownDescription: placeholderRule(format, names) }),
      "x-format": format,
      ...meta,
    });
}

export const text = (description?: string) => textField("text", { description });
/** Reader-facing text that may quote the facts above by placeholder, and must not copy them. */
export const prose = (description?: string) =>
  textField("prose", { description, "x-placeholders": CONTENT_FACT_NAMES });
export const id = (description?: string) => textField("id", { description });
/** An id made from another field as the item is created (src/content/slugs.ts), shown read-only. */
export const slugOf = (field: string, description?: string) =>
  textField("id", { description, "x-slugOf": field });
export const ref = (refersTo: ReferenceName, description?: string) =>
  textField("id", { description, "x-refersTo": refersTo });
/** A reference GraphQL resolves too: `linkedAs` names the field that holds the item itself. */
export const linkedRef = (refersTo: ReferenceName, linkedAs: string, description?: string) =>
  textField("id", { description, "x-refersTo": refersTo, "x-linkedAs": linkedAs });
export const url = (description?: string) => textField("url", { description });
export const email = (description?: string) => textField("email", { description });
export const phone = (description?: string) => textField("phone", { description });
export const date = (description?: string) => textField("date", { description });
export const dateTime = (description?: string) => textField("dateTime", { description });
export const markdown = (description?: string) => textField("markdown", { description });
export const imageSource = (description?: string) => textField("imageSource", { description });
/** One of a few values, typed as their union. */
export const oneOf = <V extends readonly [string, ...string[]]>(values: V, description?: string) =>
  z.enum(values).meta({ description, "x-format": "text" });
export const template = (placeholders: readonly string[], description?: string) =>
  textField("template", { description, "x-placeholders": placeholders });
/** A web address with placeholders, filled in per item (e.g. a picture address per story). */
export const urlTemplate = (placeholders: readonly string[], description?: string) =>
  textField("urlTemplate", { description, "x-placeholders": placeholders });
export const integer = (min: number, max: number, description?: string) =>
  z.int().min(min).max(max).meta({ description });
export const boolean = (description?: string) => z.boolean().meta({ description });

interface ListOptions {
  minItems?: number;
  maxItems?: number;
  uniqueBy?: string;
  oneFor?: ReferenceName;
  addToTop?: boolean;
  description?: string;
}
/** A list of at least one item, unless `minItems` says otherwise. */
export function list<I extends Field>(items: I, options: ListOptions = {}) {
  const { minItems = 1, maxItems, uniqueBy, oneFor, addToTop, description } = options;
  const sized = z.array(items).min(minItems);
  return (maxItems === undefined ? sized : sized.max(maxItems)).meta({
    description,
    "x-uniqueBy": uniqueBy,
    "x-oneFor": oneFor,
    "x-addToTop": addToTop,
  });
}
/** A group of fields; `typeName` names its GraphQL type. Unknown fields are problems. */
export const object = <F extends Fields>(fields: F, typeName?: string) =>
  z.strictObject(fields).meta({ title: typeName });
export const optional = <S extends Field>(schema: S) => schema.optional();
