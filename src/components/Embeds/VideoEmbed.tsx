import React, { useState } from "react";
import { EmbedFrame } from "./EmbedFrame";
import { ExternalLink } from "../ExternalLink/ExternalLink";
import * as styles from "./Embeds.module.scss";

export interface VideoEmbedProps {
  video: {
    heading: string;
    title: string;
    description: string;
    embedUrl: string;
    watchUrl: string;
  };
  playLabel: string;
  newTabLabel: string;
  unavailableText: string;
}

const withAutoplay = (url: string) => `${url}${url.includes("?") ? "&" : "?"}autoplay=1`;

/**
 * A click-to-load facade: the player (and its half-megabyte of script) is fetched only when a
 * reader asks for the video.
 */
export function VideoEmbed({ video, playLabel, newTabLabel, unavailableText }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <section className={styles.embedSection} aria-labelledby="video-heading">
      <h2 id="video-heading" className={styles.heading}>
        {video.heading}
      </h2>
      {playing ? (
        <EmbedFrame
          src={withAutoplay(video.embedUrl)}
          title={video.title}
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          aspectRatio="16 / 9"
          fallback={unavailableText}
        />
      ) : (
        <button type="button" className={styles.videoFacade} onClick={() => setPlaying(true)}>
          <span className={styles.playIcon} aria-hidden="true" />
          <span className={styles.facadeText}>
            {playLabel}: {video.title}
          </span>
        </button>
      )}
      <p className={styles.caption}>
        {video.description}{" "}
        <ExternalLink href={video.watchUrl} newTabLabel={newTabLabel}>
          {video.title}
        </ExternalLink>
      </p>
    </section>
  );
}
