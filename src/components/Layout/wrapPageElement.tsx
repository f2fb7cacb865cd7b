import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout, type LayoutProps } from "./Layout";

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** Shared by gatsby-browser and gatsby-ssr so the server and the browser render the same tree. */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <Layout
    pathname={props.location.pathname}
    edition={editionOf(props.data)}
    alternates={alternatesOf(props.pageContext)}
  >
    {element}
  </Layout>
);

/** An edition's page asks for its edition by the name `edition` (EditionHomeTemplate). */
const editionOf = (data: unknown) =>
  (data as { edition?: LayoutProps["edition"] } | null | undefined)?.edition ?? undefined;

/** A page in several languages has them in its context (a story's, src/node/sitePages.ts). */
const alternatesOf = (context: unknown) =>
  (context as { alternates?: LayoutProps["alternates"] } | null | undefined)?.alternates;
