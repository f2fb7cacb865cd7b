import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import type { Compiler } from "webpack";

/**
 * Gatsby writes webpack's compilation hash into every page (an inline script) and into
 * `page-data/app-data.json`; its runtime reloads a page whose hash differs from app-data's, to
 * pick up a new deploy. webpack gives a warm build another hash than a cold build of the same
 * code, so every page changed (38,899 files at 30,000 stories) whenever a build followed a cold
 * one. The build puts in its place a hash of the names of the bundles, which carry hashes of
 * their content: it changes when the code does, and only then.
 */

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

const HASH_SCRIPT = /window\.___webpackCompilationHash="[^"]*"/g;

/**
 * A hash of the names of this build's bundles, as long as webpack's: the scripts and the
 * stylesheet webpack's stats list (a warm build leaves older bundles in `public/`; they do not
 * count), in a fixed order.
 */
export function bundlesHash(publicDir: string): string {
  const stats = readWebpackStats(publicDir);
  const names = [...new Set(Object.values(stats.assetsByChunkName).flat())].sort();
  return createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 20);
}

/** The page with `hash` as its compilation hash. */
export function withCompilationHash(html: string, hash: string): string {
  return html.replace(HASH_SCRIPT, `window.___webpackCompilationHash="${hash}"`);
}

/**
 * Writes `hash` into app-data.json; the pages get it in the security headers' pass, which reads
 * and writes every page Gatsby made again. The slice of Gatsby's scripts (which pages are
 * stitched from, not published) keeps webpack's: Gatsby compares the slice it writes with the
 * one on disk, and a slice changed behind its back made the next build stitch every page again,
 * and the security pass then read and write all 35,000 of them (50 s at 30,000 stories).
 */
export function writeCompilationHash(publicDir: string, hash: string) {
  const appData = path.join(publicDir, "page-data", "app-data.json");
  if (!fs.existsSync(appData)) return;
  // Gatsby's own file: kept as it is, with the hash set.
  const data = JSON.parse(fs.readFileSync(appData, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(appData, JSON.stringify({ ...data, webpackCompilationHash: hash }));
}

const PLUGIN_NAME = "StableCompilationHash";

/**
 * Gives the browser bundle's webpack compilation a hash of its chunks' content hashes (which the
 * bundles' names carry) in place of webpack's own, which differs between a cold and a warm build
 * of the same code. Gatsby writes it into its slice of scripts and compares that with the slice on
 * disk: on the first build after a cold one it found it changed and stitched every page again,
 * and the security headers' pass then read and wrote them all (38 s at 30,000 stories).
 */
export class StableCompilationHashPlugin {
  apply(compiler: Compiler) {
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
