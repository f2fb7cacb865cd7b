import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { AuthorPage } from "../components/StoryPage/AuthorPage";
import { useSiteData } from "../hooks/useSiteData";
import { archiveHeading, archivePagePath, type ArchivePageContext } from "../model/archive";
import { newestFirst } from "../model/newsStories";

type AuthorData = Queries.AuthorPageTemplateQuery;

export default function AuthorPageTemplate({
  data,
  pageContext,
}: PageProps<AuthorData, ArchivePageContext>) {
  const { ui } = useSiteData();
  if (!data.author) throw new Error("Author content is missing");
  return (
    <AuthorPage
      author={data.author}
      stories={newestFirst(data.storiesById)}
      page={pageContext}
      ui={ui}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<AuthorData, ArchivePageContext>) {
  const { ui } = useSiteData();
  const { author } = data;
  if (!author) return null;
  return (
    <Seo
      page={{
        title: archiveHeading(author.name, pageContext, ui.archive.pageOf),
        description: `${author.role}. ${author.bio}`,
        keywords: [author.name, author.role],
        path: archivePagePath(pageContext.firstPage, pageContext),
      }}
    />
  );
}

export const query = graphql`
  query AuthorPageTemplate($id: String!, $ids: [String!]!) {
    author(id: { eq: $id }) {
      name
      role
      bio
      email
      path
    }
    storiesById(ids: $ids) {
      slug
      ...StoryLink
    }
  }
`;
