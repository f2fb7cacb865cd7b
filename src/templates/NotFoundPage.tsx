import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { NotFound } from "../components/NotFound/NotFound";
import { Seo } from "../components/Seo/Seo";
import { useSiteData } from "../hooks/useSiteData";

export default function NotFoundPage({ location }: PageProps) {
  const { ui } = useSiteData();
  return <NotFound pathname={location.pathname} copy={ui.notFound} searchLabel={ui.searchLink} />;
}

export function Head({ location }: HeadProps) {
  const { settings, ui } = useSiteData();
  return (
    <Seo
      page={{
        title: ui.notFound.title,
        description: ui.notFound.description,
        keywords: settings.keywords,
        path: location.pathname,
        noIndex: true,
      }}
    />
  );
}
