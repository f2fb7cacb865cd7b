import { graphql } from "gatsby";

/**
 * What `StoryList` reads of a story (`StoryLink`), as one fragment the pages that list stories
 * spread: `storiesById(ids: $ids) { slug ...StoryLink }`.
 */
export const storyLinkFragment = graphql`
  fragment StoryLink on Story {
    path
    headline
    summary
    publishedAt
  }
`;
