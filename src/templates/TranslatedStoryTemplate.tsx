import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { StoryPage } from "../components/StoryPage/StoryPage";
import { storyHeadPage } from "../components/StoryPage/storyHead";
import { useSiteData } from "../hooks/useSiteData";
import { translationLinks, type Alternate } from "../model/editions";
import { newestFirst } from "../model/newsStories";
import { editionPath } from "../model/pageIds";
import { buildStoryMetadata } from "../model/storyMetadata";
import { fillTemplate } from "../model/templates";

type TranslationData = Queries.TranslatedStoryTemplateQuery;

/** Given by createSitePages: the story's section, named in its edition, and its languages. */
type TranslationContext = {
  language: string;
  section: string;
  sectionTitle: string;
  alternates?: readonly Alternate[];
};

/**
 * A story translated for an edition: its page in the edition's language and chrome (the query's
 * `edition`, which the layout reads), crediting its translators and linking to its original.
 * Its section leads to the section on the edition's front page; its tags stay out, as topics'
 * pages are the English site's.
 */
export default function TranslatedStoryTemplate({
  data,
  pageContext,
}: PageProps<TranslationData, TranslationContext>) {
  const { siteUrl, settings, editions } = useSiteData();
  const { story, edition } = data;
  if (!story || !edition || !pageContext.sectionTitle) {
    throw new Error("The translation's content is missing");
  }
  const sectionPath = `${editionPath(edition.id)}#${pageContext.section}`;
  const { ui } = edition;
  return (
    <StoryPage
      story={story}
      section={{ title: pageContext.sectionTitle, path: sectionPath, archivePath: sectionPath }}
      topics={[]}
      url={`${siteUrl}${story.path}`}
      authors={story.authorProfiles}
      more={newestFirst(data.storiesById)}
      translationCredit={fillTemplate(ui.story.translatedBy, {
        names: (story.translators ?? []).join(", "),
      })}
      otherLanguages={{
        label: ui.story.otherLanguages,
        links: translationLinks(edition.id, settings, editions, pageContext.alternates),
      }}
      ui={ui}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<TranslationData, TranslationContext>) {
  const { story, edition } = data;
  if (!story || !edition) return null;
  const homePath = editionPath(edition.id);
  return (
    <Seo
      build={buildStoryMetadata}
      page={storyHeadPage({
        story,
        section: { title: pageContext.sectionTitle, path: `${homePath}#${pageContext.section}` },
        alternates: pageContext.alternates,
        edition: { language: { tag: edition.id, direction: edition.direction }, homePath },
      })}
    />
  );
}

export const query = graphql`
  query TranslatedStoryTemplate($id: String!, $language: String!, $more: [String!]!) {
    story(id: { eq: $id }) {
      ...StoryFields
      authorProfiles {
        id
        name
        path
      }
    }
    # The edition's chrome and copy: the layout reads it by this name (wrapPageElement).
    edition(id: { eq: $language }) {
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
        byline
        story {
          published
          updated
          moreIn
          correctionsHeading
          correctionsLink
          scheduled
          translatedBy
          otherLanguages
        }
        archive {
          sectionLink
          topicsLabel
        }
        live {
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
      }
    }
    storiesById(ids: $more) {
      slug
      section
      ...StoryLink
    }
  }
`;
