import React from "react";
import type { HeadData } from "../../model/buildMetadata";
import { feedPath } from "../../model/pageIds";
import { serializeJsonLd } from "../../model/serializeJsonLd";
import { useSiteData } from "../../hooks/useSiteData";

/**
 * A page's `<head>` from its metadata, built (buildMetadata) in the browser by `Seo` or at build
 * time for the front page: Gatsby renders a page's Head again in the browser, so what builds it
 * ships in the page's script unless the page gets it ready-made. What every page holds alike
 * (icons, manifest) is in the HTML itself (src/node/documentHead.tsx).
 */
export function HeadTags({ head }: { head: HeadData }) {
  const { settings } = useSiteData();
  return (
    <>
      <html lang={head.lang} dir={head.dir} />
      <title>{head.title}</title>
      {head.meta.map((tag) => (
        <meta
          key={`${tag.name ?? tag.property}:${tag.content}`}
          {...(tag.name ? { name: tag.name } : { property: tag.property })}
          content={tag.content}
        />
      ))}
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={settings.name}
        href={head.feed ?? feedPath()}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(head.jsonLd) }}
      />
    </>
  );
}
