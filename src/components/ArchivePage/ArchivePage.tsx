import React from "react";
import type { ArchivePage as ArchivePageData } from "../../model/archive";
import { Pagination, type PaginationProps } from "../Pagination/Pagination";
import { StoryList, type StoryLink } from "../StoryPage/StoryList";
import * as styles from "../StoryPage/StoryPage.module.scss";

export interface ArchivePageProps {
  /** What the list is and which page this is, e.g. "Local News: stories, page 3 from the oldest". */
  heading: string;
  /** The page's stories, newest first. */
  stories: readonly StoryLink[];
  page: Pick<ArchivePageData, "number" | "newest" | "newer" | "firstPage">;
  copy: PaginationProps["copy"];
}

/** One page of a section's or a topic's stories, newest first, with the way to the others. */
export function ArchivePage({ heading, stories, page, copy }: ArchivePageProps) {
  return (
    <div className={styles.story}>
      <header className={styles.header}>
        <h1 className={styles.headline}>{heading}</h1>
      </header>
      <StoryList stories={stories} headingLevel={2} />
      <Pagination page={page} copy={copy} />
    </div>
  );
}
