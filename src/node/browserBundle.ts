import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import type { Compiler } from "webpack";
import { HASHED_BUNDLE } from "../model/hostHeaders";

/** The part of Gatsby's `webpack.stats.json` (the browser bundle's record) this build reads. */
export interface WebpackStats {
  assetsByChunkName: Record<string, readonly string[]>;
}

/** The browser bundle's stats, which Gatsby writes before it builds the HTML renderer. */
export function readWebpackStats(publicDir: string): WebpackStats {
  return JSON.parse(
    fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"),
  ) as WebpackStats;
}

const PLUGIN_NAME = "StableCompilationHash";

/**
 * Gives the browser bundle's webpack compilation a hash of its chunks' content hashes (which the
 * bundles' names carry) in place of webpack's own, which differs between a cold and a warm build
 * of the same code. Gatsby writes the hash into every page, into app-data.json (its runtime
 * reloads a page whose hash differs, to pick up a new deploy) and into its slice of scripts,
 * which it compares with the slice on disk: a hash that changed without the code made the build
 * after a cold one stitch and publish every page again. With this one it changes when the code
 * does, and only then.
 */
export class StableCompilationHashPlugin {
  apply(compiler: Pick<Compiler, "hooks">) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.afterHash.tap(PLUGIN_NAME, () => {
        const chunks = [...compilation.chunks]
          .map(
            (chunk) =>
              `${String(chunk.id)} ${JSON.stringify(Object.entries(chunk.contentHash).sort())}`,
          )
          .sort();
        const fullHash = createHash("sha256").update(chunks.join("\n")).digest("hex");
        compilation.fullHash = fullHash;
        compilation.hash = fullHash.slice(0, compilation.hash?.length ?? 20);
      });
    });
  }
}

/**
 * Removes from the output folder the bundle files an earlier build wrote and this one did not
 * (a stylesheet, a script, and its source map), once webpack has written its own: a warm build
 * keeps `public/`, so without this every code change would leave its old files to be published,
 * each given a year-long cache, and a host's file count would grow with every deploy.
 */
export class RemoveStaleBundlePlugin {
  apply(compiler: Pick<Compiler, "hooks" | "outputPath">) {
    compiler.hooks.afterEmit.tap("RemoveStaleBundle", (compilation) => {
      const written = new Set(compilation.getAssets().map((asset) => asset.name));
      for (const name of fs.readdirSync(compiler.outputPath)) {
        const file = name.replace(/\.map$/, "");
        if (HASHED_BUNDLE.test(file) && !written.has(name)) {
          fs.rmSync(path.join(compiler.outputPath, name));
        }
      }
    });
  }
}

/** The front page's chunk, as Gatsby names a page component's. */
const FRONT_PAGE_CHUNK = "component---src-pages-index-tsx";

type ChunkTest = (
  module: unknown,
  context: {
    chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<{ name?: string | null }> };
  },
) => boolean;

/**
 * Keeps the front page's code in one file, because two files compress worse than one and the
 * front page is the one most readers load first (its budget, docs/performance.md). Gatsby's
 * `shared` group moves the code two page components share into a chunk of its own once it passes
 * 20 KB before minifying, as the front page's and an edition's (sections, weather) can. So code
 * the front page uses stays in its chunk, and another page that uses it keeps its own copy.
 */
export function keepFrontPageWhole(optimization: {
  splitChunks?: { cacheGroups?: Record<string, { test?: ChunkTest } | false> };
}) {
  const shared = optimization.splitChunks?.cacheGroups?.shared;
  const test = shared && shared.test;
  if (!shared || !test) throw new Error("Gatsby's webpack configuration has no shared chunk group");
  shared.test = (module, context) =>
    test(module, context) &&
    ![...context.chunkGraph.getModuleChunksIterable(module)].some(
      (chunk) => chunk.name === FRONT_PAGE_CHUNK,
    );
}
