/**
 * What the model's field metadata asks beyond a field's own value: references to items that exist,
 * unique keys, one item for each item of another list, and no fact written out in prose.
 */
import { copiedFacts, factSource } from "../model/contentFacts";
import { isPlainObject } from "../model/isPlainObject";
import { placeholder } from "../model/templates";
import { fieldSchemaOf, type FieldSchema } from "./fieldSchema";
import { addProblem, type CheckContext } from "./parsedFiles";
import { stepInto, visitFields, type Location } from "./problems";
import { REFERENCE_LISTS, type ContentFileSpec, type ReferenceName } from "./types";

function describeReference(name: ReferenceName): string {
  const target: (typeof REFERENCE_LISTS)[ReferenceName] = REFERENCE_LISTS[name];
  return `${target.noun} in content/${"folder" in target ? `${target.folder}/` : target.file}`;
}

/**
 * What the model says of a field beyond its own value: each item of a list with its own key,
 * every reference to an item that exists, one item for each item of another list where the model
 * asks for it, and no fact written out in prose. Walked by the schema in every file, also in one
 * with other problems, so an editor sees them all at once.
 */
export function checkFields(
  data: unknown,
  file: ContentFileSpec,
  path: string,
  context: CheckContext,
) {
  const at = { file: `content/${path}`, field: "" };
  visitFields(data, fieldSchemaOf(file.root), at, (value, schema, fieldAt) => {
    if (typeof value === "string") checkString(value, schema, fieldAt, context);
    if (Array.isArray(value)) checkList(value, schema, fieldAt, context);
  });
}

function checkString(value: string, schema: FieldSchema, at: Location, context: CheckContext) {
  const name = schema["x-refersTo"];
  const ids = name && context.referenceIds[name];
  if (name && ids && !ids.has(value)) {
    const expected = ids.size > 0 ? `expected one of: ${[...ids].join(", ")}` : "there is none yet";
    addProblem(context, at, `"${value}" is not ${describeReference(name)}; ${expected}`);
  }
  if (schema["x-format"] !== "prose") return;
  // A fact written out by hand can go stale; prose quotes it by placeholder instead.
  for (const [fact, written] of copiedFacts(value, context.facts, context.language)) {
    addProblem(
      context,
      at,
      `writes out ${written}; write ${placeholder(fact)} instead, which the build fills in from ${factSource(fact)}, so the two always agree`,
    );
  }
}

function checkList(items: unknown[], schema: FieldSchema, at: Location, context: CheckContext) {
  const key = schema["x-uniqueBy"];
  if (!key) return;
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const value = isPlainObject(item) ? item[key] : undefined;
    // An item without the key has that problem said already.
    if (typeof value !== "string") return;
    const first = seen.get(value);
    if (first === undefined) {
      seen.set(value, index);
      return;
    }
    const { at: itemAt } = stepInto(at, schema, index, item);
    addProblem(
      context,
      { ...itemAt, field: key },
      `"${value}" is used twice (items ${first + 1} and ${index + 1}); every ${key} must be unique`,
    );
  });
  const oneFor = schema["x-oneFor"];
  const required = oneFor && context.referenceIds[oneFor];
  if (!oneFor || !required) return;
  const given = new Set(items.map((item) => (isPlainObject(item) ? item[key] : undefined)));
  const missing = [...required].filter((id) => !given.has(id));
  if (missing.length > 0) {
    addProblem(
      context,
      at,
      `has no item for ${missing.map((id) => `"${id}"`).join(", ")}; every ${REFERENCE_LISTS[oneFor].item} needs one, with its ${key}`,
    );
  }
}
