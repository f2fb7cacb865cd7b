import React from "react";
import { Link } from "gatsby";
import { archivePagePath, pageList, type ArchivePage } from "../../model/archive";
import { fillTemplate } from "../../model/templates";
import * as styles from "./Pagination.module.scss";

export interface PaginationProps {
  page: Pick<ArchivePage, "number" | "count" | "firstPage">;
  copy: { pagesLabel: string; previous: string; next: string; pageLink: string };
}

/**
 * The way through a list of several pages: newer and older, and the page numbers around this
 * one, each a link a keyboard reaches and a screen reader names ("Page 3"); the page a reader is
 * on is marked as current. Plain links: it works without JavaScript.
 */
export function Pagination({ page, copy }: PaginationProps) {
  if (page.count <= 1) return null;
  const pathOf = (number: number) => archivePagePath(page.firstPage, number);
  return (
    <nav className={styles.pagination} aria-label={copy.pagesLabel}>
      {page.number > 1 && (
        <Link className={styles.step} to={pathOf(page.number - 1)} rel="prev">
          {copy.previous}
        </Link>
      )}
      <ol className={styles.pages}>
        {pageList(page.number, page.count).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={pathOf(number)}
                aria-label={fillTemplate(copy.pageLink, { page: number })}
                aria-current={number === page.number ? "page" : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page.number < page.count && (
        <Link className={styles.step} to={pathOf(page.number + 1)} rel="next">
          {copy.next}
        </Link>
      )}
    </nav>
  );
}
