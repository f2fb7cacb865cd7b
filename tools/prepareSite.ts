import fs from "node:fs";
import path from "node:path";
import type { Host } from "./hostLimits";
import { leftOutFor } from "./siteSize";

/**
 * The deploy's copy of the tested build: `from` into a fresh `to`, less what the host's readers
 * never get (`leftOutFor`: source maps, webpack's stats, Gatsby's slices, nginx's map, and
 * `_headers` for a host that does not apply it). Files keep their times, as `cp -a` keeps them.
 */
export function prepareSite(from: string, to: string, host: Pick<Host, "appliesHeaders">): void {
  const leftOut = leftOutFor(host);
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => {
      const relative = path.relative(from, source).split(path.sep).join("/");
      if (relative === "") return true;
      // A folder the rule leaves out whole (`_gatsby/`) is not made at all.
      const isFolder = fs.statSync(source).isDirectory();
      return !leftOut(isFolder ? `${relative}/` : relative);
    },
  });
}
