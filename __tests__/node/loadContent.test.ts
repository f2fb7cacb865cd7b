/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { ContentError, loadContent } from "../../src/node/loadContent";

const CONTENT_DIR = path.join(__dirname, "..", "..", "content");

/** A copy of the shipped content in a temporary folder, to break on purpose. */
function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

describe("loadContent", () => {
  it("loads the shipped content with its categories and headline settings", () => {
    const content = loadContent(CONTENT_DIR);
    expect(content.categories.map((category) => category.id)).toContain("local-news");
    expect(content.headlines.articlesPerCategory).toBe(15);
  });

  it("hands pages the prose with its fact placeholders filled in", () => {
    const content = loadContent(CONTENT_DIR);
    const home = content.files["home.json"] as { about: { text: string } };
    expect(home.about.text).toMatch(/^Since 1825 .* of 3,000 publications\.$/);
  });

  it("names the file when its JSON is malformed", () => {
    const dir = copyContent();
    const file = path.join(dir, "faq.json");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"title":', '"title"'));
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(() => loadContent(dir)).toThrow(
      /^content\/faq\.json is not valid JSON \(line 3, column \d+\): /,
    );
  });

  it("names file, item and field when a category loses its title", () => {
    const dir = copyContent();
    const file = path.join(dir, "categories.json");
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    delete data.categories[9].title;
    fs.writeFileSync(file, JSON.stringify(data));
    expect(() => loadContent(dir)).toThrow(
      'content/categories.json › item categories["sports"] › field "title": is missing',
    );
  });

  it("reports a missing file", () => {
    const dir = copyContent();
    fs.rmSync(path.join(dir, "pages", "terms.json"));
    expect(() => loadContent(dir)).toThrow(
      'content/pages/terms.json › field "(file)": the file is missing',
    );
  });
});
