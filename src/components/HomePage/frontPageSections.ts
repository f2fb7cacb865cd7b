import { graphql } from "gatsby";

/**
 * The sections of a front page, the site's or an edition's, with the stories shown before one is
 * expanded (`$initialCount`, gatsby-node): one fragment their page queries spread.
 */
export const frontPageSectionsFragment = graphql`
  fragment FrontPageSections on Query {
    allCategory(sort: { order: ASC }) {
      nodes {
        id
        title
        description
        articleCount
        storiesPath
        archivePath
      }
    }
    allArticle(
      filter: { position: { lte: $initialCount } }
      sort: [{ position: ASC }, { articleId: ASC }]
    ) {
      nodes {
        articleId
        category
        title
        summary
        author
        ageMinutes
        ...PreparedPicture
        path
        publishedAt
      }
    }
  }
`;
