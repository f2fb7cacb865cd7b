import "@testing-library/jest-dom";
import fs from "fs";
import os from "os";
import path from "path";
import { TextEncoder } from "util";
import { FIXTURE_CONTENT_DIR } from "../../tools/support/fixtureContentDir";

// Build code that reads the content folder (story pictures, content nodes) reads the tests' own
// fixture, never the shipped content/, which editors change.
process.env.CONTENT_DIR = FIXTURE_CONTENT_DIR;

// jsdom lacks TextEncoder, which react-dom/server needs to render a component's server HTML.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder });

// jsdom lacks fetch. Components that ask the network after first paint (the live weather) find
// it offline, as a reader's browser may, unless a test supplies its own.
if (typeof globalThis.fetch === "undefined") {
  Object.assign(globalThis, {
    fetch: () => Promise.reject(new TypeError("Failed to fetch: no network in unit tests")),
  });
}

// The temporary folders a test makes (support/tempDir.ts) go under one folder per test file,
// removed when the file's tests are done.
const testTempDir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-test-"));
process.env.TEST_TEMP_DIR = testTempDir;
afterAll(() => fs.rmSync(testTempDir, { recursive: true, force: true }));
