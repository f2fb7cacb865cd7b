import {
  contentLanguage,
  copiedFacts,
  factSource,
  readFacts,
  type ContentFacts,
} from "./contentFacts";
import { FIXED_ELEMENT_IDS, FIXED_ROUTES, sectionElementIds } from "./pageIds";
import { isLocalImage, matchesFormat, STRING_FORMATS } from "./stringFormats";
import { placeholder, placeholdersIn } from "./templates";
import {
  categoriesSpec,
  contentFiles,
  headlinesSpec,
  HERO_OWN_FIELDS,
  homeSpec,
  pathsOf,
  REFERENCE_LISTS,
  storySpec,
  type ContentFileSpec,
  type ReferenceName,
  type FieldSpec,
  type StringFormat,
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

type ReferenceList = (typeof REFERENCE_LISTS)[ReferenceName];

interface Location {
  file: string;
  item?: string;
  field: string;
}

const isTemplate = (format: StringFormat) =>
  format === "template" || format === "urlTemplate" || format === "prose";

const listPlaceholders = (names: readonly string[], joiner: string) =>
  names.map(placeholder).join(joiner);

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
    case "object":
      return "a group of fields";
    default:
      return typeof value;
  }
}

function describeSpec(spec: FieldSpec): string {
  switch (spec.kind) {
    case "string":
      if (spec.format === "urlTemplate" && spec.placeholders) {
        return `a web address starting with https:// containing ${listPlaceholders(spec.placeholders, " and ")}`;
      }
      if (spec.format === "template" && spec.placeholders) {
        return `text containing ${listPlaceholders(spec.placeholders, " and ")}`;
      }
      return STRING_FORMATS[spec.format ?? "text"].expectation;
    case "integer":
      return `a whole number${
        spec.min !== undefined && spec.max !== undefined ? ` from ${spec.min} to ${spec.max}` : ""
      }`;
    case "boolean":
      return "true or false";
    case "array":
      return "a list";
    case "object":
      return "a group of fields";
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function checkString(
  value: string,
  spec: Extract<FieldSpec, { kind: "string" }>,
): string | undefined {
  if (value.trim() === "") return `is empty; expected ${describeSpec(spec)}`;
  if (value !== value.trim()) return "starts or ends with spaces; remove them";
  const format = spec.format ?? "text";
  const valid = matchesFormat(format, value);
  if (!valid) return `"${value}" is not ${STRING_FORMATS[format].expectation}`;
  if (spec.oneOf && !spec.oneOf.includes(value)) {
    return `"${value}" is not allowed; expected one of: ${spec.oneOf.join(", ")}`;
  }
  if (isTemplate(format)) {
    const allowed = spec.placeholders ?? [];
    const used = placeholdersIn(value);
    const unknown = used.filter((name) => !allowed.includes(name));
    if (unknown.length > 0 && format === "prose") {
      return `uses unknown placeholder ${listPlaceholders(unknown, ", ")}; expected text that may contain only ${listPlaceholders(allowed, " or ")}`;
    }
    if (unknown.length > 0) {
      return `uses unknown placeholder ${listPlaceholders(unknown, ", ")}; expected ${describeSpec(spec)}`;
    }
    // Prose may quote the facts it needs; a template must contain all of its placeholders.
    const missing = format === "prose" ? [] : allowed.filter((name) => !used.includes(name));
    if (missing.length > 0) {
      return `is missing ${listPlaceholders(missing, ", ")}; expected ${describeSpec(spec)}`;
    }
  }
  return undefined;
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

class ProblemCollector {
  readonly problems: ContentProblem[] = [];

  add(location: Location, message: string): void {
    const problem: ContentProblem = { file: location.file, field: location.field, message };
    if (location.item !== undefined) problem.item = location.item;
    this.problems.push(problem);
  }
}

interface WalkContext {
  collector: ProblemCollector;
  /** The ids of each list other fields refer to; absent where that list is unusable. */
  referenceIds: Partial<Record<ReferenceName, ReadonlySet<string>>>;
  /** The facts prose may quote, to catch copies written out by hand. */
  facts: ContentFacts;
  language: string;
}

function walk(value: unknown, spec: FieldSpec, at: Location, context: WalkContext): void {
  const { collector } = context;
  const wrongType = () =>
    collector.add(at, `is ${describeValue(value)}; expected ${describeSpec(spec)}`);

  switch (spec.kind) {
    case "string":
      if (typeof value !== "string") return wrongType();
      {
        const problem = checkString(value, spec) ?? checkReference(value, spec.refersTo, context);
        if (problem) collector.add(at, problem);
        else if (spec.format === "prose") checkCopiedFacts(value, at, context);
      }
      return;
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value)) return wrongType();
      if (
        (spec.min !== undefined && value < spec.min) ||
        (spec.max !== undefined && value > spec.max)
      ) {
        collector.add(at, `is ${value}; expected ${describeSpec(spec)}`);
      }
      return;
    case "boolean":
      if (typeof value !== "boolean") wrongType();
      return;
    case "array":
      walkArray(value, spec, at, context);
      return;
    case "object":
      walkObject(value, spec.fields, at, context);
      return;
  }
}

function describeReference(name: ReferenceName): string {
  const target: ReferenceList = REFERENCE_LISTS[name];
  return `${target.noun} in content/${"folder" in target ? `${target.folder}/` : target.file}`;
}

/** A reference must name an item that exists, e.g. a hero's section must be a category. */
function checkReference(
  value: string,
  name: ReferenceName | undefined,
  context: WalkContext,
): string | undefined {
  const ids = name && context.referenceIds[name];
  if (!name || !ids || ids.has(value)) return undefined;
  const expected = ids.size > 0 ? `expected one of: ${[...ids].join(", ")}` : "there is none yet";
  return `"${value}" is not ${describeReference(name)}; ${expected}`;
}

/** A fact written out by hand can go stale; prose quotes it by placeholder instead. */
function checkCopiedFacts(value: string, at: Location, context: WalkContext): void {
  for (const [name, written] of copiedFacts(value, context.facts, context.language)) {
    context.collector.add(
      at,
      `writes out ${written}; write ${placeholder(name)} instead, which the build fills in from ${factSource(name)}, so the two always agree`,
    );
  }
}

function walkArray(
  value: unknown,
  spec: Extract<FieldSpec, { kind: "array" }>,
  at: Location,
  context: WalkContext,
): void {
  const { collector } = context;
  if (!Array.isArray(value)) {
    collector.add(at, `is ${describeValue(value)}; expected ${describeSpec(spec)}`);
    return;
  }
  if (spec.minItems !== undefined && value.length < spec.minItems) {
    collector.add(
      at,
      value.length === 0
        ? `is an empty list; expected at least ${spec.minItems} item${spec.minItems === 1 ? "" : "s"}`
        : `has ${value.length} items; expected at least ${spec.minItems}`,
    );
  }
  if (spec.maxItems !== undefined && value.length > spec.maxItems) {
    collector.add(at, `has ${value.length} items; expected at most ${spec.maxItems}`);
  }
  const listPath = at.item !== undefined ? `${at.item}.${at.field}` : at.field;
  const seen = new Map<string, number>();
  value.forEach((element, index) => {
    const itemLocation: Location =
      spec.items.kind === "object"
        ? { file: at.file, item: itemName(listPath, index, element, spec.uniqueBy), field: "" }
        : { file: at.file, item: at.item, field: joinField(at.field, index) };
    if (spec.uniqueBy && isPlainObject(element)) {
      const key = element[spec.uniqueBy];
      if (typeof key === "string") {
        const first = seen.get(key);
        if (first !== undefined) {
          collector.add(
            { ...itemLocation, field: spec.uniqueBy },
            `"${key}" is used twice (items ${first + 1} and ${index + 1}); every ${spec.uniqueBy} must be unique`,
          );
        } else {
          seen.set(key, index);
        }
      }
    }
    walk(element, spec.items, itemLocation, context);
  });
  const required = spec.oneFor && context.referenceIds[spec.oneFor];
  if (spec.oneFor && spec.uniqueBy && required) {
    const key = spec.uniqueBy;
    const given = new Set(
      value.map((element) => (isPlainObject(element) ? element[key] : undefined)),
    );
    const missing = [...required].filter((id) => !given.has(id));
    if (missing.length > 0) {
      collector.add(
        at,
        `has no item for ${missing.map((id) => `"${id}"`).join(", ")}; every ${REFERENCE_LISTS[spec.oneFor].item} needs one, with its ${key}`,
      );
    }
  }
}

function walkObject(
  value: unknown,
  fields: Record<string, FieldSpec>,
  at: Location,
  context: WalkContext,
): void {
  const { collector } = context;
  if (!isPlainObject(value)) {
    collector.add(
      { ...at, field: at.field === "" ? "(the whole item)" : at.field },
      `is ${describeValue(value)}; expected a group of fields`,
    );
    return;
  }
  for (const [key, fieldSpec] of Object.entries(fields)) {
    const fieldLocation = { ...at, field: joinField(at.field, key) };
    if (!Object.hasOwn(value, key) || value[key] === undefined) {
      if (!fieldSpec.optional) {
        collector.add(fieldLocation, `is missing; expected ${describeSpec(fieldSpec)}`);
      }
      continue;
    }
    walk(value[key], fieldSpec, fieldLocation, context);
  }
  const isFileRoot = at.item === undefined && at.field === "";
  for (const key of Object.keys(value)) {
    // Own keys only: `in` would take "constructor" or "__proto__" for known fields.
    if (Object.hasOwn(fields, key) || (isFileRoot && key === "$schema")) continue;
    collector.add(
      { ...at, field: joinField(at.field, key) },
      `is not a known field; expected one of: ${Object.keys(fields).join(", ")}`,
    );
  }
}

/** Each file of the given node type, as its path under `content/` and its parsed content. */
function filesOfType(
  input: ContentInput,
  files: readonly ContentFileSpec[],
  typeName: string,
): { path: string; data: unknown }[] {
  return files
    .filter((spec) => spec.root.typeName === typeName)
    .flatMap((spec) => pathsOf(spec, Object.keys(input)))
    .map((filePath) => ({ path: filePath, data: input[filePath] }));
}

/** The ids of a list other fields refer to, or nothing if the list itself is unusable. */
function readReferenceIds(
  input: ContentInput,
  name: ReferenceName,
): ReadonlySet<string> | undefined {
  const target: ReferenceList = REFERENCE_LISTS[name];
  if ("folder" in target) {
    // One file per item: the key of each file of the folder (a folder may be empty).
    const folder = (contentFiles as readonly ContentFileSpec[]).find(
      (file) => file.folder === target.folder,
    );
    if (!folder) return undefined;
    const keys = pathsOf(folder, Object.keys(input))
      .map((filePath) => input[filePath])
      .map((item) => (isPlainObject(item) ? item[target.key] : undefined))
      .filter((key): key is string => typeof key === "string");
    return new Set(keys);
  }
  const root = input[target.file];
  const items = isPlainObject(root) ? root[target.list] : undefined;
  if (!Array.isArray(items)) return undefined;
  const ids = items
    .map((item: unknown) => (isPlainObject(item) ? item.id : undefined))
    .filter((itemId): itemId is string => typeof itemId === "string");
  return new Set(ids);
}

/** How many stories each section gets, as far as headlines.json says so usably; else none. */
function readStoryCount(input: ContentInput): number {
  const headlines = input[headlinesSpec.path];
  const count = isPlainObject(headlines) ? headlines.articlesPerCategory : undefined;
  return typeof count === "number" && Number.isInteger(count) && count >= 0 && count <= 1000
    ? count
    : 0;
}

/** A fixed address of the site that `/{id}/` would take, said so an editor sees why not. */
function routeClash(id: string): string | undefined {
  if (!Object.hasOwn(FIXED_ROUTES, id)) return undefined;
  return `"${id}" would take the address /${id}/, which is already ${FIXED_ROUTES[id]}; choose another id`;
}

/**
 * Category ids become the section's address (`/{id}/`) and element ids on the front page (the
 * section, its heading, its list of stories, its stories `{id}-1`…); policy page ids become the
 * page's address. Each must be free: not a fixed address or element id, and not one another's.
 * One problem per item, on the item that comes second.
 */
function checkPageIds(
  input: ContentInput,
  files: readonly ContentFileSpec[],
  categoryIds: ReadonlySet<string> | undefined,
  collector: ProblemCollector,
): void {
  const fixedElements = new Set(FIXED_ELEMENT_IDS);
  const storyCount = readStoryCount(input);
  /** Element id on the front page → the category whose section uses it. */
  const elementOwners = new Map<string, string>();
  const categoriesFile = input[categoriesSpec.path];
  const categories =
    isPlainObject(categoriesFile) && Array.isArray(categoriesFile.categories)
      ? (categoriesFile.categories as unknown[])
      : [];
  categories.forEach((category, index) => {
    if (!isPlainObject(category)) return;
    const id = category.id;
    if (typeof id !== "string" || !matchesFormat("id", id)) return;
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
      collector.add(
        {
          file: `content/${categoriesSpec.path}`,
          item: itemName("categories", index, category),
          field: "id",
        },
        problem,
      );
    }
  });

  /** Policy page id → the file that has it. */
  const policyIds = new Map<string, string>();
  for (const file of filesOfType(input, files, "PolicyPage")) {
    const page = file.data;
    const id = isPlainObject(page) ? page.id : undefined;
    if (typeof id !== "string" || !matchesFormat("id", id)) continue;
    const other = policyIds.get(id);
    const problem =
      routeClash(id) ??
      (categoryIds?.has(id)
        ? `"${id}" is also a section id in content/categories.json, and both would take the address /${id}/; choose another id`
        : other !== undefined
          ? `"${id}" is also the id of content/${other}, and both would take the address /${id}/; choose another id`
          : undefined);
    if (problem) collector.add({ file: `content/${file.path}`, field: "id" }, problem);
    if (other === undefined) policyIds.set(id, file.path);
  }
}

