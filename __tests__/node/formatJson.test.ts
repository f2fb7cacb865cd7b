/** @jest-environment node */
import { execFileSync } from "child_process";
import path from "path";
import { readAllContent } from "../support/content";

const PRETTIER = path.join(__dirname, "..", "..", "node_modules", ".bin", "prettier");

/** Prettier's own output, with the project's settings (Prettier 3 cannot load inside Jest). */
const prettierFormat = (text: string) =>
  execFileSync(PRETTIER, ["--stdin-filepath", "content/file.json"], {
    input: text,
    encoding: "utf8",
  });

// The content editor's writer is a browser script; it exports itself to CommonJS for this test.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { formatJson } = require("../../static/admin/format-json.js") as {
  formatJson: (value: unknown) => string;
};

describe("formatJson (how the content editor saves a file)", () => {
  it.each(Object.entries(readAllContent()))("writes %s exactly as Prettier does", (_, data) => {
    const written = formatJson(data);
    expect(written).toBe(prettierFormat(written));
    expect(JSON.parse(written)).toEqual(data);
  });

  it("breaks a list that does not fit in 100 columns, and keeps one that does", () => {
    const data = {
      short: ["a", "b"],
      long: Array.from({ length: 12 }, (_, index) => `headline number ${index}`),
      nested: [{ id: "x", tags: [] }],
      empty: {},
    };
    const written = formatJson(data);
    expect(written).toContain('"short": ["a", "b"],');
    expect(written).toContain('"long": [\n    "headline number 0",');
    expect(written).toBe(prettierFormat(written));
  });
});
