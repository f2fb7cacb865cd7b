/**
 * Which checks a change needs before it is published. A change of content alone (what editors
 * and the CMS write) cannot fail a code test, since the tests own their content: it takes the
 * content path (validate, build, the browser checks that matter for content). Anything else,
 * a content change that also touches code included, takes the full path: every test.
 */
export type ChangePath = "content" | "full";

/** Files under content/ that the content model writes, not editors: a change there is code. */
const GENERATED_CONTENT = /^content\/schemas\//;

export function choosePath(changedFiles: readonly string[]): ChangePath {
  const files = changedFiles.map((file) => file.trim()).filter((file) => file !== "");
  // No file at all (a scheduled run, which publishes what has come due) is the content path.
  const codeChanged = files.some(
    (file) => !file.startsWith("content/") || GENERATED_CONTENT.test(file),
  );
  return codeChanged ? "full" : "content";
}
