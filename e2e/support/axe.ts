import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules the site is held to: WCAG 2.1 A and AA, and axe's best practices. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Runs axe-core on the page as it is now (or on the elements `include` selects), and fails with
 * each violation and the elements it hit. Returns the results, for a check of what was scanned
 * (the frames and their titles).
 */
export async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    ),
    "accessibility violations (axe-core)",
  ).toEqual([]);
  return results;
}
