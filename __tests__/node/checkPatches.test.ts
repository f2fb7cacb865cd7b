/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { makeTempDir } from "../support/tempDir";

// scripts/check-patches.mjs, which the install runs before patch-package: a patch made for
// another version of its package stops the install and says what the patch does.
const SCRIPT = path.join(__dirname, "..", "..", "scripts", "check-patches.mjs");

function project(installed: Record<string, string>, patches: Record<string, string>): string {
  const dir = makeTempDir("check-patches");
  for (const [name, version] of Object.entries(installed)) {
    fs.mkdirSync(path.join(dir, "node_modules", name), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "node_modules", name, "package.json"),
      JSON.stringify({ version }),
    );
  }
  fs.mkdirSync(path.join(dir, "patches"));
  for (const [file, text] of Object.entries(patches)) {
    fs.writeFileSync(path.join(dir, "patches", file), text);
  }
  return dir;
}

const check = (cwd: string) => spawnSync(process.execPath, [SCRIPT], { cwd, encoding: "utf8" });

const PATCH = `What it does: ignores public/.\nWhere to look: https://example.org/issue/1\n\ndiff --git a/x b/x\n`;

describe("scripts/check-patches.mjs", () => {
  it("passes when every patched package is the version its patch names", () => {
    const dir = project(
      { "@scope/pkg": "2.8.3", plain: "1.0.0" },
      {
        "@scope+pkg+2.8.3.patch": PATCH,
        "plain+1.0.0.patch": "diff --git a/x b/x\n",
      },
    );
    expect(check(dir)).toMatchObject({ status: 0, stderr: "" });
  });

  it("stops at another version, saying what the patch does and where to look", () => {
    const dir = project({ "@scope/pkg": "2.9.0" }, { "@scope+pkg+2.8.3.patch": PATCH });
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "patches/@scope+pkg+2.8.3.patch was made for @scope/pkg 2.8.3, but @scope/pkg 2.9.0 is installed.",
    );
    expect(result.stderr).toContain("What it does: ignores public/.");
    expect(result.stderr).toContain("Where to look: https://example.org/issue/1");
  });

  it("stops when the patched package is not installed at all", () => {
    const dir = project({}, { "plain+1.0.0.patch": "diff --git a/x b/x\n" });
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("but plain none is installed");
  });

  it("says so where the patch does not say what it does", () => {
    const dir = project({ plain: "1.0.1" }, { "plain+1.0.0.patch": "diff --git a/x b/x\n" });
    expect(check(dir).stderr).toContain("The patch says nothing about itself above its diff.");
  });

  it("describes the project's own patches above their diffs", () => {
    const dir = path.join(__dirname, "..", "..", "patches");
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".patch"))) {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      expect(text.slice(0, text.indexOf("diff --git"))).toMatch(/What it does:[^]+Where to look:/);
    }
  });
});