/**
 * Sections, policy pages and authors keep their editor-given ids as the ids pages look them up
 * by, all in one space: an author cannot share an id with a section or a policy page.
 */
function checkAuthorIds(
  input: ContentInput,
  files: readonly ContentFileSpec[],
  collector: ProblemCollector,
): void {
  const { file: authorsFile, list } = REFERENCE_LISTS.author;
  if (!files.some((file) => file.path === authorsFile)) return;
  /** Id → what already has it, as an editor finds it. */
  const taken = new Map<string, string>();
  for (const id of readReferenceIds(input, "category") ?? []) {
    taken.set(id, `a section in content/${categoriesSpec.path}`);
  }
  for (const file of filesOfType(input, files, "PolicyPage")) {
    const page = file.data;
    if (isPlainObject(page) && typeof page.id === "string") {
      taken.set(page.id, `the page content/${file.path}`);
    }
  }
  const root = input[authorsFile];
  const authors = isPlainObject(root) && Array.isArray(root[list]) ? (root[list] as unknown[]) : [];
  authors.forEach((author, index) => {
    if (!isPlainObject(author) || typeof author.id !== "string") return;
    const owner = taken.get(author.id);
    if (owner === undefined) return;
    collector.add(
      { file: `content/${authorsFile}`, item: itemName(list, index, author), field: "id" },
      `"${author.id}" is also the id of ${owner}; an author needs an id of their own`,
    );
  });
}

