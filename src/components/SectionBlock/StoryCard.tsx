import React from "react";
import { Link } from "gatsby";
import { fillTemplate } from "../../model/templates";
import type { StoryItem } from "../../model/stories";
import { truncateText } from "../../model/truncateText";
import { StoryDate } from "../StoryDate/StoryDate";
import { StoryPicture } from "../StoryPicture/StoryPicture";
import * as styles from "./SectionBlock.module.scss";

/** The lead story takes two thirds of a section from 768 px, the whole width below. */
const LEAD_IMAGE_SIZES = "(min-width: 75rem) 50rem, (min-width: 768px) 66vw, 100vw";
/** The samples' placeholder pictures (headlines.json's imageUrlTemplate) are 800 by 450. */
const SAMPLE_IMAGE_SIZE = { width: 800, height: 450 };

export type StoryVariant = "lead" | "side" | "grid";

export interface StoryCardProps {
  story: StoryItem;
  variant: StoryVariant;
  /** Cut the summary to this many characters; the lead keeps it whole. */
  summaryLength?: number;
  bylineTemplate: string;
  /**
   * In an edition, an English story's mark, e.g. "En inglés": its headline and summary then say
   * they are English (`lang`), so screen readers read them in English. A translation has none.
   */
  englishLabel?: string;
}

export function StoryCard({
  story,
  variant,
  summaryLength,
  bylineTemplate,
  englishLabel: editionMark,
}: StoryCardProps) {
  const englishLabel = story.translated ? undefined : editionMark;
  const lang = englishLabel ? "en" : undefined;
  const summary =
    summaryLength === undefined ? story.summary : truncateText(story.summary, summaryLength);
  return (
    <article id={story.articleId} className={`${styles.story} ${styles[`${variant}Story`]}`}>
      {variant === "lead" && story.imageUrl && (
        <div className={styles.imageFrame}>
          {/* Decorative: the headline beside it says what the story is. */}
          <StoryPicture
            picture={{ ...story, imageUrl: story.imageUrl }}
            alt=""
            sizes={LEAD_IMAGE_SIZES}
            loading="lazy"
            fallbackSize={SAMPLE_IMAGE_SIZE}
          />
        </div>
      )}
      {englishLabel && <p className={styles.languageLabel}>{englishLabel}</p>}
      <h3 className={styles.storyTitle} lang={lang}>
        {/* Only a story the newsroom wrote has a page; sample cards stay as the spec has them. */}
        {story.path ? <Link to={story.path}>{story.title}</Link> : story.title}
      </h3>
      <p className={styles.summary} lang={lang}>
        {summary}
      </p>
      <p className={styles.meta}>
        <span>{fillTemplate(bylineTemplate, { author: story.author })}</span>
        <StoryDate ageMinutes={story.ageMinutes} publishedAt={story.publishedAt} />
      </p>
    </article>
  );
}
