/**
 * Parsing: each content file with its schema, then what the model's fields ask across files
 * (fieldRules.ts) and the newsroom's own rules (newsroomRules.ts), every problem said at once.
 */
import { contentLanguage, readFacts } from "../model/contentFacts";
import { isPlainObject } from "../model/isPlainObject";
import { contentFiles, pathsOf } from "./contentFiles";
import { checkFields } from "./fieldRules";
import { fieldSchemaOf } from "./fieldSchema";
import { checkNewsroomRules } from "./newsroomRules";
import { ParsedFiles, type CheckContext, type ValidateOptions } from "./parsedFiles";
import { problemsOfIssue, type ContentProblem } from "./problems";
import { REFERENCE_LISTS, type ContentFileSpec, type ReferenceName } from "./types";

/** Parsed JSON of each content file, keyed by its path under `content/`. */
export type ContentInput = Readonly<Record<string, unknown>>;

/** A file's JSON as pages receive it: without the `$schema` pointer meant for editors' tools. */
export function withoutSchemaPointer(data: unknown): unknown {
  if (!isPlainObject(data)) return data;
  const { $schema: _schema, ...fields } = data;
  return fields;
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
      // Object.keys widens to string[]; the keys are REFERENCE_LISTS's own.
      (Object.keys(REFERENCE_LISTS) as ReferenceName[]).map((name) => [
        name,
        readReferenceIds(parsed, files, name),
      ]),
    ),
    facts: readFacts(input),
    language: contentLanguage(input),
  };
  for (const { file, path, data } of read) checkFields(data, file, path, context);
  checkNewsroomRules(context, options);
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
