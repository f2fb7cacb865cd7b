import fc from "fast-check";
import { contentFileAt, contentFiles } from "../../src/content/contentFiles";
import type { ContentFileSpec } from "../../src/content/types";
import { formatProblems } from "../../src/content/problems";
import { validateContent, type ContentInput } from "../../src/content/validateContent";
import { readAllContent } from "../support/content";

/**
 * Whatever an editor (or a broken merge) puts in content/, the validator answers with problems an
 * editor can act on, and never crashes the build with a stack trace instead.
 */

/** Every shipped file, each story of content/stories/ included. */
const FILES = Object.keys(readAllContent());
/** The files that must exist (a folder such as content/stories/ may be empty). */
const REQUIRED_FILES = (contentFiles as readonly ContentFileSpec[])
  .filter((file) => !file.folder)
  .map((file) => file.path);
const RUNS = { numRuns: 300 };

/** Keys that name something on every object: a validator testing keys with `in` is fooled. */
const inheritedKey = fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty");
const anyKey = fc.oneof(fc.string({ maxLength: 12 }), inheritedKey, fc.constantFrom(...FILES));

/** Any JSON an editor could save, including objects with those keys as JSON.parse makes them. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.string(), fc.constantFrom("", "  ", "<script>alert(1)</script>")),
    fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc
      .array(fc.tuple(anyKey, tie("value")), { maxLength: 4 })
      .map((entries) =>
        JSON.parse(
          `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`,
        ),
      ),
  ),
})).value;

type Container = Record<string, unknown> | unknown[];

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every object and list in the content, the top level included, in a stable order. */
function containers(value: unknown, found: Container[] = []): Container[] {
  if (typeof value !== "object" || value === null) return found;
  found.push(value as Container);
  for (const child of Object.values(value)) containers(child, found);
  return found;
}

interface Mutation {
  at: number;
  op: "set" | "delete" | "duplicate";
  key: string;
  pick: number;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom("set", "delete", "duplicate"),
  key: anyKey,
  pick: fc.nat(),
  value: anyJson,
});

/** Changes one object or list somewhere in the content: a new value, a removal or a copy. */
function mutate(content: Record<string, unknown>, change: Mutation): void {
  const all = containers(content);
  const target = all[change.at % all.length];
  if (Array.isArray(target)) {
    const index = change.pick % (target.length + 1);
    if (change.op === "set") target[index] = change.value;
    if (change.op === "delete") target.splice(index, 1);
    if (change.op === "duplicate" && target.length > 0) {
      target.push(clone(target[index % target.length]));
    }
    return;
  }
  if (!target) return;
  const keys = Object.keys(target);
  const existing = keys.length > 0 ? keys[change.pick % keys.length] : undefined;
  const key = change.pick % 2 === 0 && existing !== undefined ? existing : change.key;
  if (change.op === "delete" && existing !== undefined) {
    delete target[existing];
    return;
  }
  const value =
    change.op === "duplicate" && existing !== undefined ? clone(target[existing]) : change.value;
  // As JSON.parse does: even `__proto__` becomes an ordinary field.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
}

function expectClearProblems(input: ContentInput) {
  const problems = validateContent(input);
  expect(Array.isArray(problems)).toBe(true);
  for (const problem of problems) {
    expect(problem.file).toMatch(/^content\/\S/);
    expect(typeof problem.field).toBe("string");
    expect(typeof problem.message).toBe("string");
    expect(problem.message.trim()).not.toBe("");
    if (problem.item !== undefined) expect(typeof problem.item).toBe("string");
  }
  expect(() => formatProblems(problems)).not.toThrow();
  return problems;
}

describe("validateContent on arbitrary and damaged content", () => {
  it("accepts the real content", () => {
    expect(validateContent(readAllContent())).toEqual([]);
  });

  it("answers any JSON in any content file with clear problems, never a crash", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...FILES, "extra.json"), anyJson), (input) => {
        const problems = expectClearProblems(input);
        // Random JSON is never a whole valid site.
        expect(problems.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it("answers the real content with random changes anywhere with acceptance or clear problems", () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 5 }), (changes) => {
        const content = readAllContent();
        for (const change of changes) mutate(content, change);
        expectClearProblems(content);
      }),
      RUNS,
    );
  });

  it("reports a field no file knows, whatever its name", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FILES),
        fc.oneof(inheritedKey, fc.string({ minLength: 1, maxLength: 12 })),
        anyJson,
        (path, key, value) => {
          const known = contentFileAt(path)?.root.shape ?? {};
          fc.pre(!(Object.hasOwn(known, key) || key === "$schema"));
          const content = readAllContent();
          Object.defineProperty(content[path], key, { value, enumerable: true });
          expect(expectClearProblems(content)).toContainEqual({
            file: `content/${path}`,
            field: key,
            message: expect.stringContaining("is not a known field"),
          });
        },
      ),
      RUNS,
    );
  });

  it("reports a missing file or a file that is not a group of fields", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REQUIRED_FILES),
        anyJson,
        fc.boolean(),
        (file, value, remove) => {
          const content = readAllContent();
          if (remove) delete content[file];
          else content[file] = value;
          fc.pre(remove || typeof value !== "object" || value === null || Array.isArray(value));
          const problems = expectClearProblems(content);
          expect(problems.some((problem) => problem.file === `content/${file}`)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it("still asks for the headlines of a category whose id names a built-in property", () => {
    const content = readAllContent() as Record<string, { categories: Record<string, unknown>[] }>;
    const first = content["categories.json"]?.categories[0];
    if (first) first.id = "constructor";
    expect(validateContent(content)).toContainEqual(
      expect.objectContaining({
        file: "content/headlines.json",
        field: "headlines",
        message: expect.stringContaining('"constructor"'),
      }),
    );
  });
});
