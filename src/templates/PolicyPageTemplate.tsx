import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PolicyPage } from "../components/PolicyPage/PolicyPage";
import { Seo } from "../components/Seo/Seo";
import { useSiteData } from "../hooks/useSiteData";
import { policyPath } from "../model/pageIds";

type PolicyData = Queries.PolicyPageTemplateQuery;

/**
 * A policy page, or its copy in an edition (`/es/privacy/`): the same English text under the
 * edition's chrome (the query's `edition`, which the layout reads), saying in the edition's
 * language that the page is in English.
 */
export default function PolicyPageTemplate({ data }: PageProps<PolicyData>) {
  const { ui } = useSiteData();
  const { policyPage, edition } = data;
  if (!policyPage) throw new Error("Policy page content is missing");
  return (
    <PolicyPage
      page={policyPage}
      lastUpdatedLabel={ui.lastUpdated}
      englishNotice={edition?.englishPage}
      adLabel={edition?.ui.advertisement}
    />
  );
}

export function Head({ data, location }: HeadProps<PolicyData>) {
  const { policyPage: page, edition } = data;
  if (!page) return null;
  return (
    <Seo
      page={{
        title: page.title,
        description: page.description,
        keywords: page.keywords,
        path: location.pathname,
        modifiedTime: page.lastUpdated,
        // An edition's copy is the English page again: search engines index that one.
        ...(edition && {
          language: { tag: edition.id, direction: edition.direction },
          canonical: policyPath(page.id),
          noIndex: true,
        }),
      }}
    />
  );
}

export const query = graphql`
  query PolicyPageTemplate($id: String!, $language: String = "") {
    policyPage(id: { eq: $id }) {
      id
      title
      description
      keywords
      lastUpdated
      intro
      sections {
        heading
        paragraphs
      }
    }
    # In an edition's copy, its chrome and copy: the layout reads it by this name.
    edition(id: { eq: $language }) {
      ...EditionChromeFields
      englishPage
    }
  }
`;
