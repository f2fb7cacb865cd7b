import { graphql } from "gatsby";

/**
 * What the layout reads of an edition (`EditionChrome`, src/model/editions.ts): an edition's page
 * asks for its edition by the name `edition` with these fields (wrapPageElement), and adds what
 * the page itself shows.
 */
export const editionChromeFragment = graphql`
  fragment EditionChromeFields on Edition {
    id
    direction
    tagline
    sections {
      category
      title
      description
      navLabel
    }
    buildDay {
      ...CalendarDayFields
    }
    ui {
      ...ChromeCopy
    }
  }
`;
