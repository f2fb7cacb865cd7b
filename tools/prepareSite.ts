import fs from "node:fs";
import path from "node:path";
import type { Host } from "./hostLimits";
import { leftOutFor } from "./siteSize";

/**
 * The deploy's copy of the tested build: `from` into a fresh `to`, less what the host's readers
 * never get (`leftOutFor`: source maps, webpack's stats, Gatsby's slices, nginx's map, and
 * `_headers` for a host that does not apply it). Files keep their times, as `cp -a` keeps them.
 * Each file is a hard link to the build's where the two folders share a disk, which costs a
 * fraction of a copy's time and no space; elsewhere it is copied.
 */
export function prepareSite(from: string, to: string, host: Pick<Host, "appliesHeaders">): void {
  const leftOut = leftOutFor(host);
  fs.rmSync(to, { recursive: true, force: true });
  let link = true;
  const place = (source: string, target: string) => {
    if (link) {
      try {
        fs.linkSync(source, target);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP") throw error;
        link = false;
      }
    }
    fs.copyFileSync(source, target);
    const { atime, mtime } = fs.statSync(source);
    fs.utimesSync(target, atime, mtime);
  };
  const copyFolder = (relative: string) => {
    fs.mkdirSync(path.join(to, relative), { recursive: true });
    for (const entry of fs.readdirSync(path.join(from, relative), { withFileTypes: true })) {
      const name = relative === "" ? entry.name : `${relative}/${entry.name}`;
      // A folder the rule leaves out whole (`_gatsby/`) is not made at all.
      if (leftOut(entry.isDirectory() ? `${name}/` : name)) continue;
      if (entry.isDirectory()) copyFolder(name);
      else place(path.join(from, name), path.join(to, name));
    }
  };
  copyFolder("");
}
