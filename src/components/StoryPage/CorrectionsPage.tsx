import React from "react";
import { Link } from "gatsby";
import { archiveHeading, type ArchivePage } from "../../model/archive";
import { Pagination, type PaginationProps } from "../Pagination/Pagination";
import { StoryTime } from "./StoryTime";
import * as styles from "./StoryPage.module.scss";

export interface CorrectionsPageProps {
  copy: { title: string; intro: string; correctionTo: string; none: string };
  /** A page of the corrections with their stories, newest first. */
  corrections: readonly { date: string; text: string; headline: string; path: string }[];
  page: Pick<ArchivePage, "number" | "newest" | "newer" | "firstPage">;
  archiveCopy: PaginationProps["copy"] & { pageOf: string };
}

/** Every correction the newsroom has made, a page at a time, each linking to its story. */
export function CorrectionsPage({ copy, corrections, page, archiveCopy }: CorrectionsPageProps) {
  return (
    <div className={styles.story}>
      <header className={styles.header}>
        <h1 className={styles.headline}>{archiveHeading(copy.title, page, archiveCopy.pageOf)}</h1>
        <p className={styles.summary}>{copy.intro}</p>
      </header>
      {corrections.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className={styles.storyList}>
          {corrections.map((correction) => (
            <li key={`${correction.path}${correction.date}`}>
              <p className={styles.meta}>
                <StoryTime iso={correction.date} />
              </p>
              <p>
                {copy.correctionTo} <Link to={correction.path}>{correction.headline}</Link>
              </p>
              <p>{correction.text}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} copy={archiveCopy} />
    </div>
  );
}
