import { isPlainObject } from "./isPlainObject";
import { fillTemplate } from "./templates";

/**
 * Facts about the publication that are written once in content and quoted elsewhere by
 * placeholder, so the copy can never disagree with them: `{foundingYear}` in any prose field
 * becomes the founding year from site.json. The build fills them in before pages read the text.
 * (No import of the content model here: the partners page formats a fact in the browser.)
 */
export const CONTENT_FACTS = {
  foundingYear: { file: "site.json", field: ["foundingYear"], grouped: false },
  publicationCount: {
    file: "partners.json",
    field: ["network", "publicationCount"],
    /** Written with the language's thousands separator: 3,000. */
    grouped: true,
  },
} as const satisfies Record<string, { file: string; field: readonly string[]; grouped: boolean }>;

export type ContentFactName = keyof typeof CONTENT_FACTS;
// Object.keys widens to string[]; the keys are CONTENT_FACTS's own.
export const CONTENT_FACT_NAMES = Object.keys(CONTENT_FACTS) as ContentFactName[];

/** Parsed JSON of each content file, keyed by its path under `content/`. */
type ContentFiles = Readonly<Record<string, unknown>>;

export type ContentFacts = Partial<Record<ContentFactName, number>>;

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
