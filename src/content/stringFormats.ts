import { fillEveryPlaceholder, placeholder, placeholdersIn } from "../model/templates";

export type StringFormat =
  | "text"
  | "id"
  | "url"
  | "email"
  | "phone"
  | "date"
  | "dateTime"
  | "imageSource"
  | "markdown"
  | "template"
  | "urlTemplate"
  | "prose";

/**
 * Each kind of text field of the content model, written once. `pattern` is what the editors'
 * JSON Schemas and the CMS check as an editor types; the build's validator checks the same
 * pattern and then what a pattern cannot say (that a date exists, that an address parses). So a
 * value the build publishes always matches the pattern, and an editor's tools never refuse it.
 */
interface StringFormatRule {
  /** An ECMAScript regular expression without flags, as JSON Schema and Decap CMS read it. */
  pattern?: string;
  /** JSON Schema's `format`, for editors' tools that know it. */
  jsonFormat?: string;
  /** What the value must be, as the validator's messages say it, e.g. "a date written as …". */
  expectation: string;
  /** What the validator checks beyond the pattern. */
  alsoValid?: (value: string) => boolean;
}

const HTTPS = "^https://";
const DATE = "^(\\d{4})-(\\d{2})-(\\d{2})$";
/** ISO 8601 with a time and an offset, so a moment is never read in the wrong time zone. */
const DATE_TIME =
  "^(\\d{4}-\\d{2}-\\d{2})T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d+)?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$";
/** A picture in content/images/ (no `..`), e.g. images/belle-isle.jpg. */
const LOCAL_IMAGE = "^images/(?!.*\\.\\.)[A-Za-z0-9_.-]+\\.([Jj][Pp][Ee]?[Gg]|[Pp][Nn][Gg])$";

// Compiled once: the validator checks every date and picture of 30,000 stories.
const DATE_REGEX = new RegExp(DATE);
const LOCAL_IMAGE_REGEX = new RegExp(LOCAL_IMAGE);

/** A web address the site may link to or load: https, with a host name that has a dot. */
function isHttpsAddress(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" && parsed.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A date that exists: 2026-02-30 matches the pattern, but is not one. */
function isCalendarDate(value: string): boolean {
  const match = DATE_REGEX.exec(value);
  if (!match) return false;
  // DATE_REGEX has exactly three groups.
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Whether a picture's source is a file of content/images/ (else it must be a web address). */
export const isLocalImage = (value: string): boolean => LOCAL_IMAGE_REGEX.test(value);

export const STRING_FORMATS: Readonly<Record<StringFormat, StringFormatRule>> = {
  text: { expectation: "text (not empty)" },
  markdown: { expectation: "text (not empty)" },
  prose: { expectation: "text (not empty)" },
  template: { expectation: "text" },
  id: {
    pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
    expectation: "an id of lower-case letters, digits and hyphens, e.g. local-news",
  },
  url: {
    pattern: HTTPS,
    jsonFormat: "uri",
    expectation: "a web address starting with https://",
    alsoValid: isHttpsAddress,
  },
  // Checked as the address it becomes once its placeholders are filled in.
  urlTemplate: {
    pattern: HTTPS,
    expectation: "a web address starting with https://",
    alsoValid: (value) => isHttpsAddress(fillEveryPlaceholder(value, "x")),
  },
  email: {
    pattern: "^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$",
    jsonFormat: "email",
    expectation: "an e-mail address like name@example.com",
  },
  phone: {
    pattern: "^\\+?[0-9 ().-]+$",
    expectation: "a phone number like (313) 555-0142",
    alsoValid: (value) => value.replace(/\D/g, "").length >= 7,
  },
  date: {
    pattern: DATE,
    jsonFormat: "date",
    expectation: "a date written as YYYY-MM-DD",
    alsoValid: isCalendarDate,
  },
  dateTime: {
    pattern: DATE_TIME,
    jsonFormat: "date-time",
    expectation: "a date and time with its offset, e.g. 2026-11-20T09:30:00-05:00",
    alsoValid: (value) => isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
  },
  imageSource: {
    pattern: `(${LOCAL_IMAGE})|(${HTTPS})`,
    expectation:
      "a picture in content/images/ such as images/belle-isle.jpg (JPEG or PNG) or a web address starting with https://",
    alsoValid: (value) => isLocalImage(value) || isHttpsAddress(value),
  },
};

const compiled = new Map<StringFormat, RegExp>();

/** Whether a value is what its format asks for: the pattern, then the checks beyond it. */
export function matchesFormat(format: StringFormat, value: string): boolean {
  const { pattern, alsoValid } = STRING_FORMATS[format];
  if (pattern !== undefined) {
    let regex = compiled.get(format);
    if (!regex) compiled.set(format, (regex = new RegExp(pattern)));
    if (!regex.test(value)) return false;
  }
  return alsoValid?.(value) ?? true;
}

const listPlaceholders = (names: readonly string[], joiner: string) =>
  names.map(placeholder).join(joiner);

/**
 * What an editor is told of a field's placeholders (`names`, as the hint shows them): a template
 * must contain them; prose may quote them, and must not write their values out.
 */
export const placeholderRule = (format: StringFormat, names: string): string =>
  format === "prose"
    ? `May contain ${names}, which the site fills in; do not write those values out.`
    : `Must contain ${names}.`;

/** What a text field must hold, as the validator's messages say it. */
export function expectationOf(format: StringFormat, placeholders: readonly string[] = []): string {
  if (format === "urlTemplate" && placeholders.length > 0) {
    return `a web address starting with https:// containing ${listPlaceholders(placeholders, " and ")}`;
  }
  if (format === "template" && placeholders.length > 0) {
    return `text containing ${listPlaceholders(placeholders, " and ")}`;
  }
  return STRING_FORMATS[format].expectation;
}

/**
 * What is wrong with a text field's value, said for an editor, or nothing: not empty, no spaces
 * around it, its format, and the placeholders a template must (and prose may) contain.
 */
export function stringProblem(
  format: StringFormat,
  value: string,
  placeholders: readonly string[] = [],
): string | undefined {
  if (value.trim() === "") return `is empty; expected ${expectationOf(format, placeholders)}`;
  if (value !== value.trim()) return "starts or ends with spaces; remove them";
  if (!matchesFormat(format, value))
    return `"${value}" is not ${STRING_FORMATS[format].expectation}`;
  if (format !== "template" && format !== "urlTemplate" && format !== "prose") return undefined;
  const used = placeholdersIn(value);
  const unknown = used.filter((name) => !placeholders.includes(name));
  if (unknown.length > 0 && format === "prose") {
    return `uses unknown placeholder ${listPlaceholders(unknown, ", ")}; expected text that may contain only ${listPlaceholders(placeholders, " or ")}`;
  }
  if (unknown.length > 0) {
    return `uses unknown placeholder ${listPlaceholders(unknown, ", ")}; expected ${expectationOf(format, placeholders)}`;
  }
  // Prose may quote the facts it needs; a template must contain all of its placeholders.
  const missing = format === "prose" ? [] : placeholders.filter((name) => !used.includes(name));
  if (missing.length > 0) {
    return `is missing ${listPlaceholders(missing, ", ")}; expected ${expectationOf(format, placeholders)}`;
  }
  return undefined;
}
