import React, { isValidElement, type ReactNode } from "react";
import { NOT_FOUND_ID } from "../model/pageIds";

/** The id of the data block that holds a page's address (read by static/page-path.js). */
export const PAGE_PATH_ID = "gatsby-page-path";

/** Gatsby's inline script when it sets nothing but the page's address. */
const PAGE_PATH_ONLY = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/**
 * Sets the address from the data block: the same text on every page, so the same hash. Inline,
 * as Gatsby's own was: it runs before Gatsby's scripts (async, later in the page) and blocks
 * nothing (an external file would hold up the parser or, deferred, run too late).
 */
export const PAGE_PATH_SCRIPT = `window.pagePath=JSON.parse(document.getElementById("${PAGE_PATH_ID}").textContent)`;

/** An edition's 404 page's address as Gatsby writes it, a JSON string: `"/es/404.html"`. */
const EDITION_NOT_FOUND = new RegExp(`^"/[^/"]+/${NOT_FOUND_ID}\\.html"$`);

/**
 * The address Gatsby's browser code is given. A host serves an edition's 404 page for unknown
 * addresses under the edition's; Gatsby's code would then replace the reader's address with the
 * page's own, as it does for any page but the site's 404 page, so the edition's says it is that.
 */
const servedAddress = (address: string) =>
  EDITION_NOT_FOUND.test(address) ? `"/${NOT_FOUND_ID}.html"` : address;

/**
 * Gatsby's per-page inline script (`window.pagePath="/faq/"`) replaced by the same address as
 * data and a script that is the same on every page, so that every reader's page has the same
 * inline scripts and the same Content-Security-Policy. Anything else is left as it is, and so
 * is Gatsby's script if it ever sets more than the address.
 */
export function sharePagePathScript(components: readonly ReactNode[]): ReactNode[] {
  return components.flatMap((component): ReactNode[] => {
    if (!isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>(component)) {
      return [component];
    }
    const { id, dangerouslySetInnerHTML } = component.props;
    const address = PAGE_PATH_ONLY.exec(dangerouslySetInnerHTML?.__html ?? "")?.[1];
    if (id !== "gatsby-script-loader" || address === undefined) return [component];
    return [
      <script
        key="page-path-data"
        id={PAGE_PATH_ID}
        type="application/json"
        // A JSON string as Gatsby wrote it; `<` escaped so no address can end the element.
        dangerouslySetInnerHTML={{ __html: servedAddress(address).replace(/</g, "\\u003c") }}
      />,
      <script key="page-path" dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }} />,
    ];
  });
}
