import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PolicyPage } from "../components/PolicyPage/PolicyPage";
import { Seo } from "../components/Seo/Seo";
import { useSiteData } from "../hooks/useSiteData";

type PolicyData = Queries.PolicyPageTemplateQuery;

export default function PolicyPageTemplate({ data }: PageProps<PolicyData>) {
  const { ui } = useSiteData();
  if (!data.policyPage) throw new Error("Policy page content is missing");
  return <PolicyPage page={data.policyPage} lastUpdatedLabel={ui.lastUpdated} />;
}

export function Head({ data, location }: HeadProps<PolicyData>) {
  const page = data.policyPage;
  if (!page) return null;
  return (
    <Seo
      page={{
        title: page.title,
        description: page.description,
        keywords: page.keywords,
        path: location.pathname,
        modifiedTime: page.lastUpdated,
      }}
    />
  );
}

export const query = graphql`
  query PolicyPageTemplate($id: String!) {
    policyPage(id: { eq: $id }) {
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
  }
`;
