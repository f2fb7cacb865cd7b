import { contentLanguage, fillFacts, readFacts } from "../model/contentFacts";
import { contentFiles, pathsOf, type Content } from "./contentFiles";
import type { ContentFileSpec } from "./types";
import { fieldSchemaOf, type FieldSchema } from "./fieldSchema";
import { isPlainObject } from "../model/isPlainObject";
import { parseContent, type ContentInput } from "./validateContent";
import type { ContentProblem } from "./problems";
import type { ValidateOptions } from "./parsedFiles";

/** Turns the parser's character position into the line and column an editor's tool shows. */
function lineAndColumn(source: string, reason: string): string {
  const position = /position (\d+)/.exec(reason)?.[1];
  if (position === undefined) return "";
  const before = source.slice(0, Number(position)).split("\n");
  // Stryker disable next-line OptionalChaining: split gives at least one part, so `at(-1)` is a string
  return ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
}

/** A content file's text parsed, or the problem with it when it is not JSON at all. */
export function parseJsonFile(
  relativePath: string,
  source: string,
): { value: unknown } | { problem: ContentProblem } {
  try {
    // unknown: the content model checks what the file holds.
    return { value: JSON.parse(source) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      problem: {
        file: `content/${relativePath}`,
        field: "",
        message: `is not valid JSON${lineAndColumn(source, reason)}: ${reason}. Check for a missing comma, quote or bracket there.`,
      },
    };
  }
}

/**
 * A value with the facts filled into its prose. What holds no prose comes back as it is, not as
 * a copy: 30,000 stories, which have none, are not copied again.
 */
function fillValue(value: unknown, schema: FieldSchema, fill: (text: string) => string): unknown {
  if (typeof value === "string") return schema["x-format"] === "prose" ? fill(value) : value;
  if (Array.isArray(value)) {
    const items = schema.items ?? {};
    const filled = value.map((item) => fillValue(item, items, fill));
    return filled.every((item, index) => item === value[index]) ? value : filled;
  }
  if (!isPlainObject(value)) return value;
  const fields = schema.properties ?? {};
  const entries = Object.entries(value).map(([key, entry]) => {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    return [key, field ? fillValue(entry, field, fill) : entry] as const;
  });
  return entries.every(([key, entry]) => entry === value[key])
    ? value
    : Object.fromEntries(entries);
}

/**
 * The content as readers see it: every prose field with its fact placeholders filled in from the
 * one place each fact is written, in files keyed by path or in typed `Content`. Returns new
 * objects; the input is not changed.
 */
export function fillContentFacts<T extends ContentInput>(
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
  // A copy of the input with placeholders filled in strings only: the same shape.
  return filled as T;
}

export type PreparedContent =
  { ok: true; content: Content } | { ok: false; problems: ContentProblem[] };

/**
 * The gate between what editors wrote and what pages read: every file checked against the
 * content model, then the facts prose quotes by placeholder filled in. Nothing is returned
 * for pages while a single problem remains.
 */
export function prepareContent(
  input: ContentInput,
  options: ValidateOptions = {},
): PreparedContent {
  const { parsed, problems } = parseContent(input, contentFiles, options);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, content: fillContentFacts(parsed.content()) };
}
