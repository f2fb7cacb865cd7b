import fs from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** The attachment that names the page a failed check was on (./fixtures.ts adds it). */
export const PAGE_ATTACHMENT = "page";

/** Where the report is written: the workflow adds it to the job summary of a refused publish. */
export const EDITOR_REPORT_FILE = process.env.EDITOR_REPORT_FILE ?? "content-checks.md";

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** "Expected … / Received …" of a failed check, in plain words, or its first line. */
export function whatWasExpected(message: string): string {
  const lines = message
    .replace(ANSI, "")
    .split("\n")
    .map((line) => line.trim());
  const value = (label: RegExp) =>
    lines
      .find((line) => label.test(line))
      ?.replace(label, "")
      .trim();
  const expected = value(/^Expected(?: [a-z ]+)?:/);
  const received = value(/^Received(?: [a-z ]+)?:/);
  if (expected !== undefined) {
    return `expected ${expected}${received === undefined ? "" : `, found ${received}`}`;
  }
  const first = (lines.find((line) => line !== "") ?? "failed")
    .replace(/^Error: /, "")
    .replace(/\.$/, "");
  // A list that should have been empty (broken links, violations): what it held, item by item.
  if (lines.includes("- Array []")) {
    const items = lines
      .filter((line) => /^\+\s+"/.test(line))
      .map((line) => JSON.parse(line.replace(/^\+\s+/, "").replace(/,$/, "")) as string);
    const what = first.startsWith("expect(") ? "found" : first;
    if (items.length > 0) return `${what}: ${[...new Set(items)].join("; ")}`;
  }
  return first;
}

/** One line an editor can act on: which page, which check, what was expected there. */
export function editorLine(test: Pick<TestCase, "title">, result: TestResult): string {
  const page = result.attachments.find((attachment) => attachment.name === PAGE_ATTACHMENT);
  const where = page?.body ? `On the page ${page.body.toString()}` : "On the built site";
  const what = whatWasExpected(result.errors[0]?.message ?? "");
  return `- ${where}, the check "${test.title}" failed: ${what}.`;
}

/**
 * A Playwright reporter for the content path: when a check of the built site fails, it writes
 * what failed in an editor's words (page, check, expectation) for the job summary, so a refused
 * publish says more than "tests failed".
 */
export default class EditorReport implements Reporter {
  private readonly lines: string[] = [];

  onBegin() {
    fs.rmSync(EDITOR_REPORT_FILE, { force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== test.expectedStatus && result.status !== "skipped") {
      this.lines.push(editorLine(test, result));
    }
  }

  onEnd() {
    if (this.lines.length === 0) return;
    fs.writeFileSync(
      EDITOR_REPORT_FILE,
      [
        "### What the site would have shown wrongly",
        "The content is valid, but the built site did not show it as expected:",
        "",
        ...this.lines,
        "",
      ].join("\n"),
    );
  }
}
