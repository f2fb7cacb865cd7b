import React from "react";
import * as styles from "./Embeds.module.scss";

export interface EmbedFrameProps {
  src: string;
  title: string;
  /** Allowed capabilities of the third-party page: as few as it works with. */
  sandbox: string;
  allow?: string;
  /** Width / height of the reserved box, so nothing shifts when the embed arrives. */
  aspectRatio?: string;
  height?: number;
  /** Shown behind the frame: what a reader sees while it loads or if it never does. */
  fallback: React.ReactNode;
}

/** A third-party page in a lazy, sandboxed frame whose space is reserved in advance. */
export function EmbedFrame({
  src,
  title,
  sandbox,
  allow,
  aspectRatio,
  height,
  fallback,
}: EmbedFrameProps) {
  return (
    <div className={styles.frame} style={aspectRatio ? { aspectRatio } : { height }}>
      <div className={styles.fallback}>{fallback}</div>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={sandbox}
        allow={allow}
      />
    </div>
  );
}
