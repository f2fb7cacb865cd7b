/** Jest as Gatsby documents it: Babel with babel-preset-gatsby, a gatsby mock, jsdom. */
module.exports = {
  testEnvironment: "jsdom",
  // A safety net, not a speed check: the story pictures' tests run sharp, and CI machines are busy.
  testTimeout: 30_000,
  // A worker per core: Jest's default leaves one core to itself, a third of the run on two cores.
  maxWorkers: "100%",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "<rootDir>/__mocks__/styleMock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // Stryker's copies of the project, while a mutation run is under way.
  modulePathIgnorePatterns: ["<rootDir>/.stryker-tmp/"],
  // Babel also compiles the ESM-only packages: Gatsby's, and the Markdown pipeline's (unified 11
  // and the remark, rehype, micromark and unist families it pulls in).
  transformIgnorePatterns: [
    `node_modules/(?!(${[
      "gatsby|gatsby-script|gatsby-link",
      "unified|bail|devlop|trough|zwitch|ccount|is-plain-obj|escape-string-regexp|trim-lines",
      "vfile|vfile-message|unist-util-[^/]+|mdast-util-[^/]+|hast-util-[^/]+|micromark[^/]*",
      "remark-[^/]+|rehype-[^/]+|@ungap/structured-clone|decode-named-character-reference",
      "character-entities[^/]*|stringify-entities|property-information|html-void-elements",
      "comma-separated-tokens|space-separated-tokens|longest-streak|markdown-table",
    ].join("|")})/)`,
  ],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
};
