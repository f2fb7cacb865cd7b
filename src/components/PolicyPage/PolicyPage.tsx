import React from "react";
import { AdBand } from "../AdSlot/AdBand";
import { PolicyArticle } from "./PolicyArticle";
import * as styles from "./PolicyPage.module.scss";

export interface PolicyPageProps {
  page: {
    title: string;
    lastUpdated: string;
    intro: string;
    sections: readonly { heading: string; paragraphs: readonly string[] }[];
  };
  lastUpdatedLabel: string;
  /**
   * In an edition, the page stays in English: this says so, in the edition's language, and the
   * article is marked English.
   */
  englishNotice?: string;
  /** The ad slots' caption in the page's language (an edition's); the site's otherwise. */
  adLabel?: string;
}

/** Privacy policy and terms of service: text from content, with banner ads around it. */
export function PolicyPage({ englishNotice, adLabel, ...props }: PolicyPageProps) {
  return (
    <>
      <AdBand label={adLabel} />
      {englishNotice ? (
        <>
          <p className={styles.englishNotice} role="note">
            {englishNotice}
          </p>
          <div lang="en">
            <PolicyArticle {...props} />
          </div>
        </>
      ) : (
        <PolicyArticle {...props} />
      )}
      <AdBand label={adLabel} />
    </>
  );
}
