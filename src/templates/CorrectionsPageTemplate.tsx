import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { CorrectionsPage } from "../components/StoryPage/CorrectionsPage";
import { usePageLanguage } from "../hooks/usePageLanguage";
import { archiveHeading, archivePagePath, type ArchivePageContext } from "../model/archive";
import { allCorrections } from "../model/newsStories";

type CorrectionsData = Queries.CorrectionsPageTemplateQuery;

/** A page of the corrections; an edition's (`language`) lists its translations'. */
type CorrectionsContext = ArchivePageContext & { language?: string };

export default function CorrectionsPageTemplate({
  data,
  pageContext,
}: PageProps<CorrectionsData, CorrectionsContext>) {
  const { ui } = usePageLanguage(data.edition);
  return (
    <CorrectionsPage
      copy={ui.corrections}
      corrections={allCorrections(data.storiesById)}
      page={pageContext}
      archiveCopy={ui.archive}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<CorrectionsData, CorrectionsContext>) {
  const { ui, keywords, head } = usePageLanguage(data.edition);
  return (
    <Seo
      page={{
        title: archiveHeading(ui.corrections.title, pageContext, ui.archive.pageOf),
        description: ui.corrections.description,
        keywords,
        path: archivePagePath(pageContext.firstPage, pageContext),
        ...head,
      }}
    />
  );
}

export const query = graphql`
  query CorrectionsPageTemplate($ids: [String!]!, $language: String = "") {
    # An edition's corrections (none for the site's): its chrome and copy, which the layout
    # reads by this name (wrapPageElement).
    edition(id: { eq: $language }) {
      ...EditionChromeFields
    }
    storiesById(ids: $ids) {
      slug
      section
      language
      headline
      publishedAt
      corrections {
        date
        text
      }
    }
  }
`;
