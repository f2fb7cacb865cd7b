import React from "react";
import { Link } from "gatsby";
import { StoryTime } from "./StoryTime";
import * as styles from "./StoryPage.module.scss";

export interface StoryLink {
  path: string;
  headline: string;
  summary: string;
  publishedAt: string;
}

/** A list of stories, each its headline as a link, its dek and its date. */
export function StoryList({ stories }: { stories: readonly StoryLink[] }) {
  return (
    <ul className={styles.storyList}>
      {stories.map((story) => (
        <li key={story.path}>
          <article>
            <h3>
              <Link to={story.path}>{story.headline}</Link>
            </h3>
            <p>{story.summary}</p>
            <p className={styles.meta}>
              <StoryTime iso={story.publishedAt} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
