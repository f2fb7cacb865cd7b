import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { NotFound } from "../components/NotFound/NotFound";
import { notFoundEdition } from "../components/NotFound/notFoundEdition";
import { Seo } from "../components/Seo/Seo";
import { usePageLanguage } from "../hooks/usePageLanguage";
import { aliasPath } from "../model/aliasRoutes";
import { editionPath, searchPath } from "../model/pageIds";

type NotFoundData = Queries.NotFoundPageQuery;

/**
 * The page for an address that has none: the site's (`404.html`) or an edition's
 * (`/es/404.html`), which a host serves for an unknown address under the edition's. The browser
 * then loads the site's 404 page's data whatever the address, so that data holds every
 * edition's chrome and the page speaks the language it was served in (`notFoundEdition`), as
 * the layout does (wrapPageElement).
 */
export default function NotFoundPage({ data, location }: PageProps<NotFoundData>) {
  const edition = notFoundEdition(data.editions.nodes, location.pathname);
  const { ui } = usePageLanguage(edition);
  const home = edition ? editionPath(edition.id) : "/";
  return (
    <NotFound
      pathname={location.pathname}
      copy={ui.notFound}
      searchLabel={ui.searchLink}
      adLabel={ui.advertisement}
      paths={{
        home,
        // An edition's front page has no news anchor: its first section is its newest news.
        news: edition ? `${home}#${edition.sections[0]?.category ?? ""}` : aliasPath("news"),
        search: searchPath(edition?.id),
      }}
    />
  );
}

export function Head({ data, location }: HeadProps<NotFoundData>) {
  const { ui, keywords, head } = usePageLanguage(
    notFoundEdition(data.editions.nodes, location.pathname),
  );
  return (
    <Seo
      page={{
        title: ui.notFound.title,
        description: ui.notFound.description,
        keywords,
        path: location.pathname,
        noIndex: true,
        ...head,
      }}
    />
  );
}

export const query = graphql`
  query NotFoundPage {
    editions: allEdition(sort: { id: ASC }) {
      nodes {
        ...EditionChromeFields
      }
    }
  }
`;
