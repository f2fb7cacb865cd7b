// Mutation testing of the pure model (`npm run test:mutation`, docs/mutation-testing.md).
// Not part of `npm test`: a full run takes long; an incremental one re-tests only what changed.
// Equivalent mutants (no test can tell them from the original) are listed and explained in the
// docs; those that can be switched off alone carry a `// Stryker disable next-line` comment.

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
const config = {
  packageManager: "npm",
  mutate: ["src/model/**/*.ts", "src/content/**/*.ts"],
  testRunner: "jest",
  jest: {
    projectType: "custom",
    configFile: "jest.mutation.config.js",
    // Each mutant runs only the test files that import its module, and in them only the tests
    // that reached it in the first run (coverage per test).
    enableFindRelatedTests: true,
  },
  coverageAnalysis: "perTest",
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ["clear-text", "html", "progress"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  clearTextReporter: { allowEmojis: false, logTests: false, maxTestsToLog: 0 },
  // The machine's two cores are shared.
  concurrency: 1,
  tempDirName: ".stryker-tmp",
  // Stryker marks the files it copies `// @ts-nocheck`; only the mutated ones need it, and a
  // generated file a test compares with the model (storyFields.ts) must stay as written.
  disableTypeChecks: "src/{model,content}/**/*.ts",
  ignorePatterns: [
    "reports",
    "public",
    ".cache",
    "bench-results",
    "test-results",
    "playwright-report",
    "coverage",
  ],
  // Generous: on the busy shared machine a test run takes several times its CPU time, and a
  // timeout counts as a kill.
  timeoutMS: 10000,
};

export default config;
