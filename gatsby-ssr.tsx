import React from "react";
import type { GatsbySSR } from "gatsby";
import { JS_FLAG_SCRIPT } from "./src/browser/jsFlag";
import { sharePagePathScript } from "./src/node/pagePathScript";
import { linkGlobalStylesheet } from "./src/node/stylesheetLink";

export { wrapPageElement } from "./src/components/Layout/wrapPageElement";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // Before first paint, so menus that need scripts are styled for them without a flash.
  setHeadComponents([
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: JS_FLAG_SCRIPT }} />,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(linkGlobalStylesheet(getHeadComponents()));
  replacePostBodyComponents(sharePagePathScript(getPostBodyComponents()));
};