/**
 * What the model cannot say field by field: slugs unique and free to become addresses, an update
 * not before publication, a local picture that exists, a picture from the web with its size (the
 * page reserves its box).
 */
function checkStories(
  input: ContentInput,
  collector: ProblemCollector,
  { fileExists }: ValidateOptions,
): void {
  const storyCount = readStoryCount(input);
  /** Slug → the file that has it. */
  const slugs = new Map<string, string>();
  for (const filePath of pathsOf(storySpec, Object.keys(input))) {
    const story = input[filePath];
    if (!isPlainObject(story)) continue;
    const at = (field: string, message: string) =>
      collector.add({ file: `content/${filePath}`, field }, message);
    const { slug, section, publishedAt, updatedAt, image } = story;
    if (typeof slug === "string" && matchesFormat("id", slug)) {
      const other = slugs.get(slug);
      const elementId = typeof section === "string" ? `${section}-${slug}` : undefined;
      const problem =
        routeClash(slug) ??
        (other !== undefined
          ? `"${slug}" is also the slug of content/${other}; every story needs its own slug`
          : elementId !== undefined &&
              (FIXED_ELEMENT_IDS.includes(elementId) ||
                sectionElementIds(String(section), storyCount).includes(elementId))
            ? `"${slug}" would give the front page a second element with the id "${elementId}"; choose another slug`
            : undefined);
      if (problem) at("slug", problem);
      if (other === undefined) slugs.set(slug, filePath);
    }
    if (
      typeof publishedAt === "string" &&
      typeof updatedAt === "string" &&
      matchesFormat("dateTime", publishedAt) &&
      matchesFormat("dateTime", updatedAt) &&
      Date.parse(updatedAt) < Date.parse(publishedAt)
    ) {
      at(
        "updatedAt",
        `"${updatedAt}" is before publishedAt "${publishedAt}"; a story cannot be updated before it is published`,
      );
    }
    if (
      fileExists &&
      isPlainObject(image) &&
      typeof image.src === "string" &&
      isLocalImage(image.src) &&
      !fileExists(image.src)
    ) {
      at(
        "image.src",
        `content/${image.src} does not exist; add the picture to content/images/ or correct its name`,
      );
    }
    if (isPlainObject(image) && typeof image.src === "string" && matchesFormat("url", image.src)) {
      for (const dimension of ["width", "height"]) {
        if (image[dimension] === undefined) {
          at(
            `image.${dimension}`,
            "is missing; a picture from a web address needs its width and height in pixels, so the page keeps its place",
          );
        }
      }
    }
  }
}

