import { folderFilePath } from "../../src/content/contentFiles";
import { storySpec } from "../../src/content/specs/stories";
import { fillContentFacts, parseJsonFile, prepareContent } from "../../src/content/prepareContent";
import { withoutSchemaPointer } from "../../src/content/validateContent";
import { formatProblem } from "../../src/content/problems";
import { readAllContent, readRawContent } from "../support/content";

/** The shipped content with one file changed. */
function contentWith(file: string, change: (data: Record<string, unknown>) => void) {
  const input = readAllContent();
  const data = input[file] as Record<string, unknown>;
  change(data);
  return { ...input, [file]: data };
}

describe("prepareContent", () => {
  it("gives pages the shipped content, every file, without the editors' schema pointer", () => {
    const prepared = prepareContent(readAllContent());
    if (!prepared.ok) throw new Error(prepared.problems.map(formatProblem).join("\n"));
    expect(prepared.content["categories.json"].categories[0]?.id).toBe("local-news");
    expect(prepared.content["headlines.json"].articlesPerCategory).toBe(15);
    expect(prepared.content["site.json"]).not.toHaveProperty("$schema");
    expect(prepared.content["site.json"]).toEqual(readRawContent("site.json"));
  });

  it("gives pages the stories folder as one list, in the order of the files' names", () => {
    const input = readAllContent();
    const prepared = prepareContent(input);
    if (!prepared.ok) throw new Error(prepared.problems.map(formatProblem).join("\n"));
    const stories = prepared.content["stories/*.json"];
    const files = Object.keys(input)
      .filter((file) => file.startsWith("stories/"))
      .sort();
    expect(files.length).toBeGreaterThan(1);
    expect(stories.map((story) => folderFilePath(storySpec, story))).toEqual(files);
    expect(stories[0]).not.toHaveProperty("$schema");
    expect(stories[0]).toEqual(readRawContent(files[0]!));
  });

  it("copies only what holds prose: a story, which has none, is handed on as it is", () => {
    const input = readAllContent();
    const filled = fillContentFacts(input);
    const story = Object.keys(input).find((file) => file.startsWith("stories/"))!;
    expect(filled[story]).toBe(input[story]);
    expect(filled["faq.json"]).not.toBe(input["faq.json"]);
    expect(filled["faq.json"]).not.toEqual(input["faq.json"]);
  });

  it("fills the facts into the prose of a folder's files too", () => {
    const input = readAllContent();
    const page = { ...(input["pages/privacy.json"] as Record<string, unknown>) };
    page.intro = "Founded in {foundingYear}.";
    const prepared = prepareContent({ ...input, "pages/privacy.json": page });
    if (!prepared.ok) throw new Error(prepared.problems.map(formatProblem).join("\n"));
    const privacy = prepared.content["pages/*.json"].find((policy) => policy.id === "privacy");
    expect(privacy?.intro).toBe("Founded in 1825.");
  });

  it("hands pages the prose with its fact placeholders filled in", () => {
    const prepared = prepareContent(readAllContent());
    if (!prepared.ok) throw new Error("shipped content is invalid");
    expect(readRawContent<{ about: { text: string } }>("home.json").about.text).toContain(
      "{foundingYear}",
    );
    expect(prepared.content["home.json"].about.text).toMatch(
      /^Since 1825 .* of 3,000 publications\.$/,
    );
  });

  it("names file, item and field when a category loses its title, and gives pages nothing", () => {
    const prepared = prepareContent(
      contentWith("categories.json", (data) => {
        delete (data.categories as Record<string, unknown>[])[9]!.title;
      }),
    );
    expect(prepared.ok).toBe(false);
    if (prepared.ok) return;
    expect(prepared.problems.map(formatProblem)).toEqual([
      'content/categories.json › item categories["sports"] › field "title": is missing; expected text (not empty)',
    ]);
  });

  it("reports a missing file", () => {
    const input = readAllContent();
    delete input["partners.json"];
    const prepared = prepareContent(input);
    expect(prepared.ok ? [] : prepared.problems.map(formatProblem)).toEqual([
      'content/partners.json › field "(file)": the file is missing',
    ]);
  });

  it("refuses a footer contact that is not one of the contacts", () => {
    const prepared = prepareContent(
      contentWith("site.json", (data) => {
        data.footerContactId = "newsdesk";
      }),
    );
    expect(prepared.ok ? [] : prepared.problems.map(formatProblem)).toEqual([
      'content/site.json › field "footerContactId": "newsdesk" is not the id of a contact in content/site.json; expected one of: editorial, press, advertising',
    ]);
  });
});

/** The problem parseJsonFile finds with `source`, or undefined when it parses. */
function jsonProblem(relativePath: string, source: string) {
  const parsed = parseJsonFile(relativePath, source);
  return "problem" in parsed ? parsed.problem : undefined;
}

describe("parseJsonFile", () => {
  it("names the file, line and column when the JSON is malformed", () => {
    const problem = jsonProblem("faq.json", '{\n  "title": "FAQ",\n  "intro" "x"\n}');
    expect(problem && formatProblem(problem)).toMatch(
      /^content\/faq\.json: is not valid JSON \(line 3, column 11\): .*Check for a missing comma, quote or bracket there\.$/,
    );
  });

  it("counts lines and columns from the start of the file", () => {
    const problem = jsonProblem("faq.json", "{");
    expect(problem && formatProblem(problem)).toMatch(
      /^content\/faq\.json: is not valid JSON \(line 1, column 2\): /,
    );
  });

  it("gives the parser's reason alone when it names no position", () => {
    expect(parseJsonFile("faq.json", "")).toEqual({
      problem: {
        file: "content/faq.json",
        field: "",
        message:
          "is not valid JSON: Unexpected end of JSON input. Check for a missing comma, quote or bracket there.",
      },
    });
  });

  it("gives the value of JSON", () => {
    expect(parseJsonFile("faq.json", '{ "title": "FAQ" }')).toEqual({ value: { title: "FAQ" } });
  });
});

describe("withoutSchemaPointer", () => {
  it("leaves out the $schema pointer of a file and keeps its fields", () => {
    expect(withoutSchemaPointer({ $schema: "./schemas/faq.schema.json", title: "FAQ" })).toEqual({
      title: "FAQ",
    });
  });

  it("passes on what is not a group of fields as it is, for the validator to name", () => {
    const list = [{ $schema: "x" }];
    expect(withoutSchemaPointer(list)).toBe(list);
    expect(withoutSchemaPointer(null)).toBeNull();
    expect(withoutSchemaPointer("FAQ")).toBe("FAQ");
  });
});
