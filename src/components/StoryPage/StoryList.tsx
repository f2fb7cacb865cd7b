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

/**
 * A list of stories, each its headline as a link, its dek and its date. The headlines are a
 * level below the heading the list sits under: h3 under a section's h2, h2 under a page's h1.
 */
export function StoryList({
  stories,
  headingLevel = 3,
}: {
  stories: readonly StoryLink[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.storyList}>
      {stories.map((story) => (
        <li key={story.path}>
          <article>
            <Heading>
              <Link to={story.path}>{story.headline}</Link>
            </Heading>
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
