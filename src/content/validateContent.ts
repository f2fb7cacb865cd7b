import type { z } from "zod";
import {
  contentLanguage,
  copiedFacts,
  factSource,
  readFacts,
  type ContentFacts,
} from "../model/contentFacts";
import { fieldSchemaOf, type FieldSchema } from "./fieldSchema";
import { monthFolderOf } from "../model/formatDate";
import { isPlainObject } from "../model/isPlainObject";
import { FIXED_ELEMENT_IDS, FIXED_ROUTES, sectionElementIds } from "../model/pageIds";
import { expectationOf, isLocalImage, matchesFormat } from "./stringFormats";
import { placeholder } from "../model/templates";
import {
  authorsSpec,
  categoriesSpec,
  contentFiles,
  folderFilePath,
  headlinesSpec,
  HERO_OWN_FIELDS,
  homeSpec,
  pathsOf,
  policyPageSpec,
  REFERENCE_LISTS,
  storySpec,
  type Content,
  type ContentFileSpec,
  type ContentOf,
  type ReferenceName,
} from "./contentSpec";

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

/** Parsed JSON of each content file, keyed by its path under `content/`. */
export type ContentInput = Readonly<Record<string, unknown>>;

/** What the validator may ask of the folder the content lives in. */
export interface ValidateOptions {
  /**
   * Whether a file exists under `content/` (e.g. `images/belle-isle.jpg`), for the pictures
   * stories name; the build passes a look at the disk. Without it those names are not checked.
   */
  fileExists?: (relativePath: string) => boolean;
}

interface Location {
  file: string;
  item?: string;
  field: string;
}

