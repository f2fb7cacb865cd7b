import React from "react";
import { archiveHeading, type ArchivePage } from "../../model/archive";
import { mailHref } from "../../model/contactLinks";
import { fillTemplate } from "../../model/templates";
import { Pagination, type PaginationProps } from "../Pagination/Pagination";
import { StoryList, type StoryLink } from "./StoryList";
import * as styles from "./StoryPage.module.scss";

export interface AuthorPageProps {
  author: { name: string; role: string; bio: string; email?: string | null };
  /** The language of the author's role and bio when it is not the page's (an edition's page). */
  aboutLanguage?: string;
  /** A page of the author's stories, newest first. */
  stories: readonly StoryLink[];
  page: Pick<ArchivePage, "number" | "newest" | "newer" | "firstPage">;
  ui: {
    story: { authorStories: string; email: string };
    archive: PaginationProps["copy"] & { pageOf: string };
  };
}

/** An author: who they are, how to reach them, and a page of their stories. */
export function AuthorPage({ author, aboutLanguage, stories, page, ui }: AuthorPageProps) {
  return (
    <div className={styles.story}>
      {/* Search finds the author by name, role and bio (src/node/searchIndex.ts), once: on
          the first page of their stories, not on each of the others. */}
      <header className={styles.header} {...(page.newest ? { "data-pagefind-body": "" } : {})}>
        <h1 className={styles.headline}>{author.name}</h1>
        <p className={styles.label} lang={aboutLanguage}>
          {author.role}
        </p>
        <p className={styles.summary} lang={aboutLanguage}>
          {author.bio}
        </p>
        {author.email && (
          <p className={styles.meta}>
            {ui.story.email} <a href={mailHref(author.email)}>{author.email}</a>
          </p>
        )}
      </header>
      <section aria-labelledby="author-stories">
        <h2 id="author-stories">
          {archiveHeading(
            fillTemplate(ui.story.authorStories, { name: author.name }),
            page,
            ui.archive.pageOf,
          )}
        </h2>
        <StoryList stories={stories} />
        <Pagination page={page} copy={ui.archive} />
      </section>
    </div>
  );
}
