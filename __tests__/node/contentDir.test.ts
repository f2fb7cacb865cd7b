/** @jest-environment node */
import fs from "fs";
import path from "path";
import { readContentFiles, readContentFolder } from "../../src/node/contentDir";
import { FIXTURE_CONTENT_DIR } from "../support/content";
import { makeTempDir } from "../support/tempDir";

/** A copy of the fixture content with `faq.json` holding `source`. */
function contentWithFaq(source: string): string {
  const dir = makeTempDir("content-dir");
  fs.cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "faq.json"), source);
  return dir;
}

describe("readContentFiles", () => {
  it("parses every content file once, by its path, and leaves out files of no content file", () => {
    const dir = contentWithFaq('{ "title": "FAQ" }');
    fs.writeFileSync(path.join(dir, "notes.txt"), "not content");
    const { input, unreadable } = readContentFiles(dir);
    expect(unreadable).toEqual([]);
    expect(input["faq.json"]).toEqual({ title: "FAQ" });
    expect(Object.keys(input)).not.toContain("notes.txt");
    expect(Object.keys(input).some((file) => file.startsWith("stories/"))).toBe(true);
  });

  it("reports a file that is not JSON, by name, and reads the others", () => {
    const { input, unreadable } = readContentFiles(contentWithFaq('{ "title": '));
    expect(unreadable).toEqual([expect.objectContaining({ file: "content/faq.json" })]);
    expect(input).not.toHaveProperty("faq.json");
    expect(Object.keys(input).length).toBeGreaterThan(1);
  });
});

describe("readContentFolder", () => {
  it("fails naming the file, line and column that is not JSON", () => {
    expect(() => readContentFolder(contentWithFaq('{\n  "title" "FAQ"\n}'))).toThrow(
      /content\/faq\.json: is not valid JSON \(line 2, column 11\)/,
    );
  });
});
