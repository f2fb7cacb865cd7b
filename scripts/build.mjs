#!/usr/bin/env node
// `npm run build`: Gatsby's build, then the search indexes (scripts/search-index.ts) in a process
// of their own, so a build never holds Gatsby's memory and Pagefind's at once.
// A step that a segmentation fault ends runs once more, and says so: Gatsby can crash that way
// as it exits, after "Done building" (a native module's fault, as in gatsbyjs/gatsby#37246), which
// no content causes and which would fail a publish for nothing.
// Usage: node scripts/build.mjs
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// npm runs scripts from the project's folder.
const root = process.cwd();
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const STEPS = [
  [bin("gatsby"), ["build"]],
  [bin("tsx"), [path.join("scripts", "search-index.ts")]],
];

/** Runs a step; its exit status, or 1 for a step a signal other than a segfault ended. */
function run(command, args) {
  for (let attempt = 1; ; attempt += 1) {
    const { status, signal, error } = spawnSync(command, args, {
      cwd: root,
      stdio: "inherit",
      env,
    });
    if (error) throw error;
    if (signal !== "SIGSEGV") return status ?? 1;
    const step = [path.basename(command), ...args].join(" ");
    if (attempt === 2) {
      console.error(`error ${step} ended in a segmentation fault twice`);
      return 1;
    }
    console.error(`warn ${step} ended in a segmentation fault; running it once more`);
  }
}

// Gatsby removes from public/ only the pages its cache says it wrote: without the cache (a cold
// build, or after a build of other content, which deletes it), whatever public/ holds would stay
// and be published. A cold build starts from an empty public/.
if (!fs.existsSync(path.join(root, ".cache"))) {
  fs.rmSync(path.join(root, "public"), { recursive: true, force: true });
}

for (const [command, args] of STEPS) {
  const status = run(command, args);
  if (status !== 0) process.exit(status);
}
