import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PartnersPage } from "../components/Partners/PartnersPage";
import { Seo } from "../components/Seo/Seo";
import { useSiteData } from "../hooks/useSiteData";

type PartnersData = Queries.PartnersPageQuery;

export default function PartnersRoute({ data }: PageProps<PartnersData>) {
  const { settings, ui } = useSiteData();
  if (!data.partnersContent) throw new Error("content/partners.json is missing from GraphQL");
  return (
    <PartnersPage
      partners={data.partnersContent}
      newTabLabel={ui.newTab}
      unavailableText={ui.embedUnavailable}
      language={settings.language}
    />
  );
}

export function Head({ data }: HeadProps<PartnersData>) {
  const partners = data.partnersContent;
  if (!partners) return null;
  return (
    <Seo
      page={{
        title: partners.title,
        description: partners.description,
        keywords: partners.documents.map((document) => document.title),
        path: "/partners/",
      }}
    />
  );
}

export const query = graphql`
  query PartnersPage {
    partnersContent {
      title
      description
      intro
      documentsHeading
      viewLabel
      documents {
        id
        title
        description
        embedUrl
        viewUrl
      }
      network {
        heading
        text
        publicationCount
        countLabel
        benefits {
          title
          text
        }
        contactText
        contactEmail
      }
    }
  }
`;
