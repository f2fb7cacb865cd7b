import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HomePage } from "../components/HomePage/HomePage";
import { ReadTimeProvider } from "../components/ReadTime/ReadTime";
import { Seo } from "../components/Seo/Seo";
import { useSiteData } from "../hooks/useSiteData";
import { groupByCategory } from "../model/stories";

export default function IndexPage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const { settings, ui } = useSiteData();
  const storiesByCategory = groupByCategory(data.allArticle.nodes);
  if (!data.homeContent || !data.site) throw new Error("content/home.json is missing from GraphQL");
  const sections = data.allCategory.nodes.map((category) => ({
    ...category,
    stories: storiesByCategory.get(category.id) ?? [],
  }));
  // Sample stories are dated by their age at the build's moment: the one page that reads it.
  return (
    <ReadTimeProvider buildTime={Date.parse(data.site.buildMoment)}>
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

export function Head(_props: HeadProps<Queries.HomePageQuery>) {
  const { settings } = useSiteData();
  return (
    <Seo
      page={{
        title: settings.name,
        description: settings.description,
        keywords: settings.keywords,
        path: "/",
      }}
    />
  );
}

export const query = graphql`
  query HomePage($initialCount: Int!) {
    site {
      buildMoment
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
          authorProfiles {
            name
          }
          image {
            alt
          }
          ...PreparedPicture
        }
        sectionId
        linkLabel
      }
      weather {
        heading
        location
        condition
        temperatureF
        highF
        lowF
        humidityPercent
        windMph
        labels {
          high
          low
          humidity
          wind
        }
        units {
          temperature
          humidity
          wind
        }
        note
        live {
          enabled
          apiUrl
          stationId
          stationName
          forecastUrl
          forecastPageUrl
          forecastLinkLabel
          timeoutMs
          asOf
          source
        }
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
