import { graphql } from "gatsby";

/** Live coverage's copy, the site's or an edition's: what a live story's page shows. */
export const liveCopyFragment = graphql`
  fragment LiveCopyFields on LiveCopy {
    label
    updateCount
    updateCountOne
    lastUpdate
    keyEvents
    keyEvent
    share
    newUpdates
    newUpdatesOne
  }
`;
