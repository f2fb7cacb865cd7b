/** @jest-environment node */
import fs from "fs";
import path from "path";
import { publishDelta, publishedFiles, publishedKind } from "../../tools/publishDelta";
import { makeTempDir } from "../support/tempDir";

function build(files: Record<string, string>) {
  const dir = makeTempDir("publish-delta");
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return publishedFiles(dir);
}

describe("publishedKind", () => {
  it.each([
    ["local-news/bus-shelters/index.html", "story HTML"],
    ["sections/local-news/page/2/index.html", "archive pages"],
    ["topics/midtown/index.html", "archive pages"],
    ["authors/renee-okafor/index.html", "archive pages"],
    ["corrections/index.html", "archive pages"],
    ["index.html", "other HTML"],
    ["faq/index.html", "other HTML"],
    ["page-data/local-news/bus-shelters/page-data.json", "page-data"],
    ["pagefind/fragment/en-us_1.pf_fragment", "search index"],
    ["pagefind-older/1/pagefind-entry.json", "search index"],
    ["app-2208d70b76b3a7320e21.js", "JS"],
    ["styles.4fb69bebeda6184a6671.css", "CSS"],
    ["rss.xml", "other"],
  ])("%s is %s", (file, kind) => {
    expect(publishedKind(file)).toBe(kind);
  });
});

describe("publishDelta", () => {
  const before = build({
    "index.html": "front",
    "local-news/a/index.html": "story a",
    "local-news/b/index.html": "story b",
    "page-data/index/page-data.json": "{}",
    "gone.xml": "x",
    "app-1.js.map": "map",
  });

  it("counts the new and changed files and their bytes, by kind; unchanged ones not at all", () => {
    const after = build({
      "index.html": "front, new",
      "local-news/a/index.html": "story a",
      "local-news/b/index.html": "story b",
      "local-news/c/index.html": "story c",
      "page-data/index/page-data.json": "{}",
      "app-1.js.map": "another map",
    });
    const delta = publishDelta(before, after);
    expect(delta.uploaded).toEqual({ files: 2, bytes: "front, new".length + "story c".length });
    expect(delta.removed).toBe(1);
    expect(delta.byKind["story HTML"]).toEqual({ files: 1, bytes: 7 });
    expect(delta.byKind["other HTML"]).toEqual({ files: 1, bytes: 10 });
    expect(delta.byKind["page-data"]).toEqual({ files: 0, bytes: 0 });
    expect(delta.examples["story HTML"]).toEqual(["local-news/c/index.html"]);
  });

  it("leaves out what is not published (source maps, stats, header files)", () => {
    const files = build({ "a.js.map": "m", "webpack.stats.json": "{}", _headers: "/*" });
    expect([...files.keys()]).toEqual([]);
  });
});
