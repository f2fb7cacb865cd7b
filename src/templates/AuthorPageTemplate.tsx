import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { AuthorPage } from "../components/StoryPage/AuthorPage";
import { useSiteData } from "../hooks/useSiteData";
import { newestFirst } from "../model/newsStories";

type AuthorData = Queries.AuthorPageTemplateQuery;

export default function AuthorPageTemplate({ data }: PageProps<AuthorData>) {
  const { ui } = useSiteData();
  if (!data.author) throw new Error("Author content is missing");
  return <AuthorPage author={data.author} stories={newestFirst(data.allStory.nodes)} ui={ui} />;
}

export function Head({ data }: HeadProps<AuthorData>) {
  const { author } = data;
  if (!author) return null;
  return (
    <Seo
      page={{
        title: author.name,
        description: `${author.role}. ${author.bio}`,
        keywords: [author.name, author.role],
        path: author.path,
      }}
    />
  );
}

export const query = graphql`
  query AuthorPageTemplate($id: String!) {
    author(id: { eq: $id }) {
      name
      role
      bio
      email
      path
    }
    allStory(filter: { authors: { eq: $id } }) {
      nodes {
        slug
        headline
        summary
        publishedAt
        path
      }
    }
  }
`;
