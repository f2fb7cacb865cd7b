import React from "react";
import { formatCalendarDate } from "../../model/formatDate";
import type { PolicyPageProps } from "./PolicyPage";
import * as styles from "./PolicyPage.module.scss";

/** The policy itself, as the page shows it and the content editor previews it. */
export function PolicyArticle({ page, lastUpdatedLabel }: PolicyPageProps) {
  return (
    <article className={styles.policy} data-pagefind-body="">
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
  );
}