/** A file's JSON as pages receive it: without the `$schema` pointer meant for editors' tools. */
export function withoutSchemaPointer(data: unknown): unknown {
  if (!isPlainObject(data)) return data;
  const { $schema: _schema, ...fields } = data;
  return fields;
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
function describeField(schema: FieldSchema): string {
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
function itemName(listPath: string, index: number, value: unknown, uniqueBy?: string): string {
  if (isPlainObject(value)) {
    const label = (uniqueBy ? value[uniqueBy] : undefined) ?? value.id ?? value.title;
    if (typeof label === "string" && label.trim() !== "") return `${listPath}["${label}"]`;
  }
  return `${listPath}[${index}]`;
}

/** Where one step into a field's value leads: a group's field, or a list's item. */
function stepInto(
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
function visitFields(
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
function problemsOfIssue(
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
        ? (value as Record<PropertyKey, unknown>)[key]
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

/** The files of the content that parsed, each with its content as the model types it. */
class ParsedFiles {
  private readonly parsed = new Map<ContentFileSpec, { path: string; data: unknown }[]>();
  private readonly failed = new Set<ContentFileSpec>();

  add(file: ContentFileSpec, path: string, data: unknown): void {
    const entries = this.parsed.get(file);
    if (entries) entries.push({ path, data });
    else this.parsed.set(file, [{ path, data }]);
  }

  fail(file: ContentFileSpec): void {
    this.failed.add(file);
  }

  /** Whether every file of the spec parsed: a list with a broken file is not used to check others. */
  complete(file: ContentFileSpec): boolean {
    return !this.failed.has(file);
  }

  /**
   * The files of a spec that parsed, in the order of their paths. The one cast of the content
   * layer, and a sound one: `add` receives only what `file.root` parsed.
   */
  of<F extends ContentFileSpec>(file: F): { path: string; data: ContentOf<F> }[] {
    return (this.parsed.get(file) ?? []) as { path: string; data: ContentOf<F> }[];
  }

  /**
   * The typed content of every file of the model, keyed like `Content`: a folder's files as one
   * list, in the order of their paths. Only for content with no problem: every file parsed.
   */
  content(): Content {
    const files: readonly ContentFileSpec[] = contentFiles;
    const entries = files.map((file) => {
      const data = this.of(file).map((entry) => entry.data);
      return [file.path, file.folder ? data : data[0]];
    });
    return Object.fromEntries(entries) as Content;
  }

  /** The one file of a spec, if it parsed. */
  one<F extends ContentFileSpec>(file: F): ContentOf<F> | undefined {
    return this.of(file)[0]?.data;
  }
}

interface CheckContext {
  parsed: ParsedFiles;
  files: readonly ContentFileSpec[];
  problems: ContentProblem[];
  /** The ids of each list other fields refer to; absent where that list is unusable. */
  referenceIds: Partial<Record<ReferenceName, ReadonlySet<string>>>;
  /** The facts prose may quote, to catch copies written out by hand. */
  facts: ContentFacts;
  language: string;
}

function addProblem(context: CheckContext, at: Location, message: string): void {
  context.problems.push({
    file: at.file,
    ...(at.item !== undefined ? { item: at.item } : {}),
    field: at.field,
    message,
  });
}

/** The ids of a list other fields refer to, or nothing if the list itself is unusable. */
function readReferenceIds(
  parsed: ParsedFiles,
  files: readonly ContentFileSpec[],
  name: ReferenceName,
): ReadonlySet<string> | undefined {
  const target: (typeof REFERENCE_LISTS)[ReferenceName] = REFERENCE_LISTS[name];
  const file =
    "folder" in target
      ? files.find((spec) => spec.folder === target.folder)
      : files.find((spec) => spec.path === target.file);
  if (!file || !parsed.complete(file)) return undefined;
  if ("folder" in target) {
    // One file per item: the key of each file of the folder (a folder may be empty).
    return new Set(parsed.of(file).map(({ data }) => String(data[target.key])));
  }
  const items: unknown = parsed.one(file)?.[target.list];
  return Array.isArray(items)
    ? new Set(items.map((item: { id?: unknown }) => String(item.id)))
    : undefined;
}

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
function checkFields(data: unknown, file: ContentFileSpec, path: string, context: CheckContext) {
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

/** How many stories each section gets, as headlines.json says; none while it does not parse. */
const storyCountOf = (parsed: ParsedFiles) => parsed.one(headlinesSpec)?.articlesPerCategory ?? 0;

/** A fixed address of the site that `/{id}/` would take, said so an editor sees why not. */
function routeClash(id: string): string | undefined {
  if (!Object.hasOwn(FIXED_ROUTES, id)) return undefined;
  return `"${id}" would take the address /${id}/, which is already ${FIXED_ROUTES[id]}; choose another id`;
}

/** The policy pages that parsed, of whichever spec makes `PolicyPage`s. */
function policyPagesOf({ parsed, files }: CheckContext) {
  return files.includes(policyPageSpec) ? parsed.of(policyPageSpec) : [];
}

/**
 * Category ids become the section's address (`/{id}/`) and element ids on the front page (the
 * section, its heading, its list of stories, its stories `{id}-1`…); policy page ids become the
 * page's address. Each must be free: not a fixed address or element id, and not one another's.
 * One problem per item, on the item that comes second.
 */
function checkPageIds(context: CheckContext): void {
  const fixedElements = new Set(FIXED_ELEMENT_IDS);
  const storyCount = storyCountOf(context.parsed);
  /** Element id on the front page → the category whose section uses it. */
  const elementOwners = new Map<string, string>();
  const categories = context.parsed.one(categoriesSpec)?.categories ?? [];
  categories.forEach((category, index) => {
    const { id } = category;
    const elementIds = sectionElementIds(id, storyCount);
    let problem = routeClash(id);
    for (const elementId of elementIds) {
      if (problem) break;
      const owner = elementOwners.get(elementId);
      if (fixedElements.has(elementId)) {
        problem = `"${id}" would give the front page a second element with the id "${elementId}", which the page already has; choose another id`;
      } else if (owner !== undefined && owner !== id) {
        problem = `"${id}" would give the front page a second element with the id "${elementId}", which section "${owner}" already uses; choose another id`;
      }
    }
    for (const elementId of elementIds) {
      if (!elementOwners.has(elementId)) elementOwners.set(elementId, id);
    }
    if (problem) {
      addProblem(
        context,
        {
          file: `content/${categoriesSpec.path}`,
          item: itemName("categories", index, category),
          field: "id",
        },
        problem,
      );
    }
  });

  const categoryIds = context.referenceIds.category;
  /** Policy page id → the file that has it. */
  const policyIds = new Map<string, string>();
  for (const { path, data } of policyPagesOf(context)) {
    const { id } = data;
    const other = policyIds.get(id);
    const problem =
      routeClash(id) ??
      (categoryIds?.has(id)
        ? `"${id}" is also a section id in content/categories.json, and both would take the address /${id}/; choose another id`
        : other !== undefined
          ? `"${id}" is also the id of content/${other}, and both would take the address /${id}/; choose another id`
          : undefined);
    if (problem) addProblem(context, { file: `content/${path}`, field: "id" }, problem);
    if (other === undefined) policyIds.set(id, path);
  }
}

/**
 * Sections, policy pages and authors keep their editor-given ids as the ids pages look them up
 * by, all in one space: an author cannot share an id with a section or a policy page.
 */
function checkAuthorIds(context: CheckContext): void {
  const authors = context.files.includes(authorsSpec) ? context.parsed.one(authorsSpec) : undefined;
  if (!authors) return;
  /** Id → what already has it, as an editor finds it. */
  const taken = new Map<string, string>();
  for (const category of context.parsed.one(categoriesSpec)?.categories ?? []) {
    taken.set(category.id, `a section in content/${categoriesSpec.path}`);
  }
  for (const { path, data } of policyPagesOf(context))
    taken.set(data.id, `the page content/${path}`);
  authors.authors.forEach((author, index) => {
    const owner = taken.get(author.id);
    if (owner === undefined) return;
    addProblem(
      context,
      {
        file: `content/${authorsSpec.path}`,
        item: itemName("authors", index, author),
        field: "id",
      },
      `"${author.id}" is also the id of ${owner}; an author needs an id of their own`,
    );
  });
}

/** A picture's problems: a local file that exists, a web address with its size. */
function checkImage(
  image: { src: string; width?: number; height?: number },
  at: (field: string, message: string) => void,
  { fileExists }: ValidateOptions,
) {
  if (fileExists && isLocalImage(image.src) && !fileExists(image.src)) {
    at(
      "image.src",
      `content/${image.src} does not exist; add the picture to content/images/ or correct its name`,
    );
  }
  if (matchesFormat("url", image.src)) {
    for (const dimension of ["width", "height"] as const) {
      if (image[dimension] === undefined) {
        at(
          `image.${dimension}`,
          "is missing; a picture from a web address needs its width and height in pixels, so the page keeps its place",
        );
      }
    }
  }
}

/**
 * Live coverage: it ends after it begins; updates only with it, each between the story's
 * publication and the coverage's end, each at a moment of its own (its address on the page).
 */
function checkLiveCoverage(
  story: ContentOf<typeof storySpec>,
  path: string,
  context: CheckContext,
  options: ValidateOptions,
) {
  const { publishedAt, liveUntil, updates = [] } = story;
  const file = `content/${path}`;
  if (liveUntil !== undefined && Date.parse(liveUntil) <= Date.parse(publishedAt)) {
    addProblem(
      context,
      { file, field: "liveUntil" },
      `"${liveUntil}" is not after publishedAt "${publishedAt}"; live coverage ends after the story is published`,
    );
  }
  if (updates.length > 0 && liveUntil === undefined) {
    addProblem(
      context,
      { file, field: "liveUntil" },
      "is missing; a story with updates is live coverage: set liveUntil to the moment the coverage ends",
    );
  }
  /** Moment → the update first at it. */
  const moments = new Map<number, string>();
  updates.forEach((update, index) => {
    const item = itemName("updates", index, update, "time");
    const at = (field: string, message: string) =>
      addProblem(context, { file, item, field }, message);
    const moment = Date.parse(update.time);
    if (moment < Date.parse(publishedAt)) {
      at(
        "time",
        `"${update.time}" is before publishedAt "${publishedAt}"; an update follows the story`,
      );
    }
    if (liveUntil !== undefined && moment > Date.parse(liveUntil)) {
      at(
        "time",
        `"${update.time}" is after liveUntil "${liveUntil}"; move liveUntil later to keep the coverage open for it`,
      );
    }
    const first = moments.get(moment);
    // The same text twice is said already, as a time used twice (the list's uniqueBy).
    if (first !== undefined && first !== update.time) {
      at(
        "time",
        `"${update.time}" is the same moment as the update at "${first}"; every update needs a moment of its own, to the second`,
      );
    }
    if (first === undefined) moments.set(moment, update.time);
    if (update.image) checkImage(update.image, at, options);
  });
}

/**
 * A story's file is named after its slug, in the folder of its month of publication
 * (`stories/2026/11/riverwalk-lighting-plan.json`): the slug cannot change by an edit of the file,
 * and no folder outgrows a month. Each mismatch is said on the field, with what to do.
 */
function checkStoryFile(path: string, story: ContentOf<typeof storySpec>, context: CheckContext) {
  const expected = folderFilePath(storySpec, story);
  if (path === expected) return;
  const at = (field: string, message: string) =>
    addProblem(context, { file: `content/${path}`, field }, message);
  const slash = path.lastIndexOf("/");
  const folder = path.slice(0, slash + 1);
  const name = path.slice(slash + 1, -".json".length);
  if (name !== story.slug) {
    at(
      "slug",
      `is "${story.slug}" but the file is named ${name}.json; the slug is the file's name and never changes once the story is published: write "${name}" here, or, for a story not yet published, rename the file ${story.slug}.json`,
    );
  }
  const monthFolder = expected.slice(0, expected.lastIndexOf("/") + 1);
  if (folder !== monthFolder) {
    at(
      "publishedAt",
      `the file is in content/${folder} but publishedAt is ${story.publishedAt}, in ${monthFolderOf(story.publishedAt)} in Detroit; move the file to content/${monthFolder}`,
    );
  }
}

/**
 * What the model cannot say field by field: slugs unique and free to become addresses, each story
 * in its file, an update not before publication, a local picture that exists, a picture from the
 * web with its size (the page reserves its box), live coverage that holds together.
 */
function checkStories(context: CheckContext, { fileExists }: ValidateOptions): void {
  const storyCount = storyCountOf(context.parsed);
  /** Slug → the file that has it. */
  const slugs = new Map<string, string>();
  for (const { path, data: story } of context.parsed.of(storySpec)) {
    checkLiveCoverage(story, path, context, { fileExists });
    const at = (field: string, message: string) =>
      addProblem(context, { file: `content/${path}`, field }, message);
    const { slug, section, publishedAt, updatedAt, image } = story;
    const other = slugs.get(slug);
    const elementId = `${section}-${slug}`;
    const problem =
      routeClash(slug) ??
      (other !== undefined
        ? `"${slug}" is also the slug of content/${other}; every story needs its own slug`
        : FIXED_ELEMENT_IDS.includes(elementId) ||
            sectionElementIds(section, storyCount).includes(elementId)
          ? `"${slug}" would give the front page a second element with the id "${elementId}"; choose another slug`
          : undefined);
    if (problem) at("slug", problem);
    if (other === undefined) slugs.set(slug, path);
    checkStoryFile(path, story, context);
    if (updatedAt !== undefined && Date.parse(updatedAt) < Date.parse(publishedAt)) {
      at(
        "updatedAt",
        `"${updatedAt}" is before publishedAt "${publishedAt}"; a story cannot be updated before it is published`,
      );
    }
    if (image) checkImage(image, at, { fileExists });
  }
}

/**
 * The hero shows a story the newsroom wrote (`storySlug`) or one written in home.json, never a
 * mix: with a story its own fields would be silently unused, without one the hero needs them.
 */
function checkHero(context: CheckContext): void {
  const hero = context.parsed.one(homeSpec)?.hero;
  if (!hero) return;
  const heroSchema = fieldSchemaOf(homeSpec.root.shape.hero);
  const at = (field: string, message: string) =>
    addProblem(context, { file: `content/${homeSpec.path}`, field: `hero.${field}` }, message);
  const named = hero.storySlug !== undefined;
  for (const field of HERO_OWN_FIELDS) {
    if (named && hero[field] !== undefined) {
      at(
        field,
        "is not used while hero.storySlug names a story, whose headline, summary, byline and picture the hero shows; remove it, or remove storySlug",
      );
    }
    if (!named && hero[field] === undefined) {
      const expected = describeField(heroSchema.properties?.[field] ?? {});
      at(field, `is missing; expected ${expected}, or a story's slug in hero.storySlug`);
    }
  }
}

/**
 * Parses every content file with its schema, then checks the references between files on the
 * typed content. Never throws, whatever the input: every problem becomes one message.
 */
export function parseContent(
  input: ContentInput,
  files: readonly ContentFileSpec[] = contentFiles,
  options: ValidateOptions = {},
): { parsed: ParsedFiles; problems: ContentProblem[] } {
  const parsed = new ParsedFiles();
  const problems: ContentProblem[] = [];
  const read: { file: ContentFileSpec; path: string; data: unknown }[] = [];
  for (const file of files) {
    if (!file.folder && !Object.hasOwn(input, file.path)) {
      problems.push({
        file: `content/${file.path}`,
        field: "(file)",
        message: "the file is missing",
      });
      parsed.fail(file);
      continue;
    }
    // A folder may be empty; each of its files is parsed on its own.
    for (const path of file.folder ? pathsOf(file, Object.keys(input)) : [file.path]) {
      const data = withoutSchemaPointer(input[path]);
      read.push({ file, path, data });
      const result = file.root.safeParse(data);
      if (result.success) {
        parsed.add(file, path, result.data);
        continue;
      }
      parsed.fail(file);
      const rootSchema = fieldSchemaOf(file.root);
      for (const issue of result.error.issues) {
        problems.push(...problemsOfIssue(issue, data, rootSchema, `content/${path}`));
      }
    }
  }
  const context: CheckContext = {
    parsed,
    files,
    problems,
    referenceIds: Object.fromEntries(
      (Object.keys(REFERENCE_LISTS) as ReferenceName[]).map((name) => [
        name,
        readReferenceIds(parsed, files, name),
      ]),
    ),
    facts: readFacts(input),
    language: contentLanguage(input),
  };
  for (const { file, path, data } of read) checkFields(data, file, path, context);
  checkPageIds(context);
  checkAuthorIds(context);
  checkHero(context);
  checkStories(context, options);
  return { parsed, problems };
}

/** Every problem of the content, as `parseContent` finds them. */
export function validateContent(
  input: ContentInput,
  files: readonly ContentFileSpec[] = contentFiles,
  options: ValidateOptions = {},
): ContentProblem[] {
  return parseContent(input, files, options).problems;
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
