import React, { isValidElement, type ReactNode } from "react";
import type { WebpackStats } from "./browserBundle";

/** How Gatsby marks the site's CSS when it inlines it (static-entry.js). */
const GLOBAL_CSS = "gatsby-global-css";

/**
 * Gatsby's inlined stylesheet (`<style data-href="/styles.<hash>.css">` with the whole site's
 * CSS in every page) replaced by a link to the same file, which Gatsby writes to public/ with a
 * content hash in its name: a reader fetches it once and every later page comes from the cache,
 * where inlined it cost every page's HTML 34 KB. The link goes last, after the inline scripts
 * of the head, which would otherwise wait for it to load before they ran.
 */
export function linkGlobalStylesheet(
  components: readonly ReactNode[],
  /** The build's stylesheet (globalStylesheet): a page rendered for another one fails the build. */
  expectedHref?: string,
): ReactNode[] {
  const links: ReactNode[] = [];
  const rest = components.filter((component) => {
    if (!isValidElement<{ "data-href"?: string; "data-identity"?: string }>(component)) return true;
    const { "data-href": href, "data-identity": identity } = component.props;
    if (component.type !== "style" || identity !== GLOBAL_CSS || !href) return true;
    if (expectedHref !== undefined && href !== expectedHref) {
      throw new Error(
        `A page was rendered with the stylesheet ${href}; this build's is ${expectedHref}`,
      );
    }
    links.push(<link key={`stylesheet-${href}`} rel="stylesheet" href={href} />);
    return false;
  });
  return [...rest, ...links];
}

/**
 * The address of the build's one stylesheet: the CSS of Gatsby's `app` chunk, as the browser
 * bundle's stats name it. The HTML renderer is built with it (gatsby-node's
 * onCreateWebpackConfig), so that a change of the CSS alone, which changes no template's code,
 * still makes Gatsby render every page again: it renders a page again only when its data, its
 * template or the renderer changed, and a page it kept would link the stylesheet before.
 */
export function globalStylesheet(stats: WebpackStats): string {
  const sheets = (stats.assetsByChunkName.app ?? []).filter((asset) => asset.endsWith(".css"));
  if (sheets.length !== 1) {
    throw new Error(`Expected one stylesheet in the app chunk's assets, found ${sheets.length}`);
  }
  return `/${sheets[0]}`;
}
