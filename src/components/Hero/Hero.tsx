import React from "react";
import * as styles from "./Hero.module.scss";

export interface HeroProps {
  hero: {
    kicker: string;
    title: string;
    summary: string;
    byline: string;
    imageUrl: string;
    imageAlt: string;
    sectionId: string;
    linkLabel: string;
  };
}

/** The top story: its picture is the page's largest element, so it loads first. */
export function Hero({ hero }: HeroProps) {
  return (
    <article className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.imageFrame}>
        <img
          src={hero.imageUrl}
          alt={hero.imageAlt}
          width={1200}
          height={675}
          loading="eager"
          // Lower case: React 18 does not know the camel-case prop and warns about it.
          {...{ fetchpriority: "high" }}
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.kicker}>{hero.kicker}</p>
        <h2 id="hero-title" className={styles.title}>
          {hero.title}
        </h2>
        <p className={styles.summary}>{hero.summary}</p>
        <p className={styles.byline}>{hero.byline}</p>
        <a className={styles.more} href={`#${hero.sectionId}`}>
          {hero.linkLabel}
        </a>
      </div>
    </article>
  );
}
