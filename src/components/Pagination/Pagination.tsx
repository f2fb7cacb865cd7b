import React from "react";
import { Link } from "gatsby";
import { archivePagePath, pageList, type ArchivePage } from "../../model/archive";
import { fillTemplate } from "../../model/templates";
import * as styles from "./Pagination.module.scss";

export interface PaginationProps {
  page: Pick<ArchivePage, "number" | "newest" | "newer" | "firstPage">;
  copy: {
    pagesLabel: string;
    previous: string;
    next: string;
    pageLink: string;
    newestLink: string;
  };
}

/**
 * The way through a list of several pages: newer and older, the newest page, and the page
 * numbers around this one (counted from the oldest), each a link a keyboard reaches and a
 * screen reader names ("Page 3"); the page a reader is on is marked as current. Plain links: it
 * works without JavaScript.
 */
export function Pagination({ page, copy }: PaginationProps) {
  if (page.newest && page.number === 1) return null;
  const pathOf = (number: number) =>
    archivePagePath(page.firstPage, { number, newest: number > page.number + page.newer });
  return (
    <nav className={styles.pagination} aria-label={copy.pagesLabel}>
      {!page.newest && (
        <Link className={styles.step} to={pathOf(page.number + 1)} rel="prev">
          {copy.previous}
        </Link>
      )}
      <ol className={styles.pages}>
        {pageList(page).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : entry === "newest" ? (
            <li key={entry}>
              <Link to={page.firstPage} aria-current={page.newest ? "page" : undefined}>
                {copy.newestLink}
              </Link>
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={pathOf(entry)}
                aria-label={fillTemplate(copy.pageLink, { page: entry })}
                aria-current={!page.newest && entry === page.number ? "page" : undefined}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page.number > 1 && (
        <Link className={styles.step} to={pathOf(page.number - 1)} rel="next">
          {copy.next}
        </Link>
      )}
    </nav>
  );
}
