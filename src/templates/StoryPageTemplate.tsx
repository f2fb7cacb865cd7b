import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { StoryPage } from "../components/StoryPage/StoryPage";
import { storyPageProps } from "../components/StoryPage/storyPageProps";
import { useSiteData } from "../hooks/useSiteData";
import { aliasPath } from "../model/aliasRoutes";
import { buildStoryMetadata } from "../model/storyMetadata";
import { joinNames, newestFirst } from "../model/newsStories";

type StoryData = Queries.StoryPageTemplateQuery;

/**
 * The story's section, given by createSitePages: a query of the section's node would run again
 * on every story page of the section whenever that node changes (a story added to the section
 * changes its front-page list), though the title it reads stays the same.
 */
type StoryContext = { section: string; sectionTitle: string };

export default function StoryPageTemplate({
  data,
  pageContext,
}: PageProps<StoryData, StoryContext>) {
  const { ui, siteUrl } = useSiteData();
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
        ui: { ...ui, live: uiText.live },
      })}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, StoryContext>) {
  const { story } = data;
  if (!story) return null;
  const authors = story.authorProfiles;
  return (
    <Seo
      build={buildStoryMetadata}
      page={{
        title: story.headline,
        description: story.summary,
        keywords: story.tags,
        path: story.path,
        image: story.imageUrl ?? undefined,
        type: "article",
        author: joinNames(authors.map((author) => author.name)),
        publishedTime: story.publishedAt,
        modifiedTime: story.modifiedAt,
        section: pageContext.sectionTitle,
        tag: story.tags,
        article: {
          headline: story.headline,
          authors,
          section: { title: pageContext.sectionTitle, path: aliasPath(pageContext.section) },
          corrections: story.corrections,
          ...(story.liveUntil
            ? { live: { liveUntil: story.liveUntil, updates: story.updates ?? [] } }
            : {}),
        },
      }}
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
