import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HomePage } from "../components/HomePage/HomePage";
import { ReadTimeProvider } from "../components/ReadTime/ReadTime";
import { HeadTags } from "../components/Seo/HeadTags";
import { useSiteData } from "../hooks/useSiteData";
import type { HeadData } from "../model/buildMetadata";
import { withStories } from "../model/stories";

export default function IndexPage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const { buildDay, settings, ui } = useSiteData();
  if (!data.homeContent || !data.site) throw new Error("content/home.json is missing from GraphQL");
  const sections = withStories(data.allCategory.nodes, data.allArticle.nodes);
  // Sample stories are dated by their age at the build's moment: the one page that reads it.
  return (
    <ReadTimeProvider buildDay={{ ...buildDay, moment: Date.parse(data.site.buildMoment) }}>
      <HomePage
        home={data.homeContent}
        sections={sections}
        settings={settings}
        ui={ui}
        historyState={location.state}
      />
    </ReadTimeProvider>
  );
}

/** Built with the page (gatsby-node, `SiteSettings.frontPageHead`), not in the browser. */
export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  if (!data.siteSettings) throw new Error("content/site.json is missing from GraphQL");
  // GraphQL types JSON as a record; the resolver returns buildMetadata's HeadData.
  return <HeadTags head={data.siteSettings.frontPageHead as unknown as HeadData} />;
}

export const query = graphql`
  query HomePage($initialCount: Int!) {
    site {
      buildMoment
    }
    siteSettings {
      frontPageHead
    }
    homeContent {
      ticker {
        label
        items
      }
      hero {
        kicker
        title
        summary
        byline
        imageUrl
        imageAlt
        story {
          path
          headline
          summary
          authorNames
          image {
            alt
          }
          ...PreparedPicture
        }
        sectionId
        linkLabel
      }
      weather {
        ...WeatherFields
      }
      about {
        heading
        text
      }
      sisterSitesHeading
      video {
        heading
        title
        description
        embedUrl
        watchUrl
      }
      imageFeed {
        heading
        title
        description
        embedUrl
        profileUrl
        profileLabel
      }
      newsroom {
        heading
        text
        formTitle
        formUrl
        formScriptUrl
        formCategory
        fallbackText
      }
      contactsHeading
    }
    ...FrontPageSections
  }
`;
