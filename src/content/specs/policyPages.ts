/** content/pages/*.json: the policy pages. */
import { date, id, list, object, prose, text } from "../fields";
import type { ContentFileSpec } from "../types";

/** The policy pages (privacy, terms, accessibility, ethics…): a page each, linked from the footer. */
export const policyPageSpec = {
  path: "pages/*.json",
  folder: "pages",
  schemaName: "policyPage",
  root: object(
    {
      id: id("Also the page's address, e.g. privacy for /privacy/"),
      title: text(),
      linkLabel: text("Text of the footer's link to this page"),
      description: prose("Description for search engines"),
      keywords: list(text()),
      lastUpdated: date(),
      intro: prose(),
      sections: list(object({ heading: text(), paragraphs: list(prose()) }, "PolicySection")),
    },
    "PolicyPage",
  ),
  nodes: { kind: "eachFile", computed: { path: text("Address of the page") } },
} as const satisfies ContentFileSpec;
