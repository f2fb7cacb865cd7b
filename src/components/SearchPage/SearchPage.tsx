import React, { useRef } from "react";
import { Link } from "gatsby";
import { loadPagefind, type PagefindApi } from "../../browser/pagefind";
import { useSiteSearch } from "../../browser/useSiteSearch";
import { formatDateTime } from "../../model/formatDate";
import { usePageLocale } from "../ReadTime/ReadTime";
import { MAX_QUERY_LENGTH, newestSearchIndexStories } from "../../model/search";
import { fillTemplate } from "../../model/templates";
import * as styles from "./SearchPage.module.scss";

export interface SearchCopy {
  title: string;
  label: string;
  button: string;
  sectionFilter: string;
  authorFilter: string;
  anyValue: string;
  sortLabel: string;
  sortRelevance: string;
  sortDate: string;
  searching: string;
  resultCount: string;
  resultCountOne: string;
  noResults: string;
  moreResults: string;
  needsJavaScript: string;
  unavailable: string;
  recentOnly: string;
  searchOlder: string;
}

export interface SearchPageProps {
  copy: SearchCopy;
  /** Every section's archive: the way to a story without search. */
  archives: readonly { title: string; path: string }[];
  /** The filters' values: sections' titles and authors' names, as the pages give them to Pagefind. */
  choices: { sections: readonly string[]; authors: readonly string[] };
  /** The written stories, and how many each search index holds (src/model/search.ts). */
  storyCount: number;
  storiesPerIndex: number;
  /** Loads Pagefind for an index folder; a test passes its own. */
  loadSearch?: (indexDir: string) => Promise<PagefindApi>;
}

function ArchiveLinks({ archives }: Pick<SearchPageProps, "archives">) {
  return (
    <ul className={styles.archives}>
      {archives.map((archive) => (
        <li key={archive.path}>
          <Link to={archive.path}>{archive.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The search page: the reader's words, section, author and order in the address
 * (`/search/?q=…`), Pagefind's results as the site's own list. Without JavaScript the page
 * says so and leads to the sections' archives.
 */
export function SearchPage({
  copy,
  archives,
  choices,
  storyCount,
  storiesPerIndex,
  loadSearch = loadPagefind,
}: SearchPageProps) {
  const { failed, input, type, search, change, found, searching, listMore } = useSiteSearch({
    storyCount,
    storiesPerIndex,
    loadSearch,
  });
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Results' dates in the page's language: an edition's search page writes them in its own.
  const locale = usePageLocale();
  const newestStories = newestSearchIndexStories(storyCount, storiesPerIndex);
  const searchOlder = () => {
    change({ older: true });
    // The button goes: focus moves to the count, which the longer list then updates.
    statusRef.current?.focus();
  };

  if (failed) {
    return (
      <div className={styles.search}>
        <h1>{copy.title}</h1>
        <p>{copy.unavailable}</p>
        <ArchiveLinks archives={archives} />
      </div>
    );
  }

  const total = found ? found.results.length + found.rest.length : 0;
  let status = "";
  if (searching) status = copy.searching;
  else if (found && total === 0) status = fillTemplate(copy.noResults, { query: found.query });
  else if (found && total === 1) status = fillTemplate(copy.resultCountOne, { query: found.query });
  else if (found) {
    status = fillTemplate(copy.resultCount, { count: String(total), query: found.query });
  }

  return (
    <div className={styles.search}>
      <h1>{copy.title}</h1>
      {/*
        The form is in the built page, so nothing moves when the page's script takes it over.
        Where scripts do not run, CSS hides it and this message leads to the archives instead.
      */}
      <div className={styles.noScript}>
        <p>{copy.needsJavaScript}</p>
        <ArchiveLinks archives={archives} />
      </div>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-query">{copy.label}</label>
        <div className={styles.queryRow}>
          <input
            id="search-query"
            type="search"
            name="q"
            value={input}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => type(event.target.value)}
          />
          <button type="submit">{copy.button}</button>
        </div>
        <div className={styles.filters}>
          <label>
            {copy.sectionFilter}
            <select
              value={search.section}
              onChange={(event) => change({ section: event.target.value })}
            >
              <option value="">{copy.anyValue}</option>
              {choices.sections.map((section) => (
                <option key={section}>{section}</option>
              ))}
            </select>
          </label>
          <label>
            {copy.authorFilter}
            <select
              value={search.author}
              onChange={(event) => change({ author: event.target.value })}
            >
              <option value="">{copy.anyValue}</option>
              {choices.authors.map((author) => (
                <option key={author}>{author}</option>
              ))}
            </select>
          </label>
          <label>
            {copy.sortLabel}
            <select
              value={search.sort}
              onChange={(event) =>
                change({ sort: event.target.value === "date" ? "date" : "relevance" })
              }
            >
              <option value="relevance">{copy.sortRelevance}</option>
              <option value="date">{copy.sortDate}</option>
            </select>
          </label>
        </div>
      </form>
      <p role="status" className={styles.status} ref={statusRef} tabIndex={-1}>
        {status}
      </p>
      {found && found.results.length > 0 && (
        <ol className={styles.results}>
          {found.results.map((result) => (
            <li key={result.url}>
              <h2>
                <Link to={result.url}>{result.title}</Link>
              </h2>
              {(result.section || result.date) && (
                <p className={styles.meta}>
                  {result.section}
                  {result.section && result.date && <span aria-hidden="true"> · </span>}
                  {result.date && (
                    <time dateTime={new Date(result.date).toISOString()}>
                      {formatDateTime(new Date(result.date), locale)}
                    </time>
                  )}
                </p>
              )}
              <p>
                {result.excerpt.map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {found && found.rest.length > 0 && (
        <button type="button" className={styles.more} onClick={() => void listMore()}>
          {copy.moreResults}
        </button>
      )}
      {found && newestStories < storyCount && !search.older && (
        <div className={styles.older}>
          <p>{fillTemplate(copy.recentOnly, { count: newestStories.toLocaleString(locale) })}</p>
          <button type="button" onClick={searchOlder}>
            {copy.searchOlder}
          </button>
        </div>
      )}
    </div>
  );
}
