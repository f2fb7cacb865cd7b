import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { CorrectionsPage } from "../components/StoryPage/CorrectionsPage";
import { useSiteData } from "../hooks/useSiteData";
import { allCorrections } from "../model/newsStories";
import { correctionsPath } from "../model/pageIds";

type CorrectionsData = Queries.CorrectionsPageQuery;

export default function CorrectionsPageRoute({ data }: PageProps<CorrectionsData>) {
  const { ui } = useSiteData();
  return (
    <CorrectionsPage copy={ui.corrections} corrections={allCorrections(data.allStory.nodes)} />
  );
}

export function Head(_props: HeadProps<CorrectionsData>) {
  const { ui, settings } = useSiteData();
  return (
    <Seo
      page={{
        title: ui.corrections.title,
        description: ui.corrections.description,
        keywords: settings.keywords,
        path: correctionsPath(),
      }}
    />
  );
}

export const query = graphql`
  query CorrectionsPage {
    allStory {
      nodes {
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
  }
`;
