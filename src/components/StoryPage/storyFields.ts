// Written by `npm run schemas` from the content model; a unit test fails while it is stale.
import { graphql } from "gatsby";

/**
 * Every field the content model gives a story, its own and those the build computes: the story
 * page spreads it, so a field added to the model reaches the page with no change to its query.
 */
export const storyFieldsFragment = graphql`
  fragment StoryFields on Story {
    slug
    section
    language
    translationOf
    translators
    label
    headline
    summary
    bodyHtml
    authors
    publishedAt
    updatedAt
    image {
      src
      alt
      caption
      credit
      width
      height
    }
    corrections {
      date
      text
    }
    tags
    liveUntil
    updates {
      time
      headline
      bodyHtml
      image {
        src
        alt
        caption
        credit
        width
        height
      }
      keyEvent
      ...PreparedPicture
    }
    path
    modifiedAt
    scheduled
    liveOpen
    ...PreparedPicture
  }
`;
