/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The mutation run (jest.mutation.config.js) runs __tests__/tools/benchContent.test.ts from here: its
// docblock names Jest's node environment, which would hide from Stryker which test reaches which
// mutant; this file names Stryker's node environment instead.
import "../tools/benchContent.test";
