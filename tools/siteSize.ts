import fs from "fs";
import path from "path";
import type { Host, SiteFigures } from "./hostLimits";

/**
 * Files of a build that readers never get: source maps, webpack's stats, Gatsby's slices (the
 * parts it stitches pages from, `_gatsby/`) and the header files (`_headers` for Netlify and
 * Cloudflare Pages, the nginx map). A deploy leaves them out (tools/prepareSite.ts), but for
 * `_headers` where the host applies it, so `public/` less these is what is published.
 */
export function isBuildInternal(relativePath: string): boolean {
  return (
    relativePath.endsWith(".map") ||
    relativePath.startsWith("_gatsby/") ||
    ["webpack.stats.json", "_headers", "_headers.nginx.conf"].includes(relativePath)
  );
}

/** What a deploy to `host` leaves out of the build: its internals, `_headers` where it applies. */
export const leftOutFor =
  (host: Pick<Host, "appliesHeaders">) =>
  (relativePath: string): boolean =>
    isBuildInternal(relativePath) && !(host.appliesHeaders && relativePath === "_headers");

/**
 * Counts what a host receives of `dir`: files, folders, bytes, the largest file and the fullest
 * folder (paths relative to `dir`, with `/`), leaving out the files `leaveOut` names. The deploy
 * workflow's limit check (tools/check-host-limits.ts) and the bench both count with it.
 */
export function measureSite(
  dir: string,
  leaveOut: (relativePath: string) => boolean = () => false,
): SiteFigures {
  const figures: SiteFigures = { files: 0, folders: 0, bytes: 0 };
  const walk = (folder: string) => {
    let filesHere = 0;
    for (const entry of fs.readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const relative = folder === "." ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        figures.folders += 1;
        walk(relative);
      } else if (!leaveOut(relative)) {
        // stat follows a link, as the hosts' uploads do.
        const { size } = fs.statSync(path.join(dir, relative));
        figures.files += 1;
        figures.bytes += size;
        filesHere += 1;
        if (size > (figures.largestFile?.bytes ?? -1)) {
          figures.largestFile = { path: relative, bytes: size };
        }
      }
    }
    if (filesHere > (figures.fullestFolder?.files ?? 0)) {
      figures.fullestFolder = { path: folder, files: filesHere };
    }
  };
  walk(".");
  return figures;
}
