import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { SearchPage } from "../components/SearchPage/SearchPage";
import { Seo } from "../components/Seo/Seo";
import { editionPath, searchPath, sectionArchivePath } from "../model/pageIds";

type EditionSearchData = Queries.EditionSearchQuery;

/**
 * An edition's search page, `/{code}/search/`: the site's search in the edition's language,
 * over its translations. Pagefind indexes each page under its `<html lang>` and searches the
 * index of the page's own, so this page finds the edition's stories and the site's its own.
 * The edition's translations are all in the newest index (src/node/searchIndex.ts).
 */
export default function EditionSearchTemplate({ data }: PageProps<EditionSearchData>) {
  const { edition, translations } = data;
  if (!edition) throw new Error("The edition's content is missing from GraphQL");
  const home = editionPath(edition.id);
  const writing = new Set(translations.authorIds);
  const translated = new Set(translations.sections);
  return (
    <SearchPage
      copy={edition.ui.search}
      // Without scripts, each section's list of translations, where it has one, else its place on
      // the edition's front page.
      archives={edition.sections.map((section) => ({
        title: section.title,
        path: translated.has(section.category)
          ? sectionArchivePath(section.category, edition.id)
          : `${home}#${section.category}`,
      }))}
      // The values Pagefind's filters hold on a translation's page: its section's name in the
      // edition, its authors' names.
      choices={{
        sections: edition.sections.map((section) => section.title),
        authors: data.allAuthor.nodes
          .filter((author) => writing.has(author.id))
          .map((author) => author.name),
      }}
      storyCount={translations.totalCount}
      storiesPerIndex={Math.max(translations.totalCount, 1)}
    />
  );
}

export function Head({ data }: HeadProps<EditionSearchData>) {
  const { edition } = data;
  if (!edition) return null;
  const { title, description } = edition.ui.search;
  return (
    <Seo
      page={{
        title,
        description,
        keywords: [],
        path: searchPath(edition.id),
        noIndex: true,
        language: { tag: edition.id, direction: edition.direction },
      }}
    />
  );
}

export const query = graphql`
  query EditionSearch($id: String!) {
    # The edition's chrome and copy: the layout reads it by this name (wrapPageElement).
    edition(id: { eq: $id }) {
      ...EditionChromeFields
      ui {
        search {
          ...SearchCopyFields
        }
      }
    }
    translations: allStory(filter: { language: { eq: $id } }) {
      totalCount
      authorIds: distinct(field: { authors: SELECT })
      sections: distinct(field: { section: SELECT })
    }
    allAuthor(sort: { name: ASC }) {
      nodes {
        id
        name
      }
    }
  }
`;
