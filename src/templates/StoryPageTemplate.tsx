import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { StoryPage } from "../components/StoryPage/StoryPage";
import { storyHeadPage } from "../components/StoryPage/storyHead";
import { storyPageProps } from "../components/StoryPage/storyPageProps";
import { useSiteData } from "../hooks/useSiteData";
import { aliasPath } from "../model/aliasRoutes";
import { buildStoryMetadata } from "../model/storyMetadata";
import { translationLinks, type Alternate } from "../model/editions";
import { newestFirst } from "../model/newsStories";

type StoryData = Queries.StoryPageTemplateQuery;

/**
 * The story's section, given by createSitePages: a query of the section's node would run again
 * on every story page of the section whenever that node changes (a story added to the section
 * changes its front-page list), though the title it reads stays the same.
 */
type StoryContext = {
  section: string;
  sectionTitle: string;
  /** The story in every language it is in, when it is translated (src/node/sitePages.ts). */
  alternates?: readonly Alternate[];
};

export default function StoryPageTemplate({
  data,
  pageContext,
}: PageProps<StoryData, StoryContext>) {
  const { ui, siteUrl, settings, editions } = useSiteData();
  const { story, uiText } = data;
  if (!story || !uiText || !pageContext.sectionTitle) throw new Error("Story content is missing");
  return (
    <StoryPage
      {...storyPageProps({
        story,
        section: { id: pageContext.section, title: pageContext.sectionTitle },
        tags: story.tags,
        url: `${siteUrl}${story.path}`,
        authors: story.authorProfiles,
        more: newestFirst(data.storiesById),
        otherLanguages: {
          label: uiText.story.otherLanguages,
          links: translationLinks(undefined, settings, editions, pageContext.alternates),
        },
        ui: { ...ui, live: uiText.live },
      })}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, StoryContext>) {
  const { story } = data;
  if (!story) return null;
  return (
    <Seo
      build={buildStoryMetadata}
      page={storyHeadPage({
        story,
        section: { title: pageContext.sectionTitle, path: aliasPath(pageContext.section) },
        alternates: pageContext.alternates,
      })}
    />
  );
}

export const query = graphql`
  query StoryPageTemplate($id: String!, $more: [String!]!) {
    story(id: { eq: $id }) {
      # Every field of the model (src/components/StoryPage/storyFields.ts, written from it).
      ...StoryFields
      authorProfiles {
        id
        name
        path
      }
    }
    # Live coverage's copy: only story pages need it, not every page's site-wide query.
    uiText {
      story {
        otherLanguages
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
    # Only the few stories "More in {section}" shows, chosen for every story at once by
    # createSitePages: the page's data never grows with the archive.
    storiesById(ids: $more) {
      slug
      section
      ...StoryLink
    }
  }
`;
