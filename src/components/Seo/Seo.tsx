import React from "react";
import {
  buildMetadata,
  type HeadData,
  type PageMetadata,
  type SiteIdentity,
} from "../../model/buildMetadata";
import { useSiteData } from "../../hooks/useSiteData";
import { HeadTags } from "./HeadTags";

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
  return <HeadTags head={build({ ...settings, siteUrl }, page)} />;
}
