import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ArchivePage } from "../components/ArchivePage/ArchivePage";
import { Seo } from "../components/Seo/Seo";
import { usePageLanguage } from "../hooks/usePageLanguage";
import type { UiText } from "../hooks/useSiteData";
import {
  archiveHeading,
  archivePagePath,
  isIndexedArchivePage,
  type ArchivePageContext,
} from "../model/archive";
import { newestFirst } from "../model/newsStories";
import { fillTemplate } from "../model/templates";

type ArchiveData = Queries.ArchivePageTemplateQuery;

/**
 * A page of a section's archive or of a topic, as createSitePages made it; an edition's
 * (`language`) lists its translations, its section named in its language.
 */
export type ArchiveContext = ArchivePageContext & { language?: string } & (
    { kind: "section"; sectionTitle: string } | { kind: "topic"; topicName: string }
  );

/** The list's title and description, in the copy of content/ui.json. */
function describe(context: ArchiveContext, copy: UiText["archive"]) {
  return context.kind === "section"
    ? {
        title: fillTemplate(copy.sectionTitle, { section: context.sectionTitle }),
        description: fillTemplate(copy.sectionDescription, { section: context.sectionTitle }),
      }
    : {
        title: fillTemplate(copy.topicTitle, { topic: context.topicName }),
        description: fillTemplate(copy.topicDescription, { topic: context.topicName }),
      };
}

export default function ArchivePageTemplate({
  data,
  pageContext,
}: PageProps<ArchiveData, ArchiveContext>) {
  const { ui } = usePageLanguage(data.edition);
  return (
    <ArchivePage
      heading={archiveHeading(
        describe(pageContext, ui.archive).title,
        pageContext,
        ui.archive.pageOf,
      )}
      stories={newestFirst(data.storiesById)}
      page={pageContext}
      copy={ui.archive}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<ArchiveData, ArchiveContext>) {
  const { ui, keywords, head } = usePageLanguage(data.edition);
  const { title, description } = describe(pageContext, ui.archive);
  return (
    <Seo
      page={{
        title: archiveHeading(title, pageContext, ui.archive.pageOf),
        description,
        keywords: [title, ...keywords],
        path: archivePagePath(pageContext.firstPage, pageContext),
        noIndex: !isIndexedArchivePage(pageContext),
        ...head,
      }}
    />
  );
}

export const query = graphql`
  query ArchivePageTemplate($ids: [String!]!, $language: String = "") {
    # An edition's list (none for the site's): its chrome and copy, which the layout reads by
    # this name (wrapPageElement).
    edition(id: { eq: $language }) {
      ...EditionChromeFields
    }
    storiesById(ids: $ids) {
      slug
      ...StoryLink
    }
  }
`;
