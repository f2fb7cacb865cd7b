import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { SearchPage } from "../components/SearchPage/SearchPage";
import { Seo } from "../components/Seo/Seo";
import { searchPath } from "../model/pageIds";

type SearchData = Queries.SearchPageQuery;

export default function SearchRoute({ data }: PageProps<SearchData>) {
  if (!data.uiText) throw new Error("content/ui.json is missing from GraphQL");
  return (
    <SearchPage
      copy={data.uiText.search}
      archives={data.allCategory.nodes.map((category) => ({
        title: category.title,
        path: category.archivePath ?? "",
      }))}
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
        title
        description
        label
        button
        sectionFilter
        authorFilter
        anyValue
        sortLabel
        sortRelevance
        sortDate
        searching
        resultCount
        noResults
        moreResults
        needsJavaScript
        unavailable
      }
    }
    allCategory(filter: { archivePath: { ne: null } }, sort: { order: ASC }) {
      nodes {
        title
        archivePath
      }
    }
  }
`;
