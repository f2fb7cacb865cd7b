// Runs before patch-package at install: each patch in patches/ fits one version of its package
// (the version in its file name), and patch-package only warns when another version is installed,
// then applies the patch wherever its lines still match. Here a different version stops the
// install and prints what the patch does and where to look, from the lines above its diff.
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const patchesDir = path.join(root, "patches");
const patchName = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/;

const problems = [];
for (const file of fs.existsSync(patchesDir) ? fs.readdirSync(patchesDir).sort() : []) {
  const match = patchName.exec(file);
  if (!match) continue;
  const [, encodedName, patchedVersion] = match;
  const name = encodedName.replaceAll("+", "/");
  const manifest = path.join(root, "node_modules", name, "package.json");
  const installed = fs.existsSync(manifest)
    ? JSON.parse(fs.readFileSync(manifest, "utf8")).version
    : "none";
  if (installed === patchedVersion) continue;
  const text = fs.readFileSync(path.join(patchesDir, file), "utf8");
  const about = text.slice(0, Math.max(0, text.indexOf("diff --git"))).trim();
  problems.push(
    [
      `patches/${file} was made for ${name} ${patchedVersion}, but ${name} ${installed} is installed.`,
      about || "(The patch says nothing about itself above its diff.)",
      `Check that the patch is still needed and still right for ${name} ${installed}; then remake it (npx patch-package ${name}) or delete it.`,
    ].join("\n"),
  );
}
if (problems.length > 0) {
  console.error(problems.join("\n\n"));
  process.exit(1);
}
