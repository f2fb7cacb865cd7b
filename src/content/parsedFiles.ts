/** What the checks across files share: the files that parsed, typed, and the problems found. */
import type { ContentFacts } from "../model/contentFacts";
import { contentFiles, type Content } from "./contentFiles";
import type { ContentProblem, Location } from "./problems";
import type { ContentFileSpec, ContentOf, ReferenceName } from "./types";

/** What the validator may ask of the folder the content lives in. */
export interface ValidateOptions {
  /**
   * Whether a file exists under `content/` (e.g. `images/belle-isle.jpg`), for the pictures
   * stories name; the build passes a look at the disk. Without it those names are not checked.
   */
  fileExists?: (relativePath: string) => boolean;
}

/** The files of the content that parsed, each with its content as the model types it. */
export class ParsedFiles {
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
    // The map is keyed by spec, not typed per key: `add` stores only what `file.root` parsed.
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
    // fromEntries loses the keys: each is a file's path with its parsed data, as Content says.
    return Object.fromEntries(entries) as Content;
  }

  /** The one file of a spec, if it parsed. */
  one<F extends ContentFileSpec>(file: F): ContentOf<F> | undefined {
    return this.of(file)[0]?.data;
  }
}

export interface CheckContext {
  parsed: ParsedFiles;
  files: readonly ContentFileSpec[];
  problems: ContentProblem[];
  /** The ids of each list other fields refer to; absent where that list is unusable. */
  referenceIds: Partial<Record<ReferenceName, ReadonlySet<string>>>;
  /** The facts prose may quote, to catch copies written out by hand. */
  facts: ContentFacts;
  language: string;
}

export function addProblem(context: CheckContext, at: Location, message: string): void {
  context.problems.push({
    file: at.file,
    ...(at.item !== undefined ? { item: at.item } : {}),
    field: at.field,
    message,
  });
}
