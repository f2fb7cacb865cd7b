import React from "react";
import { EmbedFrame } from "./EmbedFrame";
import { ExternalLink } from "../ExternalLink/ExternalLink";
import * as styles from "./Embeds.module.scss";

export interface ImageFeedProps {
  feed: {
    heading: string;
    title: string;
    description: string;
    embedUrl: string;
    profileUrl: string;
    profileLabel: string;
  };
  newTabLabel: string;
  unavailableText: string;
}

export function ImageFeed({ feed, newTabLabel, unavailableText }: ImageFeedProps) {
  return (
    <section className={styles.embedSection} aria-labelledby="image-feed-heading">
      <h2 id="image-feed-heading" className={styles.heading}>
        {feed.heading}
      </h2>
      <p className={styles.caption}>{feed.description}</p>
      <EmbedFrame
        src={feed.embedUrl}
        title={feed.title}
        sandbox="allow-scripts allow-same-origin allow-popups"
        height={420}
        fallback={
          <>
            {unavailableText}{" "}
            <ExternalLink href={feed.profileUrl} newTabLabel={newTabLabel}>
              {feed.profileLabel}
            </ExternalLink>
          </>
        }
      />
    </section>
  );
}
