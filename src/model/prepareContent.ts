import { fillContentFacts } from "./contentFacts";
import { contentFiles, type Content } from "./contentSpec";
import {
  parseContent,
  type ContentInput,
  type ContentProblem,
  type ValidateOptions,
} from "./validateContent";

/** Turns the parser's character position into the line and column an editor's tool shows. */
function lineAndColumn(source: string, reason: string): string {
  const position = /position (\d+)/.exec(reason)?.[1];
  if (position === undefined) return "";
  const before = source.slice(0, Number(position)).split("\n");
  // Stryker disable next-line OptionalChaining: split gives at least one part, so `at(-1)` is a string
  return ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
}

/** The problem with a file that is not JSON at all, or nothing if it parses. */
export function jsonProblem(relativePath: string, source: string): ContentProblem | undefined {
  try {
    JSON.parse(source);
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      file: `content/${relativePath}`,
      field: "",
      message: `is not valid JSON${lineAndColumn(source, reason)}: ${reason}. Check for a missing comma, quote or bracket there.`,
    };
  }
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
