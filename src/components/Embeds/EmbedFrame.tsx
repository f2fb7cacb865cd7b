import React, { useEffect, useRef, useState } from "react";
import { whenNearViewport } from "../../browser/whenNearViewport";
import * as styles from "./Embeds.module.scss";

export interface ThirdPartyFrameProps {
  src: string;
  title: string;
  /** Allowed capabilities of the third-party page: as few as it works with. */
  sandbox: string;
  allow?: string;
}

/**
 * The one way this site frames a third-party page: titled, lazy, sandboxed, and sending no more
 * than its origin as referrer to another site.
 */
export function ThirdPartyFrame({ src, title, sandbox, allow }: ThirdPartyFrameProps) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox={sandbox}
      allow={allow}
    />
  );
}

export interface EmbedFrameProps extends ThirdPartyFrameProps {
  /** Width / height of the reserved box, so nothing shifts when the embed arrives. */
  aspectRatio?: string;
  height?: number;
  /**
   * A caption under the box: what a reader can do if the embed does not appear. It sits outside
   * the frame, so the browser's error page of an unreachable host can never cover it.
   */
  fallback: React.ReactNode;
}

/**
 * A third-party page in a lazy, sandboxed frame whose space is reserved in advance.
 *
 * The frame is created by script once its box comes near the viewport, never by the HTML: the
 * browser's own `loading="lazy"` still fetches a frame in or near the first screen straight away,
 * before first paint, and a slow or unreachable embed host then holds up the page's first paint
 * (and Lighthouse counts it as render-blocking). Readers without JavaScript get the frame from
 * `<noscript>`.
 */
export function EmbedFrame({ aspectRatio, height, fallback, ...frameProps }: EmbedFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    return whenNearViewport(box, () => setNear(true));
  }, []);

  const frame = <ThirdPartyFrame {...frameProps} />;
  return (
    <>
      <div ref={boxRef} className={styles.frame} style={aspectRatio ? { aspectRatio } : { height }}>
        {near ? frame : <noscript>{frame}</noscript>}
      </div>
      <p className={styles.fallback}>{fallback}</p>
    </>
  );
}
