import React from "react";
import { Link } from "gatsby";
import { fillTemplate } from "../../model/templates";
import type { StoryItem } from "../../model/stories";
import { truncateText } from "../../model/truncateText";
import { StoryDate } from "../StoryDate/StoryDate";
import * as styles from "./SectionBlock.module.scss";

export type StoryVariant = "lead" | "side" | "grid";

export interface StoryCardProps {
  story: StoryItem;
  variant: StoryVariant;
  /** Cut the summary to this many characters; the lead keeps it whole. */
  summaryLength?: number;
  bylineTemplate: string;
}

export function StoryCard({ story, variant, summaryLength, bylineTemplate }: StoryCardProps) {
  const summary =
    summaryLength === undefined ? story.summary : truncateText(story.summary, summaryLength);
  return (
    <article id={story.articleId} className={`${styles.story} ${styles[`${variant}Story`]}`}>
      {variant === "lead" && story.imageUrl && (
        <div className={styles.imageFrame}>
          {/* Decorative: the headline beside it says what the story is. */}
          <img
            src={story.imageUrl}
            alt=""
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
          />
        </div>
      )}
      <h3 className={styles.storyTitle}>
        {/* Only a story the newsroom wrote has a page; sample cards stay as the spec has them. */}
        {story.path ? <Link to={story.path}>{story.title}</Link> : story.title}
      </h3>
      <p className={styles.summary}>{summary}</p>
      <p className={styles.meta}>
        <span>{fillTemplate(bylineTemplate, { author: story.author })}</span>
        <StoryDate ageMinutes={story.ageMinutes} publishedAt={story.publishedAt} />
      </p>
    </article>
  );
}
