import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { StoryPage } from "../components/StoryPage/StoryPage";
import { storyHeadPage } from "../components/StoryPage/storyHead";
import { storyPageProps } from "../components/StoryPage/storyPageProps";
import { useSiteData } from "../hooks/useSiteData";
import { translationLinks, type Alternate } from "../model/editions";
import { joinNames, newestFirst } from "../model/newsStories";
import { editionPath } from "../model/pageIds";
import { buildStoryMetadata } from "../model/storyMetadata";
import { fillTemplate } from "../model/templates";

type StoryData = Queries.StoryPageTemplateQuery;

/**
 * The story's section, given by createSitePages: a query of the section's node would run again
 * on every story page of the section whenever that node changes (a story added to the section
 * changes its front-page list), though the title it reads stays the same. A translation's
 * section is named in its edition.
 */
type StoryContext = {
  section: string;
  sectionTitle: string;
  /** The story in every language it is in, when it is translated (src/node/sitePages.ts). */
  alternates?: readonly Alternate[];
};

/**
 * A story's page, in English or, for a translation, in its edition's language: the query then
 * finds its edition (`language`), whose chrome the layout reads and whose copy the page speaks,
 * and the page credits its translators. One template for both, so their pages share one script.
 */
export default function StoryPageTemplate({
  data,
  pageContext,
}: PageProps<StoryData, StoryContext>) {
  const site = useSiteData();
  const { story, uiText, edition } = data;
  if (!story || !uiText || !pageContext.sectionTitle) throw new Error("Story content is missing");
  const ui = edition?.ui ?? {
    ...site.ui,
    live: uiText.live,
    story: { ...site.ui.story, ...uiText.story },
  };
  return (
    <StoryPage
      {...storyPageProps({
        story,
        section: { id: pageContext.section, title: pageContext.sectionTitle },
        edition: edition?.id,
        tags: story.tags,
        url: `${site.siteUrl}${story.path}`,
        authors: story.authorProfiles,
        more: newestFirst(data.storiesById),
        ...(edition && {
          translationCredit: fillTemplate(edition.ui.story.translatedBy, {
            names: joinNames(story.translators ?? [], edition.id),
          }),
        }),
        otherLanguages: {
          label: ui.story.otherLanguages,
          links: translationLinks(
            edition?.id,
            site.settings,
            site.editions,
            pageContext.alternates,
          ),
        },
        ui,
      })}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, StoryContext>) {
  const { story, edition } = data;
  if (!story) return null;
  return (
    <Seo
      build={buildStoryMetadata}
      page={storyHeadPage({
        story,
        section: { id: pageContext.section, title: pageContext.sectionTitle },
        alternates: pageContext.alternates,
        ...(edition && {
          edition: {
            language: { tag: edition.id, direction: edition.direction },
            homePath: editionPath(edition.id),
          },
        }),
      })}
    />
  );
}

export const query = graphql`
  query StoryPageTemplate($id: String!, $more: [String!]!, $language: String = "") {
    story(id: { eq: $id }) {
      # Every field of the model (src/components/StoryPage/storyFields.ts, written from it).
      ...StoryFields
      authorProfiles {
        id
        name
        path
      }
    }
    # Story pages' own copy: only they need it, not every page's site-wide query.
    uiText {
      story {
        otherLanguages
        labels {
          ...StoryLabelFields
        }
      }
      live {
        ...LiveCopyFields
      }
    }
    # A translation's edition (none for a story in English): its chrome, which the layout reads
    # by this name (wrapPageElement), and its copy.
    edition(id: { eq: $language }) {
      ...EditionChromeFields
      ui {
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
          labels {
            ...StoryLabelFields
          }
        }
        archive {
          sectionLink
          topicsLabel
        }
        live {
          ...LiveCopyFields
        }
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
