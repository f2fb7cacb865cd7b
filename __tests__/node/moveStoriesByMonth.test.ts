import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { prepareContent } from "../../src/content/prepareContent";
import { formatProblem } from "../../src/content/problems";
import { FIXTURE_CONTENT_DIR, readContentFolder } from "../support/content";
import { makeTempDir } from "../support/tempDir";

const SCRIPT = path.join(__dirname, "..", "..", "scripts", "move-stories-by-month.ts");
const move = (dir: string) =>
  execFileSync(
    path.join(__dirname, "..", "..", "node_modules", ".bin", "tsx"),
    [SCRIPT, "--dir", dir],
    {
      encoding: "utf8",
    },
  );

describe("scripts/move-stories-by-month.ts", () => {
  it("moves stories kept in one folder into their month folders, once, and they validate", () => {
    const dir = path.join(makeTempDir("move-stories"), "content");
    fs.cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
    // The layout before month folders: every story directly in stories/.
    const month = path.join(dir, "stories", "2026", "11");
    const names = fs.readdirSync(month);
    for (const name of names) {
      const text = fs.readFileSync(path.join(month, name), "utf8");
      fs.writeFileSync(
        path.join(dir, "stories", name),
        text.replace('"../../../schemas/', '"../schemas/'),
      );
    }
    fs.rmSync(path.join(dir, "stories", "2026"), { recursive: true });

    const printed = move(dir);
    expect(printed).toContain(
      "stories/riverwalk-lighting-plan.json -> stories/2026/11/riverwalk-lighting-plan.json",
    );
    expect(printed).toContain(`${names.length} stories moved`);
    for (const name of names) {
      expect(fs.readFileSync(path.join(month, name), "utf8")).toBe(
        fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, "stories", "2026", "11", name), "utf8"),
      );
    }
    const prepared = prepareContent(readContentFolder(dir));
    expect(prepared.ok ? [] : prepared.problems.map(formatProblem)).toEqual([]);
    // A second run finds every story where it belongs.
    expect(move(dir)).toBe("0 stories moved\n");
  });
});
