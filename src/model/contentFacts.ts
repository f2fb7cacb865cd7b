import {
  CONTENT_FACT_NAMES,
  CONTENT_FACTS,
  contentFiles,
  pathsOf,
  type ContentFactName,
  type ContentFileSpec,
} from "./contentSpec";
import { fieldSchemaOf, type FieldSchema } from "./fieldSchema";
import { fillTemplate } from "./templates";

/** Parsed JSON of each content file, keyed by its path under `content/`. */
type ContentFiles = Readonly<Record<string, unknown>>;

export type ContentFacts = Partial<Record<ContentFactName, number>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where an editor finds a fact: `content/site.json › field "foundingYear"`. */
export function factSource(name: ContentFactName): string {
  const fact = CONTENT_FACTS[name];
  return `content/${fact.file} › field "${fact.field.join(".")}"`;
}

/** The facts as written in content; a fact that is missing or not a whole number is left out. */
export function readFacts(input: ContentFiles): ContentFacts {
  const facts: ContentFacts = {};
  for (const name of CONTENT_FACT_NAMES) {
    let value: unknown = input[CONTENT_FACTS[name].file];
    for (const key of CONTENT_FACTS[name].field) {
      value = isPlainObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    }
    if (typeof value === "number" && Number.isInteger(value)) facts[name] = value;
  }
  return facts;
}

const FALLBACK_LANGUAGE = "en-US";

/** A language tag numbers can be written in: the given one, or en-US if it is not a tag. */
function usableLanguage(language: unknown): string {
  try {
    if (typeof language === "string") {
      return Intl.getCanonicalLocales(language)[0] ?? FALLBACK_LANGUAGE;
    }
  } catch {
    // Not a language tag (site.json's language is checked only as text): fall back.
  }
  return FALLBACK_LANGUAGE;
}

/** The site's language (a tag such as en-US, from site.json), or en-US if it is not usable. */
export function contentLanguage(input: ContentFiles): string {
  const site = input["site.json"];
  return usableLanguage(isPlainObject(site) ? site.language : undefined);
}

/** A fact as readers see it: a year as it is (1825), a count with separators (3,000). */
export function formatFact(name: ContentFactName, value: number, language: string): string {
  return CONTENT_FACTS[name].grouped
    ? new Intl.NumberFormat(usableLanguage(language), { useGrouping: true }).format(value)
    : String(value);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The facts an editor wrote out in a text instead of quoting them by placeholder, as
 * `[name, the text found]`: `Since 1825` gives `["foundingYear", "1825"]`. A number only counts
 * as a whole: 18250 or 13,000 does not contain 1825 or 3,000.
 */
export function copiedFacts(
  text: string,
  facts: ContentFacts,
  language: string,
): [ContentFactName, string][] {
  const found: [ContentFactName, string][] = [];
  for (const name of CONTENT_FACT_NAMES) {
    const value = facts[name];
    if (value === undefined) continue;
    const spellings = [...new Set([formatFact(name, value, language), String(value)])];
    const pattern = new RegExp(
      `(?<![\\d.,])(?:${spellings.map(escapeRegExp).join("|")})(?!\\d|[.,]\\d)`,
    );
    const match = pattern.exec(text);
    if (match) found.push([name, match[0]]);
  }
  return found;
}

/** Fills the fact placeholders of one text; unknown placeholders stay as they are. */
export function fillFacts(text: string, facts: ContentFacts, language: string): string {
  const values: Record<string, string> = {};
  for (const name of CONTENT_FACT_NAMES) {
    const value = facts[name];
    if (value !== undefined) values[name] = formatFact(name, value, language);
  }
  return fillTemplate(text, values);
}

function fillValue(value: unknown, schema: FieldSchema, fill: (text: string) => string): unknown {
  if (typeof value === "string") return schema["x-format"] === "prose" ? fill(value) : value;
  if (Array.isArray(value)) {
    const items = schema.items;
    return items ? value.map((item) => fillValue(item, items, fill)) : value;
  }
  if (!isPlainObject(value)) return value;
  const fields = schema.properties ?? {};
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
      return [key, field ? fillValue(entry, field, fill) : entry];
    }),
  );
}

/**
 * The content as readers see it: every prose field with its fact placeholders filled in from the
 * one place each fact is written, in files keyed by path or in typed `Content`. Returns new
 * objects; the input is not changed.
 */
export function fillContentFacts<T extends ContentFiles>(
  input: T,
  files: readonly ContentFileSpec[] = contentFiles,
): T {
  const facts = readFacts(input);
  const language = contentLanguage(input);
  const fill = (text: string) => fillFacts(text, facts, language);
  const filled: Record<string, unknown> = { ...input };
  for (const file of files) {
    const schema = fieldSchemaOf(file.root);
    for (const filePath of pathsOf(file, Object.keys(input))) {
      filled[filePath] = fillValue(input[filePath], schema, fill);
    }
    // Typed content holds a folder's files as one list, under the folder's pattern.
    const folderFiles = file.folder ? input[file.path] : undefined;
    if (Array.isArray(folderFiles)) {
      filled[file.path] = folderFiles.map((data) => fillValue(data, schema, fill));
    }
  }
  return filled as T;
}
