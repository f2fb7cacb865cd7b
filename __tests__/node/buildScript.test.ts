/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { makeTempDir } from "../support/tempDir";

// scripts/build.mjs, `npm run build`: Gatsby's build, then the search indexes, each step run once
// more if a segmentation fault ended it, and a failure passed on as it came.
const SCRIPT = path.join(__dirname, "..", "..", "scripts", "build.mjs");

/**
 * A project whose `gatsby` and `tsx` write their arguments to a log and then do what `behaviour`
 * says on each call: "ok", "fail" (exit 3) or "segfault" (the process kills itself with SIGSEGV).
 */
function project(behaviour: { gatsby: string[]; tsx: string[] }): string {
  const dir = makeTempDir("build-script");
  const bin = path.join(dir, "node_modules", ".bin");
  fs.mkdirSync(bin, { recursive: true });
  for (const [name, calls] of Object.entries(behaviour)) {
    fs.writeFileSync(path.join(dir, `${name}.plan`), calls.join("\n"));
    fs.writeFileSync(
      path.join(bin, name),
      `#!/bin/sh
echo "${name} $*" >> calls.log
n=$(grep -c "^${name} " calls.log)
case "$(sed -n "\${n}p" ${name}.plan)" in
  fail) exit 3 ;;
  segfault) kill -SEGV $$ ;;
esac
`,
      { mode: 0o755 },
    );
  }
  return dir;
}

const build = (cwd: string) => {
  const result = spawnSync(process.execPath, [SCRIPT], { cwd, encoding: "utf8" });
  const calls = fs.readFileSync(path.join(cwd, "calls.log"), "utf8").trim().split("\n");
  return { status: result.status, stderr: result.stderr, calls };
};

describe("scripts/build.mjs", () => {
  it("builds with Gatsby, then writes the search indexes", () => {
    const dir = project({ gatsby: ["ok"], tsx: ["ok"] });
    expect(build(dir)).toEqual({
      status: 0,
      stderr: "",
      calls: ["gatsby build", `tsx ${path.join("scripts", "search-index.ts")}`],
    });
  });

  it("stops at a failed Gatsby build with its status, and indexes nothing", () => {
    const dir = project({ gatsby: ["fail"], tsx: ["ok"] });
    expect(build(dir)).toEqual({ status: 3, stderr: "", calls: ["gatsby build"] });
  });

  it("runs a step a segmentation fault ended once more, and says so", () => {
    const dir = project({ gatsby: ["segfault", "ok"], tsx: ["ok"] });
    const { status, stderr, calls } = build(dir);
    expect(status).toBe(0);
    expect(stderr).toBe("warn gatsby build ended in a segmentation fault; running it once more\n");
    expect(calls).toEqual(["gatsby build", "gatsby build", expect.stringMatching(/^tsx /)]);
  });

  it("fails when the step crashes again", () => {
    const dir = project({ gatsby: ["ok"], tsx: ["segfault", "segfault", "ok"] });
    const { status, stderr, calls } = build(dir);
    expect(status).toBe(1);
    expect(stderr).toMatch(/ended in a segmentation fault twice\n$/);
    expect(calls).toHaveLength(3);
  });
});
