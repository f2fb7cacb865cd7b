import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { AliasRedirect } from "../components/AliasRedirect/AliasRedirect";
import { Seo } from "../components/Seo/Seo";
import { useSiteData } from "../hooks/useSiteData";

interface AliasContext {
  targetId: string;
}

export default function AliasRedirectTemplate({ pageContext }: PageProps<object, AliasContext>) {
  const { ui } = useSiteData();
  return <AliasRedirect targetId={pageContext.targetId} continueLabel={ui.alias.continue} />;
}

export function Head({ location }: HeadProps<object, AliasContext>) {
  const { settings, ui } = useSiteData();
  return (
    <Seo
      page={{
        title: ui.alias.title,
        description: settings.description,
        keywords: settings.keywords,
        path: location.pathname,
        canonical: "/",
        noIndex: true,
      }}
    />
  );
}
