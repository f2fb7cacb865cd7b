import React, { useEffect, useId, useRef, useState } from "react";
import { afterFirstPaint } from "../../browser/afterFirstPaint";
import { loadAdScript, requestAd } from "../../browser/loadAdScript";
import type { SiteSettings } from "../../hooks/useSiteData";
import * as styles from "./AdSlot.module.scss";

export type AdSlotSize = "small" | "medium" | "large";

export interface AdSlotProps {
  /** Shown above the slot, e.g. "Advertisement". */
  label: string;
  /** The ad network's settings from content/site.json. */
  ads: SiteSettings["ads"];
  /** Reserved height of the slot: small 200 px, medium 300 px, large 400 px. */
  size?: AdSlotSize;
  /** Fewer slots are shown under 768 px: these are left out there. */
  wideOnly?: boolean;
}

type AdState = "waiting" | "requested" | "unavailable";

/**
 * Reserves the ad's space before anything loads (no layout shift), then, after first paint, loads
 * the ad network's script into its container (once per page) and asks for an ad for its unit. A
 * blocked or failing script leaves the labelled, empty slot in place.
 */
export function AdSlot({ label, ads, size = "small", wideOnly = false }: AdSlotProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AdState>("waiting");
  const captionId = useId();

  useEffect(() => {
    const container = containerRef.current;
    // A slot hidden at this width (display: none) asks for no ad.
    if (!container || container.getClientRects().length === 0) return undefined;
    let unmounted = false;
    const cancel = afterFirstPaint(() => {
      requestAd();
      setState("requested");
      loadAdScript(ads.scriptUrl, container).catch(() => {
        if (!unmounted) setState("unavailable");
      });
    });
    return () => {
      unmounted = true;
      cancel();
    };
  }, [ads.scriptUrl]);

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
        <ins
          className={`adsbygoogle ${styles.unit}`}
          data-ad-client={ads.publisherId}
          data-ad-slot={ads.slotIds[size]}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      </div>
    </figure>
  );
}
