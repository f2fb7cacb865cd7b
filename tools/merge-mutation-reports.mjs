#!/usr/bin/env node
// Merges the incremental files of Stryker runs over separate modules (`--mutate` with its own
// `--incrementalFile`) into `reports/stryker-incremental.json`, so that one `npm run test:mutation`
// reuses them all and re-tests only what changed since. A from-scratch run of the whole model
// takes long on a small machine; run in parts, each keeps its results when it ends.
// Usage: node tools/merge-mutation-reports.mjs reports/stryker-incremental.json a.json b.json …
import { readFileSync, writeFileSync } from "node:fs";
const [out, ...inputs] = process.argv.slice(2);
if (!out || inputs.length === 0) {
  console.error("Usage: node tools/merge-mutation-reports.mjs <out.json> <report.json>…");
  process.exit(2);
}
const reports = inputs.map((file) => JSON.parse(readFileSync(file, "utf8")));
const canonical = new Map(); // test file -> { source, tests }
for (const report of reports) {
  for (const [file, testFile] of Object.entries(report.testFiles ?? {})) {
    if (!canonical.has(file)) canonical.set(file, testFile);
  }
}
const keyOf = (file, test) =>
  `${file}@${test.location?.start.line ?? 0}:${test.location?.start.column ?? 0}\n${test.name}`;
const newIdByKey = new Map();
const testFiles = {};
for (const [file, { source, tests }] of canonical) {
  testFiles[file] = {
    source,
    tests: tests.map((test) => {
      const id = String(newIdByKey.size);
      newIdByKey.set(keyOf(file, test), id);
      return { ...test, id };
    }),
  };
}
const files = {};
let mutantId = 0;
let dropped = 0;
for (const report of reports) {
  const mapId = new Map();
  for (const [file, testFile] of Object.entries(report.testFiles ?? {})) {
    // A test counts only if its file reads as in the canonical (oldest) report, so Stryker
    // sees any later change and re-tests what it touched.
    if (testFile.source !== canonical.get(file).source) continue;
    for (const test of testFile.tests) mapId.set(test.id, newIdByKey.get(keyOf(file, test)));
  }
  const remap = (ids) =>
    ids === undefined
      ? undefined
      : ids.flatMap((id) => (mapId.has(id) ? [mapId.get(id)] : (dropped++, [])));
  for (const [file, entry] of Object.entries(report.files)) {
    if (files[file]) throw new Error(`${file} is in two reports`);
    files[file] = {
      ...entry,
      mutants: entry.mutants.map((m) => ({
        ...m,
        id: String(mutantId++),
        coveredBy: remap(m.coveredBy),
        killedBy: remap(m.killedBy),
      })),
    };
  }
}
writeFileSync(out, JSON.stringify({ ...reports.at(-1), files, testFiles }));
console.log(
  `${Object.keys(files).length} modules, ${mutantId} mutants, ${newIdByKey.size} tests; ${dropped} test references dropped (changed test files)`,
);
