import type { Reporter } from "gatsby";
import { formatProblems, type ContentProblem } from "../content/problems";

/** Registered in onPluginInit; the header of the report reads `ERROR #…_CONTENT_INVALID`. */
export const CONTENT_ERROR_ID = "CONTENT_INVALID";

export const contentErrorMap = {
  [CONTENT_ERROR_ID]: {
    text: (context: { sourceMessage: string }) => context.sourceMessage,
    level: "ERROR",
    type: "API.NODE.VALIDATION",
    category: "USER",
  },
} as const;

/**
 * The problems said last, so that the same broken state seen through several saved files is
 * said once, and a fix is greeted once. A build says everything; the development server keeps
 * one between edits.
 */
export interface ProblemReport {
  last: string;
}

/** Says the content's problems, unless they are the ones said last. */
export function reportProblems(
  reporter: Reporter,
  said: ProblemReport,
  problems: readonly ContentProblem[],
) {
  const sourceMessage = formatProblems(problems);
  if (sourceMessage === said.last) return;
  said.last = sourceMessage;
  // Stops a build; in development the server keeps running with the last good content.
  reporter.panicOnBuild({ id: CONTENT_ERROR_ID, context: { sourceMessage } });
}

/** Greets the content valid again after problems were said. */
export function reportValid(reporter: Reporter, said: ProblemReport) {
  if (said.last !== "") reporter.success("Content is valid again; the site shows it.");
  said.last = "";
}
