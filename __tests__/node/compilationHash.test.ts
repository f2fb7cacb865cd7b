/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  bundlesHash,
  withCompilationHash,
  writeCompilationHash,
} from "../../src/node/compilationHash";
import { makeTempDir } from "../support/tempDir";

/** A build folder holding `files` (path → text). */
function build(files: Record<string, string>) {
  const dir = makeTempDir("compilation-hash");
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** webpack's stats of a build whose chunks hold `bundles`. */
const stats = (bundles: Record<string, string[]>) => ({
  "webpack.stats.json": JSON.stringify({ assetsByChunkName: bundles }),
});
const BUNDLES = { app: ["app-1a.js", "styles.3c.css"], faq: ["styles.3c.css", "faq-2b.js"] };

describe("bundlesHash", () => {
  it("is the same for the same bundles, whatever else the build holds, older bundles included", () => {
    const a = bundlesHash(build({ ...stats(BUNDLES), "index.html": "one", "app-0z.js": "old" }));
    const b = bundlesHash(build({ ...stats({ faq: BUNDLES.faq, app: BUNDLES.app }) }));
    expect(a).toMatch(/^[0-9a-f]{20}$/);
    expect(b).toBe(a);
  });

  it("changes when a bundle does (its name holds its content's hash)", () => {
    const before = bundlesHash(build(stats(BUNDLES)));
    expect(bundlesHash(build(stats({ ...BUNDLES, app: ["app-9z.js", "styles.3c.css"] })))).not.toBe(
      before,
    );
  });
});

describe("withCompilationHash", () => {
  it("replaces webpack's hash in Gatsby's script, and nothing else", () => {
    const html =
      '<p>window.___webpackCompilationHash</p><script>window.___webpackCompilationHash="691f1e0e263d2da9d29a";</script>';
    expect(withCompilationHash(html, "stable")).toBe(
      '<p>window.___webpackCompilationHash</p><script>window.___webpackCompilationHash="stable";</script>',
    );
  });
});

describe("writeCompilationHash", () => {
  it("gives app-data.json the hash, as the pages get it, and leaves Gatsby's script slice as Gatsby wrote it", () => {
    const dir = build({
      "page-data/app-data.json": '{"webpackCompilationHash":"691f1e0e263d2da9d29a"}',
      "_gatsby/slices/_gatsby-scripts-1.html":
        '<script>window.___webpackCompilationHash="691f1e0e263d2da9d29a";</script>',
    });
    writeCompilationHash(dir, "stable");
    expect(JSON.parse(fs.readFileSync(path.join(dir, "page-data/app-data.json"), "utf8"))).toEqual({
      webpackCompilationHash: "stable",
    });
    expect(fs.readFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).toBe(
      '<script>window.___webpackCompilationHash="691f1e0e263d2da9d29a";</script>',
    );
  });
});
