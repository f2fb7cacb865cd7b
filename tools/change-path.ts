// Says which checks a change needs, `content` or `full` (tools/changePath.ts), from the
// files it changes, and hands the answer to the workflow (GITHUB_OUTPUT `path=`).
// Usage: tsx tools/change-path.ts --base <commit>   the files changed from <commit> to HEAD
//        tsx tools/change-path.ts <file>...         the files named
// A base git cannot compare with (a new branch) is the full path.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { choosePath, type ChangePath } from "./changePath";

const { values, positionals } = parseArgs({
  options: { base: { type: "string" } },
  allowPositionals: true,
});

function changedSince(base: string): string[] | undefined {
  try {
    return execFileSync("git", ["diff", "--name-only", `${base}...HEAD`], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

const files = values.base === undefined ? positionals : changedSince(values.base);
const path: ChangePath = files === undefined ? "full" : choosePath(files);
console.log(path);
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `path=${path}\n`);
