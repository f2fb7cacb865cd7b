/** @jest-environment node */
import { execFileSync } from "child_process";
import path from "path";

// The lint rule that keeps the content model (src/content, and zod with it) out of readers' code,
// run through ESLint's Node API on the repository's own config. ESLint loads that config with a
// dynamic import, which Jest cannot run, so the API runs in a Node process of its own.
const ROOT = path.resolve(__dirname, "../..");
const CONTENT_RULE = "@typescript-eslint/no-restricted-imports";
const ARROWS_RULE = "no-restricted-imports";

const LINT = `
import { readFileSync } from "fs";
import path from "path";
import { ESLint } from "eslint";
const root = process.cwd();
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.mjs") });
const messages = [];
const { rule, cases } = JSON.parse(readFileSync(0, "utf8"));
for (const { code, file } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  messages.push(result.messages.filter((m) => m.ruleId === rule).map((m) => m.line + ": " + m.message));
}
process.stdout.write(JSON.stringify(messages));
`;

/** One rule's messages for each piece of code, as if it were the file named. */
function ruleMessages(rule: string, cases: { code: string; file: string }[]): string[][] {
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", LINT], {
    cwd: ROOT,
    input: JSON.stringify({ rule, cases }),
    encoding: "utf8",
  });
  return JSON.parse(output) as string[][];
}

const VALUE_IMPORT = `import { storySpec } from "../../content/specs/stories";\nexport const spec = storySpec;\n`;
const TYPE_IMPORTS = [
  `import type { storySpec } from "../../content/specs/stories";`,
  `import { type Content } from "../../content/contentFiles";`,
  `export type Story = typeof storySpec | Content;`,
].join("\n");
const READERS_FILES = [
  "src/components/StoryPage/Example.tsx",
  "src/templates/Example/Example.tsx",
  "src/hooks/Example/useExample.ts",
  "src/browser/Example/example.ts",
  "src/pages/Example/example.tsx",
  "src/model/Example/example.ts",
];
const REFUSED = expect.stringMatching(
  /^1: '[./]+(src\/)?content\/[\w/]+' import is restricted .*only as types/,
);

describe("readers' code imports the content model only as types", () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = ruleMessages(CONTENT_RULE, [
      ...READERS_FILES.map((file) => ({ code: VALUE_IMPORT, file })),
      {
        code: `import { validateContent } from "../content/validateContent";\nvalidateContent({});\n`,
        file: "src/pages/index.tsx",
      },
      {
        code: `import { contentFiles } from "./src/content/contentFiles";\nexport const files = contentFiles;\n`,
        file: "gatsby-browser.tsx",
      },
      { code: TYPE_IMPORTS, file: "src/components/StoryPage/Example.tsx" },
      { code: VALUE_IMPORT, file: "src/node/example/example.ts" },
      { code: VALUE_IMPORT, file: "src/cms/example/example.ts" },
    ]);
  }, 60_000);

  it("refuses a value import in components, templates, hooks, browser code, pages and src/model", () => {
    expect(results.slice(0, READERS_FILES.length)).toEqual(READERS_FILES.map(() => [REFUSED]));
  });

  it("refuses the model's code from a page at any depth, and from gatsby-browser", () => {
    expect(results.slice(READERS_FILES.length, READERS_FILES.length + 2)).toEqual([
      [REFUSED],
      [REFUSED],
    ]);
  });

  it("lets readers' code import its types", () => {
    expect(results[READERS_FILES.length + 2]).toEqual([]);
  });

  it("lets the build and the editor import the model's code", () => {
    expect(results.slice(READERS_FILES.length + 3)).toEqual([[], []]);
  });
});

describe("imports run one way: tests use tools, tools use the product", () => {
  const up = (file: string) => "../".repeat(file.split("/").length - 1) || "./";
  const toTools = (file: string) => ({
    code: `import { measureSite } from "${up(file)}tools/siteSize";\nexport const m = measureSite;\n`,
    file,
  });
  const toTests = (file: string, folder: string) => ({
    code: `import * as x from "${up(file)}${folder}/support/site";\nexport const y = x;\n`,
    file,
  });
  let results: string[][] = [];
  beforeAll(() => {
    results = ruleMessages(ARROWS_RULE, [
      toTools("src/node/example.ts"),
      toTools("src/components/Example/Example.tsx"),
      toTools("scripts/example.ts"),
      toTools("gatsby-node.ts"),
      toTests("src/model/example.ts", "e2e"),
      toTests("tools/example.ts", "e2e"),
      toTests("tools/bench/example.ts", "__tests__"),
      toTools("tools/bench/example.ts"),
      toTools("e2e/example.spec.ts"),
      toTools("__tests__/tools/example.test.ts"),
    ]);
  }, 60_000);

  it("refuses tools and tests in the product, and tests in tools", () => {
    expect(results.slice(0, 7)).toEqual(
      Array.from({ length: 7 }, () => [expect.stringMatching(/^1: .* import is restricted/)]),
    );
  });

  it("lets tools and tests import tools", () => {
    expect(results.slice(7)).toEqual([[], [], []]);
  });
});
