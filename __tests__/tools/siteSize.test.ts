import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { isBuildInternal, measureSite } from "../../tools/siteSize";
import { makeTempDir } from "../support/tempDir";

const TSX = path.join(__dirname, "..", "..", "node_modules", ".bin", "tsx");
const CHECK = path.join(__dirname, "..", "..", "tools", "check-host-limits.ts");

/** A folder holding `files` (path → content, or a size for a sparse file of that many bytes). */
function siteWith(files: Record<string, string | number>): string {
  const dir = makeTempDir("site");
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof content === "string" ? content : "");
    if (typeof content === "number") fs.truncateSync(file, content);
  }
  return dir;
}

/** A small build as Gatsby writes it: pages in folders, scripts with their maps, header files. */
const build = {
  "index.html": "<html>front page</html>",
  "404.html": "<html>not found</html>",
  "faq/index.html": "<html>faq</html>",
  "app-1.js": "x".repeat(300),
  "app-1.js.map": "m".repeat(5_000),
  "webpack.stats.json": "{}",
  _headers: "/*\n  X-Frame-Options: DENY\n",
  "_headers.nginx.conf": "map $uri $csp {}",
  "page-data/faq/page-data.json": '{"path":"/faq/"}',
  "sections/news/report/index.html": "<html>a story</html>",
};

describe("measureSite", () => {
  it("counts every file, folder and byte, the largest file and the fullest folder", () => {
    const dir = siteWith(build);
    const bytes = Object.values(build).reduce<number>(
      (sum, content) => sum + Buffer.byteLength(String(content)),
      0,
    );
    expect(measureSite(dir)).toEqual({
      files: 10,
      // faq, page-data, page-data/faq, sections, sections/news, sections/news/report.
      folders: 6,
      bytes,
      largestFile: { path: "app-1.js.map", bytes: 5_000 },
      fullestFolder: { path: ".", files: 7 },
    });
  });

  it("leaves out what readers never get, as the deploy workflow does", () => {
    expect(measureSite(siteWith(build), isBuildInternal)).toEqual({
      files: 6,
      folders: 6,
      bytes: [
        "index.html",
        "404.html",
        "faq/index.html",
        "app-1.js",
        "page-data/faq/page-data.json",
        "sections/news/report/index.html",
      ].reduce((sum, file) => sum + (build[file as keyof typeof build] as string).length, 0),
      largestFile: { path: "app-1.js", bytes: 300 },
      fullestFolder: { path: ".", files: 3 },
    });
  });

  it("names a folder below the top one when it holds the most files", () => {
    const dir = siteWith({
      "index.html": "x",
      "pagefind/fragment/a.pf": "1",
      "pagefind/fragment/b.pf": "22",
      "pagefind/fragment/c.pf": "333",
    });
    expect(measureSite(dir).fullestFolder).toEqual({ path: "pagefind/fragment", files: 3 });
    expect(measureSite(dir).largestFile).toEqual({ path: "pagefind/fragment/c.pf", bytes: 3 });
  });

  it("finds nothing in an empty folder", () => {
    expect(measureSite(makeTempDir("empty"))).toEqual({ files: 0, folders: 0, bytes: 0 });
  });
});

describe("isBuildInternal", () => {
  it("is a source map anywhere, Gatsby's slices, and the stats and header files at the top", () => {
    expect(isBuildInternal("app-1.js.map")).toBe(true);
    expect(isBuildInternal("_gatsby/slices/_gatsby-scripts-1.html")).toBe(true);
    expect(isBuildInternal("sections/_gatsby/index.html")).toBe(false);
    expect(isBuildInternal("admin/cms.js.map")).toBe(true);
    expect(isBuildInternal("webpack.stats.json")).toBe(true);
    expect(isBuildInternal("_headers")).toBe(true);
    expect(isBuildInternal("_headers.nginx.conf")).toBe(true);
    expect(isBuildInternal("stories/_headers")).toBe(false);
    expect(isBuildInternal("sitemap.xml")).toBe(false);
    expect(isBuildInternal("sections/maps/index.html")).toBe(false);
  });
});

describe("tools/check-host-limits.ts", () => {
  const run = (args: string[], summary: string) => {
    try {
      const stdout = execFileSync(TSX, [CHECK, ...args], {
        encoding: "utf8",
        stdio: "pipe",
        env: { ...process.env, GITHUB_STEP_SUMMARY: summary },
      });
      return { code: 0, stdout, stderr: "" };
    } catch (error) {
      const { status, stdout, stderr } = error as {
        status: number;
        stdout: string;
        stderr: string;
      };
      return { code: status, stdout, stderr };
    }
  };

  it("prints the figures and the headroom of a site within the host's limits", () => {
    const dir = siteWith({ "index.html": "x".repeat(2_000), "faq/index.html": "y" });
    const summary = path.join(makeTempDir("summary"), "summary.md");
    expect(run(["--host", "cloudflare-pages", dir], summary)).toEqual({
      code: 0,
      stdout: [
        `${dir} for Cloudflare Pages (Free plan): 2 files in 1 folder, 2.00 KB (2,001 bytes); largest file index.html, 2.00 KB.`,
        "Files: 2 of at most 20,000 files, 0 %: 19,998 to spare.",
        "Largest file: 2.00 KB of at most 25 MiB (26,214,400 bytes), 0 %: 26.21 MB to spare.",
        "",
      ].join("\n"),
      stderr: "",
    });
    expect(fs.existsSync(summary)).toBe(false);
  });

  it("fails over a limit, with the limit, the figure and what to do, in the run's summary too", () => {
    // A sparse file: 1.1 GB on paper, nothing on disk.
    const dir = siteWith({ "index.html": "x", "video/flood.mp4": 1_100_000_000 });
    const summary = path.join(makeTempDir("summary"), "summary.md");
    const message =
      "The site is 1.10 GB (1,100,000,001 bytes); GitHub Pages publishes at most 1 GB (1,073,741,824 bytes). " +
      "Make the pages lighter (docs/performance.md), or publish to Netlify or Cloudflare Pages, which set no limit on a site's bytes (the repository variable DEPLOY_HOST). " +
      "See docs/deployment.md.";
    const result = run(["--host", "github-pages", dir], summary);
    expect(result).toEqual({
      code: 1,
      stdout: `${dir} for GitHub Pages: 2 files in 1 folder, 1.10 GB (1,100,000,001 bytes); largest file video/flood.mp4, 1.10 GB.\n`,
      stderr: `${message}\n`,
    });
    expect(fs.readFileSync(summary, "utf8")).toBe(
      `## The site was not published\n\n${message}\n\n`,
    );
  });

  it("names the hosts when --host names none of them", () => {
    const summary = path.join(makeTempDir("summary"), "summary.md");
    expect(run(["--host", "surge", "site"], summary)).toEqual({
      code: 1,
      stdout: "",
      stderr:
        '--host names one of github-pages, cloudflare-pages, cloudflare-pages-paid, netlify, gitlab-pages (not "surge"). See docs/deployment.md.\n',
    });
  });

  it("says when the folder is missing", () => {
    const missing = path.join(makeTempDir("site"), "site");
    const summary = path.join(makeTempDir("summary"), "summary.md");
    expect(run(["--host", "netlify", missing], summary).stderr).toBe(
      `${missing} is not a folder: build the site first.\n`,
    );
  });
});