/**
 * The hero shows a story the newsroom wrote (`storySlug`) or one written in home.json, never a
 * mix: with a story its own fields would be silently unused, without one the hero needs them.
 */
function checkHero(input: ContentInput, collector: ProblemCollector): void {
  const home = input[homeSpec.path];
  const hero = isPlainObject(home) ? home.hero : undefined;
  if (!isPlainObject(hero)) return;
  const at = (field: string, message: string) =>
    collector.add({ file: `content/${homeSpec.path}`, field: `hero.${field}` }, message);
  const named = hero.storySlug !== undefined;
  for (const field of HERO_OWN_FIELDS) {
    if (named && hero[field] !== undefined) {
      at(
        field,
        "is not used while hero.storySlug names a story, whose headline, summary, byline and picture the hero shows; remove it, or remove storySlug",
      );
    }
    if (!named && hero[field] === undefined) {
      const spec = homeSpec.root.fields.hero.fields[field];
      at(field, `is missing; expected ${describeSpec(spec)}, or a story's slug in hero.storySlug`);
    }
  }
}

/**
 * Checks every content file against the content model and the references between files.
 * Never throws, whatever the input: every problem becomes one message.
 */
export function validateContent(
  input: ContentInput,
  files: readonly ContentFileSpec[] = contentFiles,
  options: ValidateOptions = {},
): ContentProblem[] {
  const collector = new ProblemCollector();
  const context: WalkContext = {
    collector,
    referenceIds: Object.fromEntries(
      (Object.keys(REFERENCE_LISTS) as ReferenceName[]).map((name) => [
        name,
        readReferenceIds(input, name),
      ]),
    ),
    facts: readFacts(input),
    language: contentLanguage(input),
  };
  const categoryIds = context.referenceIds.category;
  for (const file of files) {
    if (file.folder) {
      // A folder may be empty; each of its files is checked on its own.
      for (const filePath of pathsOf(file, Object.keys(input))) {
        walkObject(
          input[filePath],
          file.root.fields,
          { file: `content/${filePath}`, field: "" },
          context,
        );
      }
      continue;
    }
    const location: Location = { file: `content/${file.path}`, field: "" };
    if (!Object.hasOwn(input, file.path)) {
      collector.add({ ...location, field: "(file)" }, "the file is missing");
      continue;
    }
    walkObject(input[file.path], file.root.fields, location, context);
  }
  checkPageIds(input, files, categoryIds, collector);
  checkAuthorIds(input, files, collector);
  if (files.includes(homeSpec)) checkHero(input, collector);
  if (files.includes(storySpec)) checkStories(input, collector, options);
  return collector.problems;
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
