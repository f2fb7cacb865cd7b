import React, { isValidElement, type ReactNode } from "react";

/** How Gatsby marks the site's CSS when it inlines it (static-entry.js). */
const GLOBAL_CSS = "gatsby-global-css";

/**
 * Gatsby's inlined stylesheet (`<style data-href="/styles.<hash>.css">` with the whole site's
 * CSS in every page) replaced by a link to the same file, which Gatsby writes to public/ with a
 * content hash in its name: a reader fetches it once and every later page comes from the cache,
 * where inlined it cost every page's HTML 34 KB. The link goes last, after the inline scripts
 * of the head, which would otherwise wait for it to load before they ran.
 */
export function linkGlobalStylesheet(components: readonly ReactNode[]): ReactNode[] {
  const links: ReactNode[] = [];
  const rest = components.filter((component) => {
    if (!isValidElement<{ "data-href"?: string; "data-identity"?: string }>(component)) return true;
    const { "data-href": href, "data-identity": identity } = component.props;
    if (component.type !== "style" || identity !== GLOBAL_CSS || !href) return true;
    links.push(<link key={`stylesheet-${href}`} rel="stylesheet" href={href} />);
    return false;
  });
  return [...rest, ...links];
}
