import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout } from "./Layout";

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** Shared by gatsby-browser and gatsby-ssr so the server and the browser render the same tree. */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
