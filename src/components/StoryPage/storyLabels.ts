import { graphql } from "gatsby";

/** A story's labels as a language writes them (ui.json, or an edition's `ui`): StoryPage. */
export const storyLabelsFragment = graphql`
  fragment StoryLabelFields on StoryLabels {
    News
    Analysis
    Opinion
    Sponsored
  }
`;
