/** content/stories/YYYY/MM/*.json: the stories, a file each, with their live updates. */
import {
  boolean,
  dateTime,
  id,
  imageSource,
  integer,
  linkedRef,
  list,
  markdown,
  object,
  oneOf,
  optional,
  ref,
  slugOf,
  text,
} from "../fields";
import type { ContentFileSpec } from "../types";
import { preparedPictureFields } from "./pictures";

/** A story's picture, or an update's. */
const storyImage = object(
  {
    src: imageSource("A file under content/, e.g. images/belle-isle.jpg, or an https address"),
    alt: text("Describe the picture for readers who cannot see it"),
    caption: optional(text()),
    credit: optional(text()),
    width: optional(integer(1, 10000, "Pixels; required for an https address")),
    height: optional(integer(1, 10000, "Pixels; required for an https address")),
  },
  "StoryImage",
);

export const STORY_LABELS = ["News", "Analysis", "Opinion", "Sponsored"] as const;

export const storySpec = {
  path: "stories/*.json",
  folder: "stories",
  monthFolders: "publishedAt",
  schemaName: "story",
  root: object(
    {
      slug: slugOf(
        "headline",
        "Last part of the story's address, /{section}/{slug}/, and the name of the story's file: made from the headline when the story is created, never changed afterwards",
      ),
      section: ref("category", "The section the story appears in"),
      language: optional(
        ref(
          "edition",
          "Only for a translation: the edition it is written for, es or ar. Leave empty for a story in English",
        ),
      ),
      translationOf: optional(
        id(
          "Only for a translation: the slug of the English story it translates, the last part of that story's address",
        ),
      ),
      translators: optional(
        list(text(), {
          description: "Only for a translation: who translated it, as the credit names them",
        }),
      ),
      label: oneOf(STORY_LABELS, "News, Analysis, Opinion or Sponsored"),
      headline: text(),
      summary: text("One or two sentences under the headline (the dek)"),
      body: markdown("The story in Markdown; HTML in it is not shown"),
      authors: list(linkedRef("author", "authorProfiles")),
      publishedAt: dateTime(
        "First publication, e.g. 2026-11-20T09:30:00-05:00. A moment still to come schedules the story: it appears with the first build after it, within 15 minutes",
      ),
      updatedAt: optional(dateTime("Last substantial update; not before publishedAt")),
      image: optional(storyImage),
      corrections: list(
        object({ date: dateTime("When the correction was made"), text: text() }, "StoryCorrection"),
        { minItems: 0, description: "Every correction, oldest first; never remove one" },
      ),
      tags: list(text(), { minItems: 0 }),
      liveUntil: optional(
        dateTime(
          "Makes the story live coverage, open until this moment: the page says Live, and readers' pages check for new updates every 15 seconds",
        ),
      ),
      updates: optional(
        list(
          object(
            {
              time: dateTime(
                "When the update was posted, e.g. 2026-11-20T09:30:00-05:00; also its address on the page, so do not change it once published",
              ),
              headline: optional(text()),
              body: markdown("The update in Markdown; HTML in it is not shown"),
              image: optional(storyImage),
              keyEvent: optional(boolean("List the update among the key events at the top")),
            },
            "StoryUpdate",
          ),
          {
            minItems: 0,
            uniqueBy: "time",
            addToTop: true,
            description: "Live coverage only (with liveUntil): add each new update at the top",
          },
        ),
      ),
    },
    "Story",
  ),
  nodes: {
    kind: "eachFile",
    computed: {
      path: text("Address of the story's page"),
      modifiedAt: text("The latest of publication, update, live updates and corrections"),
      scheduled: boolean(
        "Not out yet: only the development server has such stories, for a preview",
      ),
      liveOpen: boolean("Live coverage still open at the build's moment"),
      ...preparedPictureFields("at every width made of it"),
    },
    computedIn: { StoryUpdate: preparedPictureFields("at every width made of it") },
  },
} as const satisfies ContentFileSpec;
