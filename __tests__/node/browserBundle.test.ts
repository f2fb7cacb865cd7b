/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  readWebpackStats,
  RemoveStaleBundlePlugin,
  StableCompilationHashPlugin,
} from "../../src/node/browserBundle";
import { makeTempDir } from "../support/tempDir";

interface FakeChunk {
  id: string | number;
  contentHash: Record<string, string>;
}

/**
 * What webpack hands the plugin: a compiler whose compilation, once hashed, holds its own hash
 * (`webpackHash`, as webpack gives it) and `chunks`. Returns the hash the compilation ends with.
 */
function compile(chunks: FakeChunk[], webpackHash = "0123456789abcdef0123") {
  const compilation = {
    chunks: new Set(chunks),
    hash: webpackHash as string | undefined,
    fullHash: `${webpackHash}-full`,
    hooks: { afterHash: { tap: (_name: string, hook: () => void) => afterHash.push(hook) } },
  };
  const afterHash: (() => void)[] = [];
  const compiler = {
    hooks: {
      thisCompilation: {
        tap: (_name: string, hook: (c: typeof compilation) => void) => hook(compilation),
      },
    },
  };
  new StableCompilationHashPlugin().apply(compiler as never);
  for (const hook of afterHash) hook();
  return compilation;
}

const APP = { id: "app", contentHash: { javascript: "1a2b", "css/mini-extract": "3c4d" } };
const FAQ = { id: 42, contentHash: { javascript: "5e6f" } };

describe("StableCompilationHashPlugin", () => {
  it("gives the same code the same hash, whatever webpack's own hash and the chunks' order", () => {
    const cold = compile([APP, FAQ], "aaaaaaaaaaaaaaaaaaaa");
    const warm = compile([FAQ, APP], "bbbbbbbbbbbbbbbbbbbb");
    expect(warm.hash).toBe(cold.hash);
    expect(warm.fullHash).toBe(cold.fullHash);
    expect(cold.hash).not.toBe("aaaaaaaaaaaaaaaaaaaa");
  });

  it("changes the hash when a chunk's content does", () => {
    const before = compile([APP, FAQ]);
    const after = compile([APP, { ...FAQ, contentHash: { javascript: "5e70" } }]);
    expect(after.hash).not.toBe(before.hash);
  });

  it("changes the hash when a chunk is added, and keeps webpack's length", () => {
    const one = compile([APP]);
    const two = compile([APP, FAQ]);
    expect(two.hash).not.toBe(one.hash);
    expect(one.hash).toHaveLength(20);
    expect(compile([APP], "0123456789").hash).toHaveLength(10);
    expect(one.fullHash.startsWith(one.hash ?? "")).toBe(true);
  });
});

describe("readWebpackStats", () => {
  it("reads the bundles by chunk from the stats Gatsby writes", () => {
    const dir = makeTempDir("browser-bundle");
    const assetsByChunkName = { app: ["app-1a.js", "styles.3c.css"] };
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName }));
    expect(readWebpackStats(dir)).toEqual({ assetsByChunkName });
  });
});

describe("RemoveStaleBundlePlugin", () => {
  /** Runs the plugin as webpack would after writing `written` into a folder holding `present`. */
  function emit(present: string[], written: string[]) {
    const dir = makeTempDir("stale-bundle");
    for (const name of present) fs.writeFileSync(path.join(dir, name), "x");
    const compilation = { getAssets: () => written.map((name) => ({ name })) };
    new RemoveStaleBundlePlugin().apply({
      outputPath: dir,
      hooks: {
        afterEmit: { tap: (_name: string, hook: (c: unknown) => void) => hook(compilation) },
      },
    } as never);
    return fs.readdirSync(dir).sort();
  }

  it("removes the scripts, stylesheet and maps an earlier build wrote and this one did not", () => {
    const current = [
      "app-4041875ac97de05fed1c.js",
      "app-4041875ac97de05fed1c.js.map",
      "454-384e2f5cd63c02262dba.js",
      "styles.76a867e15d193cea43aa.css",
    ];
    const stale = [
      "app-0000000000000000aaaa.js",
      "app-0000000000000000aaaa.js.map",
      "component---src-pages-index-tsx-c60c2295ca41f1807d6e.js",
      "styles.4fb69bebeda6184a6671.css",
    ];
    expect(emit([...current, ...stale], current)).toEqual([...current].sort());
  });

  it("leaves every file that is not a hashed bundle file alone", () => {
    const others = ["index.html", "app-data.json", "favicon.svg", "_headers", "rss.xml"];
    expect(emit(others, [])).toEqual([...others].sort());
  });
});
