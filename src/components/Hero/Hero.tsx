import React from "react";
import { Link } from "gatsby";
import { fillTemplate } from "../../model/templates";
import { StoryPicture, type PictureData } from "../StoryPicture/StoryPicture";
import * as styles from "./Hero.module.scss";

/** A story the newsroom wrote, as the hero shows it when home.json's `hero.storySlug` names it. */
export interface HeroStory extends PictureData {
  path: string;
  headline: string;
  summary: string;
  /** Its authors' names, joined in its language by the build. */
  authorNames: string;
  image?: { alt: string } | null;
}

export interface HeroProps {
  hero: {
    kicker: string;
    /** Without a story: the hero written in home.json (the validator sees that all are there). */
    title?: string | null;
    summary?: string | null;
    byline?: string | null;
    imageUrl?: string | null;
    imageAlt?: string | null;
    story?: HeroStory | null;
    sectionId: string;
    linkLabel: string;
  };
  /** `By {author}`: the byline of a story, as its cards have it. */
  bylineTemplate: string;
}

/** The hero's picture: as wide as the page on a phone, three fifths of 75rem beside the text. */
const HERO_IMAGE_SIZES = "(min-width: 75rem) 45rem, (min-width: 768px) 60vw, 100vw";
/** The size of the picture written in home.json (the hero's frame is 16:9). */
const HERO_IMAGE_SIZE = { width: 1200, height: 675 };

/** The top story: its picture is the page's largest element, so it loads first. */
export function Hero({ hero, bylineTemplate }: HeroProps) {
  const { story } = hero;
  const shown = story
    ? {
        title: <Link to={story.path}>{story.headline}</Link>,
        summary: story.summary,
        byline: fillTemplate(bylineTemplate, { author: story.authorNames }),
        picture: story.imageUrl ? { ...story, imageUrl: story.imageUrl } : undefined,
        alt: story.image?.alt ?? "",
      }
    : {
        title: hero.title,
        summary: hero.summary,
        byline: hero.byline,
        picture: hero.imageUrl ? { imageUrl: hero.imageUrl } : undefined,
        alt: hero.imageAlt ?? "",
      };
  return (
    <article
      className={shown.picture ? `${styles.hero} ${styles.pictured}` : styles.hero}
      aria-labelledby="hero-title"
    >
      {shown.picture && (
        <div className={styles.imageFrame}>
          <StoryPicture
            picture={shown.picture}
            alt={shown.alt}
            sizes={HERO_IMAGE_SIZES}
            loading="high"
            fallbackSize={HERO_IMAGE_SIZE}
          />
        </div>
      )}
      <div className={styles.body}>
        <p className={styles.kicker}>{hero.kicker}</p>
        <h2 id="hero-title" className={styles.title}>
          {shown.title}
        </h2>
        <p className={styles.summary}>{shown.summary}</p>
        <p className={styles.byline}>{shown.byline}</p>
        <a className={styles.more} href={`#${hero.sectionId}`}>
          {hero.linkLabel}
        </a>
      </div>
    </article>
  );
}
