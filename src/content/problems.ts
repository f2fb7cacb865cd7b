/**
 * Problems an editor must fix, each located by file, item and field: how zod's issues become
 * them, how a value is walked field by field to locate them, and how they are written out.
 */
import type { z } from "zod";
import { isPlainObject } from "../model/isPlainObject";
import type { FieldSchema } from "./fieldSchema";
import { expectationOf } from "./stringFormats";

/** One thing an editor must fix, located by file, item and field. */
export interface ContentProblem {
  /** Path of the file, e.g. `content/categories.json`. */
  file: string;
  /** The list item the problem is in, e.g. `categories["politics"]`; absent at the top level. */
  item?: string;
  /** The field, relative to the item, e.g. `title`. */
  field: string;
  message: string;
}

export interface Location {
  file: string;
  item?: string;
  field: string;
}

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  switch (typeof value) {
    case "string":
      return value.trim() === "" ? "empty text" : "text";
    case "number":
      return Number.isInteger(value) ? "a whole number" : "a number";
    case "boolean":
      return "true/false";
    default:
      // JSON has nothing else: what is left is an object.
      return "a group of fields";
  }
}

/** A limit the model set: zod bounds every integer by the safe ones, far outside the model's. */
const isLimit = (bound: number | undefined) => Math.abs(Number(bound)) < Number.MAX_SAFE_INTEGER;

/** What a field must hold, as the messages say it: "a whole number from 1 to 5". */
export function describeField(schema: FieldSchema): string {
  switch (schema.type) {
    case "integer":
      return `a whole number${
        isLimit(schema.minimum) && isLimit(schema.maximum)
          ? ` from ${schema.minimum} to ${schema.maximum}`
          : ""
      }`;
    case "boolean":
      return "true or false";
    case "array":
      return "a list";
    case "object":
      return "a group of fields";
    default:
      return expectationOf(schema["x-format"] ?? "text", schema["x-placeholders"]);
  }
}

function joinField(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  return parent === "" ? key : `${parent}.${key}`;
}

/** Names a list item by its id (or title) so an editor can find it, falling back to its position. */
export function itemName(
  listPath: string,
  index: number,
  value: unknown,
  uniqueBy?: string,
): string {
  if (isPlainObject(value)) {
    const label = (uniqueBy ? value[uniqueBy] : undefined) ?? value.id ?? value.title;
    if (typeof label === "string" && label.trim() !== "") return `${listPath}["${label}"]`;
  }
  return `${listPath}[${index}]`;
}

/** Where one step into a field's value leads: a group's field, or a list's item. */
export function stepInto(
  at: Location,
  schema: FieldSchema,
  key: PropertyKey,
  element: unknown,
): { at: Location; schema: FieldSchema } {
  // A value the model does not describe (an unknown field) has an empty schema: nothing to say.
  if (typeof key === "number") {
    const items = schema.items ?? {};
    const listPath = at.item !== undefined ? `${at.item}.${at.field}` : at.field;
    return {
      at:
        items.type === "object"
          ? {
              file: at.file,
              item: itemName(listPath, key, element, schema["x-uniqueBy"]),
              field: "",
            }
          : { ...at, field: joinField(at.field, key) },
      schema: items,
    };
  }
  const name = String(key);
  return {
    at: { ...at, field: joinField(at.field, name) },
    schema:
      (schema.properties && Object.hasOwn(schema.properties, name) && schema.properties[name]) ||
      {},
  };
}

/** Calls `visit` on every field of a value, with its schema and where an editor finds it. */
export function visitFields(
  value: unknown,
  schema: FieldSchema,
  at: Location,
  visit: (value: unknown, schema: FieldSchema, at: Location) => void,
): void {
  visit(value, schema, at);
  const children: [PropertyKey, unknown][] = Array.isArray(value)
    ? value.map((element, index) => [index, element])
    : isPlainObject(value)
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    const next = stepInto(at, schema, key, child);
    visitFields(child, next.schema, next.at, visit);
  }
}

/** An issue zod found, in the words an editor reads, at the item and field it is about. */
export function problemsOfIssue(
  issue: z.core.$ZodIssue,
  root: unknown,
  rootSchema: FieldSchema,
  file: string,
): ContentProblem[] {
  let at: Location = { file, field: "" };
  let schema = rootSchema;
  let value = root;
  for (const key of issue.path) {
    const element: unknown =
      (Array.isArray(value) || isPlainObject(value)) && Object.hasOwn(value, key)
        ? // Checked above: an array or a plain object that has the key.
          (value as Record<PropertyKey, unknown>)[key]
        : undefined;
    ({ at, schema } = stepInto(at, schema, key, element));
    value = element;
  }
  const problem = (message: string, where: Location = at): ContentProblem => ({
    file: where.file,
    ...(where.item !== undefined ? { item: where.item } : {}),
    field: where.field,
    message,
  });
  switch (issue.code) {
    case "invalid_type":
      if (value === undefined) return [problem(`is missing; expected ${describeField(schema)}`)];
      return [
        problem(
          `is ${describeValue(value)}; expected ${describeField(schema)}`,
          at.field === "" ? { ...at, field: "(the whole item)" } : at,
        ),
      ];
    case "too_small":
    case "too_big": {
      // A value of the wrong type has its problem already; its size says nothing more.
      if (typeof value === "number")
        return [problem(`is ${value}; expected ${describeField(schema)}`)];
      if (!Array.isArray(value)) return [];
      const limit = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
      if (issue.code === "too_big")
        return [problem(`has ${value.length} items; expected at most ${limit}`)];
      return [
        problem(
          value.length === 0
            ? `is an empty list; expected at least ${limit} item${limit === 1 ? "" : "s"}`
            : `has ${value.length} items; expected at least ${limit}`,
        ),
      ];
    }
    case "unrecognized_keys": {
      const known = Object.keys(schema.properties ?? {}).join(", ");
      return issue.keys.map((key) =>
        problem(`is not a known field; expected one of: ${known}`, {
          ...at,
          field: joinField(at.field, key),
        }),
      );
    }
    case "invalid_value":
      return [
        problem(`"${String(value)}" is not allowed; expected one of: ${issue.values.join(", ")}`),
      ];
    default:
      // The model's own checks (src/content/stringFormats.ts) say their problem in full.
      return [problem(issue.message)];
  }
}

export function formatProblem(problem: ContentProblem): string {
  const item = problem.item !== undefined ? ` › item ${problem.item}` : "";
  const field = problem.field === "" ? "" : ` › field "${problem.field}"`;
  return `${problem.file}${item}${field}: ${problem.message}`;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return [
    `The content in content/ has ${count}. Fix each one and build again:`,
    ...problems.map((problem) => `  - ${formatProblem(problem)}`),
  ].join("\n");
}
