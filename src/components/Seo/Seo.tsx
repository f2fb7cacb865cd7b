import React from "react";
import {
  buildMetadata,
  serializeJsonLd,
  type HeadData,
  type PageMetadata,
  type SiteIdentity,
} from "../../model/buildMetadata";
import { useSiteData } from "../../hooks/useSiteData";

/**
 * Renders a page's metadata inside Gatsby's Head API, so it is in the static HTML. `build` is
 * buildMetadata but on story pages, whose Head passes buildStoryMetadata.
 */
export function Seo<Page extends PageMetadata>({
  page,
  build = buildMetadata,
}: {
  page: Page;
  build?: (site: SiteIdentity, page: Page) => HeadData;
}) {
  const { siteUrl, settings } = useSiteData();
  const head = build({ ...settings, siteUrl }, page);
  return (
    <>
      <html lang={head.lang} />
      <title>{head.title}</title>
      {head.meta.map((tag) => (
        <meta
          key={`${tag.name ?? tag.property}:${tag.content}`}
          {...(tag.name ? { name: tag.name } : { property: tag.property })}
          content={tag.content}
        />
      ))}
      <link rel="canonical" href={head.canonical} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icon-512.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="alternate" type="application/rss+xml" title={settings.name} href="/rss.xml" />
      <meta name="theme-color" content="#111111" />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(head.jsonLd) }}
      />
    </>
  );
}
