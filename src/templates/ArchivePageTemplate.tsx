import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ArchivePage } from "../components/ArchivePage/ArchivePage";
import { Seo } from "../components/Seo/Seo";
import { useSiteData, type UiText } from "../hooks/useSiteData";
import {
  archiveHeading,
  archivePagePath,
  isIndexedArchivePage,
  type ArchivePageContext,
} from "../model/archive";
import { newestFirst } from "../model/newsStories";
import { fillTemplate } from "../model/templates";

type ArchiveData = Queries.ArchivePageTemplateQuery;

/** A page of a section's archive or of a topic, as createSitePages made it. */
export type ArchiveContext = ArchivePageContext &
  ({ kind: "section"; sectionTitle: string } | { kind: "topic"; topicName: string });

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
  const { ui } = useSiteData();
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

export function Head({ pageContext }: HeadProps<ArchiveData, ArchiveContext>) {
  const { ui, settings } = useSiteData();
  const { title, description } = describe(pageContext, ui.archive);
  return (
    <Seo
      page={{
        title: archiveHeading(title, pageContext, ui.archive.pageOf),
        description,
        keywords: [title, ...settings.keywords],
        path: archivePagePath(pageContext.firstPage, pageContext),
        noIndex: !isIndexedArchivePage(pageContext),
      }}
    />
  );
}

export const query = graphql`
  query ArchivePageTemplate($ids: [String!]!) {
    storiesById(ids: $ids) {
      slug
      ...StoryLink
    }
  }
`;
