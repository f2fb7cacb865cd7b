import fs from "fs";
import os from "os";
import path from "path";

/**
 * A new temporary folder, under the test file's own (support/setup.ts sets TEST_TEMP_DIR and
 * removes it after the file's tests), so no run leaves folders behind.
 */
export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(process.env.TEST_TEMP_DIR ?? os.tmpdir(), `${prefix}-`));
}
