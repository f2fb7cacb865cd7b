import React, { useState } from "react";
import * as styles from "./Ticker.module.scss";

export interface TickerProps {
  label: string;
  items: readonly string[];
  pauseLabel: string;
  playLabel: string;
}

/** The breaking-news ticker: scrolls unless paused or the reader prefers reduced motion. */
export function Ticker({ label, items, pauseLabel, playLabel }: TickerProps) {
  const [paused, setPaused] = useState(false);
  return (
    <section className={styles.ticker} aria-label={label} data-paused={paused}>
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {/* A copy for a seamless loop; screen readers hear the list once. */}
          <ul className={`${styles.items} ${styles.copy}`} aria-hidden="true">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <button
        type="button"
        className={styles.control}
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        <span className={styles.controlIcon} aria-hidden="true" data-paused={paused} />
        <span className={styles.controlText}>{paused ? playLabel : pauseLabel}</span>
      </button>
    </section>
  );
}
