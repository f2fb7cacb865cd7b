import React from "react";
import { formatCalendarDate } from "../../model/formatDate";
import { AdBand } from "../AdSlot/AdBand";
import * as styles from "./PolicyPage.module.scss";

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
export function PolicyPage({ page, lastUpdatedLabel }: PolicyPageProps) {
  return (
    <>
      <AdBand />
      <article className={styles.policy}>
        <h1>{page.title}</h1>
        <p className={styles.updated}>
          {lastUpdatedLabel}{" "}
          <time dateTime={page.lastUpdated}>{formatCalendarDate(page.lastUpdated)}</time>
        </p>
        <p className={styles.intro}>{page.intro}</p>
        {page.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
      <AdBand />
    </>
  );
}
