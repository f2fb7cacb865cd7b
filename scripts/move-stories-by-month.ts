// Moves each story file to where the content model keeps it: content/stories/YYYY/MM/<slug>.json,
// the month of its publishedAt in Detroit (src/content/contentFiles.ts, folderFilePath). Running it
// again moves nothing. It renames on disk; `git add -A content` then records each as a move.
// Usage: tsx scripts/move-stories-by-month.ts [--dir content] [--dry-run]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { folderFilePath, schemaPointer } from "../src/content/contentFiles";
import { storySpec } from "../src/content/specs/stories";
import { contentPaths } from "../src/node/contentDir";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "content" },
    "dry-run": { type: "boolean", default: false },
  },
});
const dir = path.resolve(values.dir);

let moved = 0;
for (const file of contentPaths(dir, [storySpec])) {
  const story = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<
    string,
    unknown
  >;
  const target = folderFilePath(storySpec, story);
  if (target === file) continue;
  if (fs.existsSync(path.join(dir, target))) {
    throw new Error(`${file} belongs at ${target}, where a file already is; merge them by hand`);
  }
  console.log(`${file} -> ${target}`);
  moved += 1;
  if (values["dry-run"]) continue;
  fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
  fs.renameSync(path.join(dir, file), path.join(dir, target));
  // The `$schema` pointer is relative to the file, which now lies two folders deeper.
  const raw = fs.readFileSync(path.join(dir, target), "utf8");
  const pointer = `"$schema": "${schemaPointer(storySpec)}"`;
  fs.writeFileSync(path.join(dir, target), raw.replace(/"\$schema": "[^"]*"/, pointer));
}
console.log(`${moved} stor${moved === 1 ? "y" : "ies"} ${values["dry-run"] ? "to move" : "moved"}`);
