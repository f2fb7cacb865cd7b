import React from "react";
import { AdBand } from "../AdSlot/AdBand";
import { PolicyArticle } from "./PolicyArticle";

export interface PolicyPageProps {
  page: {
    title: string;
    lastUpdated: string;
    intro: string;
    sections: readonly { heading: string; paragraphs: readonly string[] }[];
  };
  lastUpdatedLabel: string;
}

/** Privacy policy and terms of service: text from content, with banner ads around it. */
export function PolicyPage(props: PolicyPageProps) {
  return (
    <>
      <AdBand />
      <PolicyArticle {...props} />
      <AdBand />
    </>
  );
}
