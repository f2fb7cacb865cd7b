import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { CorrectionsPage } from "../components/StoryPage/CorrectionsPage";
import { useSiteData } from "../hooks/useSiteData";
import { archiveHeading, archivePagePath, type ArchivePageContext } from "../model/archive";
import { allCorrections } from "../model/newsStories";

type CorrectionsData = Queries.CorrectionsPageTemplateQuery;

export default function CorrectionsPageTemplate({
  data,
  pageContext,
}: PageProps<CorrectionsData, ArchivePageContext>) {
  const { ui } = useSiteData();
  return (
    <CorrectionsPage
      copy={ui.corrections}
      corrections={allCorrections(data.storiesById)}
      page={pageContext}
      archiveCopy={ui.archive}
    />
  );
}

export function Head({ pageContext }: HeadProps<CorrectionsData, ArchivePageContext>) {
  const { ui, settings } = useSiteData();
  return (
    <Seo
      page={{
        title: archiveHeading(ui.corrections.title, pageContext, ui.archive.pageOf),
        description: ui.corrections.description,
        keywords: settings.keywords,
        path: archivePagePath(pageContext.firstPage, pageContext),
      }}
    />
  );
}

export const query = graphql`
  query CorrectionsPageTemplate($ids: [String!]!) {
    storiesById(ids: $ids) {
      slug
      section
      headline
      publishedAt
      corrections {
        date
        text
      }
    }
  }
`;
