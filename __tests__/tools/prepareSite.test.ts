import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { HOSTS } from "../../tools/hostLimits";
import { prepareSite } from "../../tools/prepareSite";
import { makeTempDir } from "../support/tempDir";

const TSX = path.join(__dirname, "..", "..", "node_modules", ".bin", "tsx");
const CLI = path.join(__dirname, "..", "..", "tools", "prepare-site.ts");

/** A small build as Gatsby and this site write it, with the files no reader gets. */
const BUILD = {
  "index.html": "<html>front page</html>",
  "app-1a2b.js": "app",
  "app-1a2b.js.map": "map",
  "admin/cms.js": "cms",
  "admin/cms.js.map": "map",
  "webpack.stats.json": "{}",
  "_gatsby/slices/_gatsby-scripts-1.html": "<script></script>",
  _headers: "/*\n  X-Frame-Options: DENY\n",
  "_headers.nginx.conf": "map $uri $csp {}",
  "sections/_gatsby/index.html": "<html>a section named _gatsby</html>",
  "page-data/index/page-data.json": "{}",
};

function builtSite(): string {
  const dir = makeTempDir("build");
  for (const [name, content] of Object.entries(BUILD)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** Every file and folder under `dir`, relative, sorted. */
function listed(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((entry) => entry.split(path.sep).join("/"))
    .sort();
}

const READERS_FILES = [
  "admin",
  "admin/cms.js",
  "app-1a2b.js",
  "index.html",
  "page-data",
  "page-data/index",
  "page-data/index/page-data.json",
  "sections",
  "sections/_gatsby",
  "sections/_gatsby/index.html",
];

describe("prepareSite", () => {
  it("copies the build less maps, stats, slices and header files, for a host without _headers", () => {
    const from = builtSite();
    const to = path.join(makeTempDir("site"), "site");
    prepareSite(from, to, HOSTS["github-pages"]);
    expect(listed(to)).toEqual(READERS_FILES);
    // The build itself is left as it was.
    expect(listed(from)).toContain("_gatsby/slices/_gatsby-scripts-1.html");
  });

  it("keeps _headers for a host that applies it", () => {
    const to = path.join(makeTempDir("site"), "site");
    prepareSite(builtSite(), to, HOSTS.netlify);
    expect(listed(to)).toEqual([...READERS_FILES, "_headers"].sort());
  });

  it("starts from an empty folder, keeping the files' times", () => {
    const from = builtSite();
    const old = new Date("2026-01-01T00:00:00Z");
    fs.utimesSync(path.join(from, "index.html"), old, old);
    const to = path.join(makeTempDir("site"), "site");
    fs.mkdirSync(to);
    fs.writeFileSync(path.join(to, "stale.html"), "from an earlier deploy");
    prepareSite(from, to, HOSTS.netlify);
    expect(listed(to)).not.toContain("stale.html");
    expect(fs.statSync(path.join(to, "index.html")).mtime).toEqual(old);
  });

  it("links each file to the build's on the same disk, and copies it, times kept, elsewhere", () => {
    const from = builtSite();
    const old = new Date("2026-01-01T00:00:00Z");
    fs.utimesSync(path.join(from, "index.html"), old, old);
    const linked = path.join(makeTempDir("site"), "site");
    prepareSite(from, linked, HOSTS["github-pages"]);
    const inode = (dir: string) => fs.statSync(path.join(dir, "index.html")).ino;
    expect(inode(linked)).toBe(inode(from));

    // Another disk: the kernel refuses a hard link across devices.
    const crossDevice = jest.spyOn(fs, "linkSync").mockImplementation(() => {
      throw Object.assign(new Error("cross-device link not permitted"), { code: "EXDEV" });
    });
    try {
      const copied = path.join(makeTempDir("site"), "site");
      prepareSite(from, copied, HOSTS["github-pages"]);
      expect(listed(copied)).toEqual(READERS_FILES);
      expect(inode(copied)).not.toBe(inode(from));
      expect(fs.readFileSync(path.join(copied, "index.html"), "utf8")).toBe(BUILD["index.html"]);
      expect(fs.statSync(path.join(copied, "index.html")).mtime).toEqual(old);
    } finally {
      crossDevice.mockRestore();
    }
  });

  it("runs from the workflow, and refuses a host it does not know", () => {
    const from = builtSite();
    const to = path.join(makeTempDir("site"), "site");
    execFileSync(TSX, [CLI, "--host", "cloudflare-pages", from, to]);
    expect(listed(to)).toContain("_headers");
    expect(() =>
      execFileSync(TSX, [CLI, "--host", "geocities", from, to], { stdio: "pipe" }),
    ).toThrow(/Usage: tsx tools\/prepare-site.ts --host <github-pages\|/);
  });
});
