/** @jest-environment node */
import type { TestResult } from "@playwright/test/reporter";
import { editorLine, PAGE_ATTACHMENT, whatWasExpected } from "../../tools/support/editorReport";

const failed = (message: string, page?: string) =>
  ({
    errors: [{ message }],
    attachments: page
      ? [{ name: PAGE_ATTACHMENT, contentType: "text/plain", body: Buffer.from(page) }]
      : [],
  }) as unknown as TestResult;

describe("the content checks' report for editors", () => {
  it("says which page, which check, and what was expected and found", () => {
    const message = [
      "\u001b[31mError: expect(locator).toHaveText(expected) failed\u001b[39m",
      "",
      "Locator:  getByRole('heading', { level: 1 })",
      'Expected string: "Riverwalk lights go up"',
      'Received string: "Oops! Page not found"',
    ].join("\n");
    expect(
      editorLine(
        { title: "a story's card on the front page leads to its page" },
        failed(message, "/local-news/riverwalk/"),
      ),
    ).toBe(
      '- On the page /local-news/riverwalk/, the check "a story\'s card on the front page leads to its page" failed: expected "Riverwalk lights go up", found "Oops! Page not found".',
    );
  });

  it("falls back to the check's own first line, and to the site when no page was open", () => {
    expect(
      whatWasExpected(
        "Error: published files that name a scheduled story\n\n- Expected\n+ Received",
      ),
    ).toBe("published files that name a scheduled story");
    expect(editorLine({ title: "the feeds list the stories" }, failed("Error: timed out"))).toBe(
      '- On the built site, the check "the feeds list the stories" failed: timed out.',
    );
  });

  it("names each item of a list that should have been empty", () => {
    const diff = (first: string) =>
      [
        first,
        "",
        "- Expected  - 1",
        "+ Received  + 4",
        "",
        "- Array []",
        "+ Array [",
        '+   "rss.xml holds \\"/opinion/council-vote/\\"",',
        '+   "rss.xml holds \\"/opinion/council-vote/\\"",',
        '+   "news-sitemap.xml holds \\"/opinion/council-vote/\\"",',
        "+ ]",
      ].join("\n");
    expect(whatWasExpected(diff("Error: published files that name a scheduled story"))).toBe(
      'published files that name a scheduled story: rss.xml holds "/opinion/council-vote/"; news-sitemap.xml holds "/opinion/council-vote/"',
    );
    expect(
      whatWasExpected(diff("Error: expect(received).toEqual(expected) // deep equality")),
    ).toBe(
      'found: rss.xml holds "/opinion/council-vote/"; news-sitemap.xml holds "/opinion/council-vote/"',
    );
  });
});
