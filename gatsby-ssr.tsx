import React from "react";
import type { GatsbySSR } from "gatsby";
import { JS_FLAG_SCRIPT } from "./src/browser/jsFlag";
import { DOCUMENT_HEAD } from "./src/node/documentHead";
import { sharePagePathScript } from "./src/node/pagePathScript";
import { linkGlobalStylesheet } from "./src/node/stylesheetLink";

/** The build's stylesheet, which the HTML renderer is built with (gatsby-node.ts); not in develop. */
declare const GLOBAL_STYLESHEET: string | undefined;

export { wrapPageElement } from "./src/components/Layout/wrapPageElement";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // Before first paint, so menus that need scripts are styled for them without a flash.
  setHeadComponents([
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: JS_FLAG_SCRIPT }} />,
    ...DOCUMENT_HEAD,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(
    linkGlobalStylesheet(
      getHeadComponents(),
      typeof GLOBAL_STYLESHEET === "string" ? GLOBAL_STYLESHEET : undefined,
    ),
  );
  replacePostBodyComponents(sharePagePathScript(getPostBodyComponents()));
};
