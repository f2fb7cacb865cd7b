import React from "react";

/**
 * What every page's `<head>` holds alike: icons, the web app manifest, the theme colour. Written
 * into the HTML by gatsby-ssr, outside Gatsby's Head, so no page's script carries it and a
 * navigation in the browser leaves it as it is.
 */
export const DOCUMENT_HEAD = [
  <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/icon-512.png" />,
  <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
  <meta key="theme-color" name="theme-color" content="#111111" />,
];
