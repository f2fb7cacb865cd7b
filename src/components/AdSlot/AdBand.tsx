import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { AdSlot } from "./AdSlot";
import * as styles from "./AdSlot.module.scss";

/** Banner slots shown side by side on wide screens. */
export const BANNER_SLOTS = { wide: 2, narrow: 1 } as const;

/**
 * A row of banner ad slots above or below a page's content; fewer on narrow screens. `label` is
 * the slots' caption in the page's language (an edition's), the site's by default.
 */
export function AdBand({ label }: { label?: string }) {
  const { settings, ui } = useSiteData();
  return (
    <div className={styles.band}>
      {Array.from({ length: BANNER_SLOTS.wide }, (_, index) => (
        <AdSlot
          key={index}
          label={label ?? ui.advertisement}
          ads={settings.ads}
          wideOnly={index >= BANNER_SLOTS.narrow}
        />
      ))}
    </div>
  );
}
