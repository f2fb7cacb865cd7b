import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EditionHome } from "../components/EditionHome/EditionHome";
import { ReadTimeProvider } from "../components/ReadTime/ReadTime";
import { Seo } from "../components/Seo/Seo";
import { useSiteData } from "../hooks/useSiteData";
import {
  editionArchiveLinks,
  editionCards,
  editionHero,
  editionWeather,
} from "../model/editionHome";
import { frontPageAlternates, namedInEdition } from "../model/editions";
import { withStories } from "../model/stories";

type EditionData = Queries.EditionHomeQuery;

/** Made by createSitePages (src/node/sitePages.ts): the sections the edition has a list of. */
type EditionContext = { sectionLists: string[] };

export default function EditionHomeTemplate({
  data,
  pageContext,
}: PageProps<EditionData, EditionContext>) {
  const { settings } = useSiteData();
  const { edition, site, homeContent } = data;
  if (!edition || !site || !homeContent) {
    throw new Error("The edition's content is missing from GraphQL");
  }
  const named = namedInEdition(data.allCategory.nodes, edition.sections);
  const sections = withStories(
    editionArchiveLinks(named, edition.id, pageContext.sectionLists, settings.language),
    editionCards(data.allArticle.nodes, data.translations.nodes),
  );
  // Sample stories are dated by their age at the build's moment, as on the front page.
  return (
    <ReadTimeProvider buildDay={{ ...edition.buildDay, moment: Date.parse(site.buildMoment) }}>
      <EditionHome
        siteName={settings.name}
        edition={edition}
        hero={editionHero(data.translations.nodes, homeContent.hero, edition.topStory, named)}
        sections={sections}
        weather={editionWeather(homeContent.weather, edition.weather)}
        // The Weather Service writes in the site's language.
        serviceLanguage={settings.language}
        ui={edition.ui}
      />
    </ReadTimeProvider>
  );
}

export function Head({ data, location }: HeadProps<EditionData>) {
  const { settings, editions } = useSiteData();
  const { edition } = data;
  if (!edition) return null;
  return (
    <Seo
      page={{
        title: settings.name,
        description: edition.tagline,
        keywords: settings.keywords,
        path: location.pathname,
        language: { tag: edition.id, direction: edition.direction },
        alternates: frontPageAlternates(settings, editions),
      }}
    />
  );
}

export const query = graphql`
  query EditionHome($id: String!, $initialCount: Int!) {
    site {
      buildMoment
    }
    edition(id: { eq: $id }) {
      ...EditionChromeFields
      fillNotice
      topStory
      englishStory
      ticker {
        label
        items
      }
      weather {
        heading
        location
        condition
        labels {
          ...WeatherLabelFields
        }
        units {
          ...WeatherUnitFields
        }
        note
        forecastLinkLabel
        asOf
        source
      }
    }
    # The front page's weather figures and Weather Service settings, in the edition's words, and
    # its top story, whose translation leads the edition's.
    homeContent {
      weather {
        ...WeatherFields
      }
      hero {
        storySlug
        sectionId
      }
    }
    ...FrontPageSections
    # The edition's newest translations, which lead their sections: a bounded list, so the page's
    # data stays the same size however many are translated.
    translations: allStory(
      filter: { language: { eq: $id } }
      sort: [{ publishedAt: DESC }, { slug: ASC }]
      limit: 100
    ) {
      nodes {
        slug
        section
        headline
        summary
        path
        publishedAt
        translationOf
        authorNames
        image {
          alt
        }
        ...PreparedPicture
      }
    }
  }
`;
