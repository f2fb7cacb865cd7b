import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { notFoundEdition } from "../NotFound/notFoundEdition";
import { Layout, type LayoutProps } from "./Layout";

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** Shared by gatsby-browser and gatsby-ssr so the server and the browser render the same tree. */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <Layout
    pathname={props.location.pathname}
    edition={editionOf(props.data, props.location.pathname)}
    alternates={alternatesOf(props.pageContext)}
  >
    {element}
  </Layout>
);

type Edition = NonNullable<LayoutProps["edition"]>;

/**
 * An edition's page asks for its edition by the name `edition` (EditionHomeTemplate); a page any
 * edition may show, the 404 page, asks for them all (`editions`) and speaks the one it was
 * served in.
 */
const editionOf = (data: unknown, pathname: string) => {
  const page = data as { edition?: Edition | null; editions?: { nodes: Edition[] } } | null;
  return page?.edition ?? notFoundEdition(page?.editions?.nodes ?? [], pathname);
};

/** A page in several languages has them in its context (a story's, src/node/sitePages.ts). */
const alternatesOf = (context: unknown) =>
  (context as { alternates?: LayoutProps["alternates"] } | null | undefined)?.alternates;
