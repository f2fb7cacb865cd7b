import { graphql, useStaticQuery } from "gatsby";

/** Site-wide content every page needs: settings, interface copy and the category list. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildDay {
          ...CalendarDayFields
        }
        siteMetadata {
          siteUrl
        }
      }
      siteSettings {
        name
        shortName
        tagline
        city
        region
        language
        languageName
        foundingYear
        description
        keywords
        address
        countryCode
        networkName
        contacts {
          id
          title
          description
          email
          phone
        }
        footerContactId
        publishingPrinciplesPageId
        sisterSites {
          id
          name
          description
          url
        }
        donationUrl
        ads {
          scriptUrl
          publisherId
          slotIds {
            small
            medium
            large
          }
        }
      }
      uiText {
        ...ChromeCopy
      }
      allEdition(sort: { id: ASC }) {
        nodes {
          id
          name
          path
        }
      }
      allCategory(sort: { order: ASC }) {
        nodes {
          id
          title
          description
          navLabel
        }
      }
      allPolicyPage(sort: { id: ASC }) {
        nodes {
          id
          linkLabel
        }
      }
    }
  `);
  const { site, siteSettings, uiText, allCategory, allPolicyPage, allEdition } = data;
  if (!site?.buildDay || !site.siteMetadata?.siteUrl || !siteSettings || !uiText) {
    throw new Error("Site settings are missing from GraphQL; check content/site.json and ui.json");
  }
  return {
    /** The build's date (not its moment), so that pages stay the same from build to build. */
    buildDay: site.buildDay,
    siteUrl: site.siteMetadata.siteUrl,
    settings: siteSettings,
    ui: uiText,
    categories: allCategory.nodes,
    policyPages: allPolicyPage.nodes,
    /** The site in its other languages: each edition's code, own name and front page. */
    editions: allEdition.nodes,
  };
}

export type SiteData = ReturnType<typeof useSiteData>;
export type SiteSettings = SiteData["settings"];
export type UiText = SiteData["ui"];
export type CategorySummary = SiteData["categories"][number];
export type PolicyPageLink = SiteData["policyPages"][number];

/**
 * The interface copy every page's chrome (header, footer, donation dialog) and most pages read:
 * the site's (`uiText`) or an edition's (`edition.ui`), asked for alike.
 */
export const chromeCopyFragment = graphql`
  fragment ChromeCopy on UiText {
    skipLink
    sectionsNavLabel
    siteNavLabel
    support
    supportShort
    partnersLink
    faqLink
    searchLink
    languagesLabel
    seeAll
    showLess
    loadingStories
    storiesFailed
    byline
    advertisement
    pauseTicker
    playTicker
    playVideo
    embedUnavailable
    newTab
    lastUpdated
    donation {
      title
      text
      donate
      later
      close
    }
    footer {
      sectionsHeading
      informationHeading
      networkHeading
      contactEditor
      callNewsroom
      established
      copyright
    }
    notFound {
      title
      description
      heading
      text
      homeButton
      newsLink
    }
    alias {
      title
      continue
    }
    story {
      published
      updated
      moreIn
      correctionsHeading
      correctionsLink
      authorStories
      email
      scheduled
    }
    corrections {
      title
      description
      intro
      linkLabel
      correctionTo
      none
    }
    error {
      heading
      retry
    }
    archive {
      sectionTitle
      sectionDescription
      topicTitle
      topicDescription
      pageOf
      pagesLabel
      previous
      next
      pageLink
      newestLink
      moreStories
      sectionLink
      topicsLabel
    }
  }
`;

/** A build's day as `calendarDay` makes it (src/model/formatDate.ts), the site's or an edition's. */
export const calendarDayFragment = graphql`
  fragment CalendarDayFields on CalendarDay {
    moment
    locale
    start
    end
    iso
    long
    short
  }
`;
