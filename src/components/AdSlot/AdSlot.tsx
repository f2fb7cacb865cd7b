import React, { useEffect, useId, useRef, useState } from "react";
import { afterFirstPaint } from "../../browser/afterFirstPaint";
import * as styles from "./AdSlot.module.scss";

export type AdSlotSize = "small" | "medium" | "large";

export interface AdSlotProps {
  /** Shown above the slot, e.g. "Advertisement". */
  label: string;
  scriptUrl: string;
  publisherId: string;
  /** Reserved height of the slot: small 200 px, medium 300 px, large 400 px. */
  size?: AdSlotSize;
  /** Fewer slots are shown under 768 px: these are left out there. */
  wideOnly?: boolean;
}

type AdState = "waiting" | "requested" | "unavailable";

/**
 * Reserves the ad's space before anything loads (no layout shift), then injects the ad network's
 * script into its own container after first paint. A blocked or failing script leaves the
 * labelled, empty slot in place.
 */
export function AdSlot({
  label,
  scriptUrl,
  publisherId,
  size = "small",
  wideOnly = false,
}: AdSlotProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AdState>("waiting");
  const captionId = useId();

  useEffect(() => {
    const container = containerRef.current;
    // A slot hidden at this width (display: none) asks for no ad.
    if (!container || container.getClientRects().length === 0) return undefined;
    return afterFirstPaint(() => {
      const script = document.createElement("script");
      script.async = true;
      script.src = scriptUrl;
      script.crossOrigin = "anonymous";
      script.onerror = () => setState("unavailable");
      container.appendChild(script);
      setState("requested");
    });
  }, [scriptUrl]);

  // A figure captioned "Advertisement" rather than an <aside>: a page with several slots would
  // otherwise list several identical "Advertisement" landmarks to screen-reader users.
  return (
    <figure
      className={`${styles.container} ${wideOnly ? styles.wideOnly : ""}`}
      data-ad-state={state}
      aria-labelledby={captionId}
    >
      <figcaption id={captionId} className={styles.label}>
        {label}
      </figcaption>
      <div ref={containerRef} className={`${styles.slot} ${styles[size]}`}>
        <ins className={styles.unit} data-ad-client={publisherId} data-ad-format="auto" />
      </div>
    </figure>
  );
}
