import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { SearchPage } from "../components/SearchPage/SearchPage";
import { Seo } from "../components/Seo/Seo";
import { searchPath } from "../model/pageIds";

type SearchData = Queries.SearchPageQuery;

type SearchContext = { searchIndexStories: number };

export default function SearchRoute({ data, pageContext }: PageProps<SearchData, SearchContext>) {
  if (!data.uiText) throw new Error("content/ui.json is missing from GraphQL");
  const writing = new Set(data.allStory.authorIds);
  return (
    <SearchPage
      copy={data.uiText.search}
      archives={data.allCategory.nodes.map((category) => ({
        title: category.title,
        path: category.archivePath ?? "",
      }))}
      // The values Pagefind's filters hold: the sections' titles, the authors' names.
      choices={{
        sections: data.allCategory.nodes.map((category) => category.title),
        authors: data.allAuthor.nodes
          .filter((author) => writing.has(author.id))
          .map((author) => author.name),
      }}
      storyCount={data.allStory.totalCount}
      storiesPerIndex={pageContext.searchIndexStories}
    />
  );
}

export function Head({ data }: HeadProps<SearchData>) {
  if (!data.uiText) return null;
  const { title, description } = data.uiText.search;
  // A page of results is no page to index: a search engine has its own search.
  return <Seo page={{ title, description, keywords: [], path: searchPath(), noIndex: true }} />;
}

export const query = graphql`
  query SearchPage {
    uiText {
      search {
        ...SearchCopyFields
      }
    }
    allCategory(filter: { archivePath: { ne: null } }, sort: { order: ASC }) {
      nodes {
        title
        archivePath
      }
    }
    # The site's own stories: an edition's translations are searched from its own search page.
    allStory(filter: { language: { eq: null } }) {
      totalCount
      authorIds: distinct(field: { authors: SELECT })
    }
    allAuthor(sort: { name: ASC }) {
      nodes {
        id
        name
      }
    }
  }
`;
