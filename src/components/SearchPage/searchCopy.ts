import { graphql } from "gatsby";

/** The search page's copy: the site's, or an edition's (src/pages/search.tsx, EditionSearchTemplate). */
export const searchCopyFragment = graphql`
  fragment SearchCopyFields on SearchCopy {
    title
    description
    label
    button
    sectionFilter
    authorFilter
    anyValue
    sortLabel
    sortRelevance
    sortDate
    searching
    resultCount
    resultCountOne
    noResults
    moreResults
    needsJavaScript
    unavailable
    recentOnly
    searchOlder
  }
`;
