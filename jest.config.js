/** Jest as Gatsby documents it: Babel with babel-preset-gatsby, a gatsby mock, jsdom. */
module.exports = {
  testEnvironment: "jsdom",
  // A safety net, not a speed check: the story pictures' tests run sharp, and CI machines are busy.
  testTimeout: 30_000,
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "<rootDir>/__mocks__/styleMock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // Stryker's copies of the project, while a mutation run is under way.
  modulePathIgnorePatterns: ["<rootDir>/.stryker-tmp/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
};
