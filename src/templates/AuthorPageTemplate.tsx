import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { AuthorPage } from "../components/StoryPage/AuthorPage";
import { usePageLanguage } from "../hooks/usePageLanguage";
import { archiveHeading, archivePagePath, type ArchivePageContext } from "../model/archive";
import { newestFirst } from "../model/newsStories";
import { fillTemplate } from "../model/templates";

type AuthorData = Queries.AuthorPageTemplateQuery;

/** A page of an author's stories; in an edition (`language`), of their translations. */
type AuthorContext = ArchivePageContext & { language?: string };

export default function AuthorPageTemplate({
  data,
  pageContext,
}: PageProps<AuthorData, AuthorContext>) {
  const { ui } = usePageLanguage(data.edition);
  if (!data.author) throw new Error("Author content is missing");
  return (
    <AuthorPage
      author={data.author}
      // An edition lists the author's translations; who they are stays in English, said so.
      {...(data.edition && { aboutLanguage: "en" })}
      stories={newestFirst(data.storiesById)}
      page={pageContext}
      ui={ui}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<AuthorData, AuthorContext>) {
  const { ui, head } = usePageLanguage(data.edition);
  const { author } = data;
  if (!author) return null;
  return (
    <Seo
      page={{
        title: archiveHeading(author.name, pageContext, ui.archive.pageOf),
        // In an edition, what the page lists, in its language (the bio is in English).
        description: data.edition
          ? fillTemplate(ui.story.authorStories, { name: author.name })
          : `${author.role}. ${author.bio}`,
        keywords: [author.name, author.role],
        path: archivePagePath(pageContext.firstPage, pageContext),
        ...head,
      }}
    />
  );
}

export const query = graphql`
  query AuthorPageTemplate($id: String!, $ids: [String!]!, $language: String = "") {
    # An edition's page of the author's translations (none for the site's): its chrome and
    # copy, which the layout reads by this name (wrapPageElement).
    edition(id: { eq: $language }) {
      ...EditionChromeFields
    }
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
