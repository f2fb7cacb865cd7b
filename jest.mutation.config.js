/**
 * Jest for the mutation run (`npm run test:mutation`, see docs/mutation-testing.md): the unit tests
 * that reach `src/model` and `src/content`, directly or through `gatsby-browser` and `src/node`. Component tests are
 * left out: they reach the model only through rendering, and would make each of its mutants run
 * dozens of slow render tests.
 */
const fs = require("fs");
const path = require("path");
const base = require("./jest.config");

const FOLDERS = ["model", "content", "browser", "node"];

/**
 * Test files that name Jest's node environment in a docblock bypass Stryker's environment, so
 * Stryker cannot see which of their tests reach which mutant: those that reach the model run
 * through a `__tests__/mutation/*.suite.ts` file instead.
 */
const nodeEnvironmentTests = FOLDERS.flatMap((folder) =>
  fs
    .readdirSync(path.join(__dirname, "__tests__", folder))
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(__dirname, "__tests__", folder, name))
    .filter((file) => /^\/\*\*[^]*?@jest-environment\s+node\b/.test(fs.readFileSync(file, "utf8"))),
);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

module.exports = {
  ...base,
  // Jest looks for changed files before every mutant's run: not among node_modules' 85,000.
  roots: ["<rootDir>/src", "<rootDir>/__tests__", "<rootDir>/__mocks__"],
  testMatch: [
    ...FOLDERS.map((folder) => `<rootDir>/__tests__/${folder}/**/*.test.[jt]s?(x)`),
    "<rootDir>/__tests__/mutation/*.suite.ts",
  ],
  testPathIgnorePatterns: [
    ...base.testPathIgnorePatterns,
    ...nodeEnvironmentTests.map((file) => `^${escape(file)}$`),
    // Random inputs would kill a mutant in one run and not the next, which an incremental run
    // cannot tell from a change; and they take seconds per mutant. The example tests stay.
    "\\.property\\.test\\.",
  ],
};
