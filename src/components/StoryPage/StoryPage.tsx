import React from "react";
import { Link } from "gatsby";
import type { LanguageLink } from "../../model/editions";
import { fillTemplate } from "../../model/templates";
import { StoryPicture, type PictureData } from "../StoryPicture/StoryPicture";
import { LiveCoverage, type LiveCopy, type LiveUpdateData } from "../LiveCoverage/LiveCoverage";
import { Byline, type BylineAuthor } from "./Byline";
import { StoryList, type StoryLink } from "./StoryList";
import { StoryTime } from "./StoryTime";
import * as styles from "./StoryPage.module.scss";

export interface StoryPageProps {
  story: PictureData & {
    label: string;
    headline: string;
    summary: string;
    bodyHtml: string;
    publishedAt: string;
    updatedAt?: string | null;
    image?: { alt: string; caption?: string | null; credit?: string | null } | null;
    corrections: readonly { date: string; text: string }[];
    /** Not out yet: the development server's preview of a scheduled story. */
    scheduled?: boolean | null;
    /** The story's page. */
    path: string;
    /** Live coverage: open until then; with its updates. */
    liveUntil?: string | null;
    liveOpen?: boolean | null;
    updates?: readonly LiveUpdateData[] | null;
  };
  /** The story's section: its place on the front page, and its archive. */
  section: { title: string; path: string; archivePath: string };
  /** The page listing every correction: the site's, or a translation's edition's. */
  correctionsPath: string;
  /** The story's topics (its tags), each with its page. */
  topics: readonly { name: string; path: string }[];
  /** The story's address, printed at its end. */
  url: string;
  authors: readonly BylineAuthor[];
  /** Other stories of the section: those published just before this one (newsStories.moreInSection). */
  more: readonly StoryLink[];
  /** A translation's credit, under the byline: "Translated by …". */
  translationCredit?: string;
  /** The story in the site's other languages (its original, its translations), and their label. */
  otherLanguages?: { label: string; links: readonly LanguageLink[] };
  ui: {
    byline: string;
    story: {
      published: string;
      updated: string;
      moreIn: string;
      correctionsHeading: string;
      correctionsLink: string;
      scheduled: string;
      /** A story's label (News, Opinion…) as the page's language writes it. */
      labels: Readonly<Record<string, string>>;
    };
    archive: { sectionLink: string; topicsLabel: string };
    live: LiveCopy;
  };
}

/** The story column is at most 44rem wide (StoryPage.module.scss), the whole screen below that. */
const IMAGE_SIZES = "(min-width: 46rem) 44rem, 100vw";

/**
 * A story the newsroom wrote: complete in the static HTML, no script of its own, except that live
 * coverage, while open, checks for new updates (src/components/LiveCoverage).
 */
export function StoryPage({
  story,
  section,
  topics,
  correctionsPath,
  url,
  authors,
  more,
  translationCredit,
  otherLanguages,
  ui,
}: StoryPageProps) {
  const { image } = story;
  const lead = (
    <>
      {image && story.imageUrl && (
        <figure className={styles.figure}>
          <StoryPicture
            picture={{ ...story, imageUrl: story.imageUrl }}
            alt={image.alt}
            sizes={IMAGE_SIZES}
            // The lead picture is the largest thing on the page: fetched first, never lazily.
            loading="high"
          />
          {(image.caption || image.credit) && (
            <figcaption>
              {image.caption}
              {image.caption && image.credit && " "}
              {image.credit && <span className={styles.credit}>{image.credit}</span>}
            </figcaption>
          )}
        </figure>
      )}
      {/* Markdown made into HTML and sanitised at build time (src/model/renderMarkdown.ts). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: story.bodyHtml }} />
    </>
  );
  return (
    // Pagefind indexes the story (src/node/searchIndex.ts): its section and authors as filters,
    // its publication time to sort by; the lists around it are left out.
    <article
      className={styles.story}
      data-pagefind-body=""
      data-pagefind-meta={`date:${story.publishedAt}`}
      data-pagefind-sort={`date:${new Date(story.publishedAt).toISOString()}`}
    >
      {story.scheduled && (
        <p className={styles.scheduled} role="note" data-pagefind-ignore="all">
          <StoryTime iso={story.publishedAt} label={ui.story.scheduled} />
        </p>
      )}
      <header className={styles.header}>
        <p className={styles.label}>
          <Link to={section.path} data-pagefind-filter="section">
            {section.title}
          </Link>
          <span aria-hidden="true"> · </span>
          <span>{ui.story.labels[story.label] ?? story.label}</span>
        </p>
        <h1 className={styles.headline}>{story.headline}</h1>
        <p className={styles.summary}>{story.summary}</p>
        <Byline authors={authors} template={ui.byline} className={styles.byline} />
        {translationCredit && <p className={styles.meta}>{translationCredit}</p>}
        <p className={styles.meta}>
          <StoryTime iso={story.publishedAt} label={ui.story.published} />
          {story.updatedAt && (
            <>
              <br />
              <StoryTime iso={story.updatedAt} label={ui.story.updated} />
            </>
          )}
        </p>
        {/* Plain links: the story in another language loads whole, its <html lang dir> with it. */}
        {otherLanguages && otherLanguages.links.length > 0 && (
          <nav
            className={styles.languages}
            aria-label={otherLanguages.label}
            data-pagefind-ignore="all"
          >
            <span aria-hidden="true">{otherLanguages.label}: </span>
            <ul>
              {otherLanguages.links.map((link) => (
                <li key={link.lang}>
                  <a href={link.path} lang={link.lang} hrefLang={link.lang}>
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {story.liveUntil ? (
        <LiveCoverage
          path={story.path}
          liveUntil={story.liveUntil}
          openAtBuild={story.liveOpen ?? false}
          updates={story.updates ?? []}
          copy={ui.live}
        >
          {lead}
        </LiveCoverage>
      ) : (
        lead
      )}
      {story.corrections.length > 0 && (
        <aside className={styles.corrections} aria-labelledby="story-corrections">
          <h2 id="story-corrections">{ui.story.correctionsHeading}</h2>
          <ul>
            {story.corrections.map((correction) => (
              <li key={correction.date}>
                <StoryTime iso={correction.date} />: {correction.text}
              </li>
            ))}
          </ul>
          <p>
            <Link to={correctionsPath}>{ui.story.correctionsLink}</Link>
          </p>
        </aside>
      )}
      {topics.length > 0 && (
        <nav
          className={styles.topics}
          aria-label={ui.archive.topicsLabel}
          data-pagefind-ignore="all"
        >
          <span aria-hidden="true">{ui.archive.topicsLabel}: </span>
          <ul>
            {topics.map((topic) => (
              <li key={topic.path}>
                <Link to={topic.path}>{topic.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className={styles.printAddress} data-pagefind-ignore="all">
        {url}
      </p>
      <nav className={styles.more} aria-labelledby="story-more" data-pagefind-ignore="all">
        <h2 id="story-more">{fillTemplate(ui.story.moreIn, { section: section.title })}</h2>
        {more.length > 0 && <StoryList stories={more} />}
        <p className={styles.sectionLink}>
          <Link to={section.archivePath}>
            {fillTemplate(ui.archive.sectionLink, { section: section.title })}
          </Link>
        </p>
      </nav>
    </article>
  );
}
