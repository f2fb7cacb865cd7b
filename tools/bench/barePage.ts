// The bench's yardstick: a bare Gatsby page (one page rendering an h1, no plugins), built with the
// Gatsby and React this site locks, served and measured beside the site's pages in the same run,
// so that a goal set against it (issue 44: the front page's TBT and scripts) does not depend on
// how fast the machine is that day.
import fs from "node:fs";
import path from "node:path";
import type { BenchPage } from "./lighthouse";
import { gatsbyEnv, log, RESULTS_DIR, ROOT, run, seconds } from "./support";

export const BARE_PAGE: BenchPage = {
  id: "bare",
  label: "bare Gatsby page",
  route: "/",
  htmlFile: "/index.html",
  site: "bare",
};

const BARE_DIR = path.join(RESULTS_DIR, "bare-gatsby");
export const BARE_PUBLIC_DIR = path.join(BARE_DIR, "public");

const PAGE = `import * as React from "react";

export default function Index() {
  return (
    <main>
      <h1>A bare Gatsby page</h1>
    </main>
  );
}

export const Head = () => <title>A bare Gatsby page</title>;
`;

const installedVersion = (name: string): string =>
  (
    JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

/**
 * Builds the bare page into bench-results/bare-gatsby/public/, once per version of Gatsby and
 * React: the site's node_modules are linked in, so nothing is installed. Returns the folder.
 */
export async function buildBarePage(): Promise<string> {
  const versions = Object.fromEntries(
    ["gatsby", "react", "react-dom"].map((name) => [name, installedVersion(name)]),
  );
  const stamp = path.join(BARE_PUBLIC_DIR, "bench-versions.json");
  const built = fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8") : "";
  if (built === JSON.stringify(versions)) return BARE_PUBLIC_DIR;

  fs.rmSync(BARE_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(BARE_DIR, "src", "pages"), { recursive: true });
  // Gatsby builds only a folder whose package.json names it as a dependency.
  const dependencies = Object.fromEntries(Object.keys(versions).map((name) => [name, "*"]));
  fs.writeFileSync(
    path.join(BARE_DIR, "package.json"),
    `${JSON.stringify({ name: "bare-gatsby-page", private: true, dependencies }, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(BARE_DIR, "src", "pages", "index.js"), PAGE);
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(BARE_DIR, "node_modules"), "dir");
  process.stdout.write(`  gatsby build, a bare page (Gatsby ${versions.gatsby})… `);
  const { elapsed } = await run(
    process.execPath,
    [path.join(ROOT, "node_modules", "gatsby", "cli.js"), "build"],
    { env: gatsbyEnv(), logFile: path.join(RESULTS_DIR, "build-bare.log"), cwd: BARE_DIR },
  );
  log(seconds(elapsed));
  fs.writeFileSync(stamp, JSON.stringify(versions));
  return BARE_PUBLIC_DIR;
}
