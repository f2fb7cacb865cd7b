/** content/headlines.json and the sample story cards the build derives from it. */
import { integer, list, object, optional, ref, template, text, urlTemplate } from "../fields";
import type { ContentFileSpec } from "../types";
import { preparedPictureFields } from "./pictures";

/**
 * A story card of a front-page section: a story the newsroom wrote or a generated sample story
 * (docs/architecture.md §4), as stored in GraphQL and sent to browsers.
 */
export const sampleStory = object(
  {
    articleId: text("Category id plus the 1-based index, e.g. local-news-3"),
    category: ref("category"),
    position: integer(1, 1000000, "1-based position within its category"),
    title: text(),
    summary: text(),
    author: text(),
    ageMinutes: integer(0, 1000000, "Minutes before the moment of reading it was published"),
    ...preparedPictureFields("at the widths a card needs"),
    path: optional(text("The page of a story the newsroom wrote; samples have none")),
    publishedAt: optional(
      text("When a story the newsroom wrote was published; samples have an age"),
    ),
  },
  "Article",
);

export const headlinesSpec = {
  path: "headlines.json",
  schemaName: "headlines",
  root: object(
    {
      articlesPerCategory: integer(1, 1000, "Stories generated per category"),
      authors: list(text(), { description: "Bylines, used in turn" }),
      summaryTemplate: template(["category"]),
      genericTitleTemplate: template(["category", "n"], "Title once the headline list runs out"),
      imageUrlTemplate: urlTemplate(["id"]),
      imagesPerCategory: integer(0, 1000, "How many stories per category have a picture"),
      headlines: list(
        object(
          {
            category: ref("category", "The section these headlines are for"),
            headlines: list(text(), { description: "In order: the first is the section's lead" }),
          },
          "HeadlineList",
        ),
        { uniqueBy: "category", oneFor: "category", description: "One list per section" },
      ),
    },
    "HeadlineSettings",
  ),
  nodes: { kind: "derived", types: [sampleStory] },
} as const satisfies ContentFileSpec;
