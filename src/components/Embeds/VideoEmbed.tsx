import React, { useState } from "react";
import { EmbedFrame, ThirdPartyFrame } from "./EmbedFrame";
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

/** What the player may do: run, play full screen, open the video on its own site in a new tab. */
const VIDEO_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups";
const VIDEO_ALLOW = "autoplay; encrypted-media; picture-in-picture; fullscreen";

const withAutoplay = (url: string) => `${url}${url.includes("?") ? "&" : "?"}autoplay=1`;

/**
 * A click-to-load facade: the player (and its half-megabyte of script) is fetched only when a
 * reader asks for the video. Readers without JavaScript, whom the button cannot serve, get the
 * player itself in the facade's box (from `<noscript>`).
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
          sandbox={VIDEO_SANDBOX}
          allow={VIDEO_ALLOW}
          aspectRatio="16 / 9"
          fallback={unavailableText}
        />
      ) : (
        <div className={styles.facadeBox}>
          <button type="button" className={styles.videoFacade} onClick={() => setPlaying(true)}>
            <span className={styles.playIcon} aria-hidden="true" />
            <span className={styles.facadeText}>
              {playLabel}: {video.title}
            </span>
          </button>
          <noscript>
            <ThirdPartyFrame
              src={video.embedUrl}
              title={video.title}
              sandbox={VIDEO_SANDBOX}
              allow={VIDEO_ALLOW}
            />
          </noscript>
        </div>
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
