import React, { memo, useRef } from "react";
import { useLiveWeather, type LiveWeatherSettings } from "../../browser/useLiveWeather";
import { useSectionScrollRequest } from "../../browser/useSectionScrollRequest";
import type { HomeAnchor } from "../../model/aliasRoutes";
import { fetchLaterStories, type StoryItem } from "../../model/stories";
import type { SiteSettings, UiText } from "../../hooks/useSiteData";
import { AdSlot } from "../AdSlot/AdSlot";
import { ContactBlocks } from "../ContactBlocks/ContactBlocks";
import { NewsroomContact, type NewsroomContactProps } from "../ContactBlocks/NewsroomContact";
import { ImageFeed, type ImageFeedProps } from "../Embeds/ImageFeed";
import { VideoEmbed, type VideoEmbedProps } from "../Embeds/VideoEmbed";
import { ExternalLink } from "../ExternalLink/ExternalLink";
import { Hero, type HeroProps } from "../Hero/Hero";
import { HydrateWhenSeen } from "../HydrateWhenSeen/HydrateWhenSeen";
import { SectionBlock } from "../SectionBlock/SectionBlock";
import { Ticker } from "../Ticker/Ticker";
import { WeatherBox, type WeatherBoxProps } from "../WeatherBox/WeatherBox";
import * as styles from "./HomePage.module.scss";

export interface HomeSection {
  id: string;
  title: string;
  description: string;
  articleCount: number;
  storiesPath: string;
  archivePath?: string | null;
  stories: readonly StoryItem[];
}

export interface HomePageProps {
  home: {
    ticker: { label: string; items: readonly string[] };
    hero: HeroProps["hero"];
    weather: WeatherBoxProps["weather"] & { live: LiveWeatherSettings };
    about: { heading: string; text: string };
    sisterSitesHeading: string;
    video: VideoEmbedProps["video"];
    imageFeed: ImageFeedProps["feed"];
    newsroom: NewsroomContactProps["newsroom"];
    contactsHeading: string;
  };
  sections: readonly HomeSection[];
  settings: Pick<SiteSettings, "name" | "tagline" | "sisterSites" | "contacts" | "ads">;
  ui: UiText;
  /** History state: an alias route may ask for a section to be scrolled to. */
  historyState: unknown;
}

/** The elements the alias routes /home/, /about/ and /news/ scroll to (/contact/: NewsroomContact). */
const HOME: HomeAnchor = "home";
const ABOUT: HomeAnchor = "about";
const NEWS: HomeAnchor = "news";

/** Where the large ad goes among the sixteen sections. */
const MID_SECTIONS_AD_AFTER = 8;

/**
 * A section of stories, hydrated once a reader comes near it: most of the page's markup, and
 * below the fold on every screen. Memoised so that the page's own updates (live weather) leave
 * a section waiting to hydrate as the server sent it.
 */
const HomeSectionBlock = memo(function HomeSectionBlock({
  section,
  ui,
}: {
  section: HomeSection;
  ui: UiText;
}) {
  return (
    <HydrateWhenSeen id={section.id}>
      <SectionBlock
        category={section}
        stories={section.stories}
        totalCount={section.articleCount}
        loadLaterStories={() => fetchLaterStories(section.storiesPath)}
        ui={ui}
      />
    </HydrateWhenSeen>
  );
});

export function HomePage({ home, sections, settings, ui, historyState }: HomePageProps) {
  useSectionScrollRequest(historyState);
  const weatherBox = useRef<HTMLElement>(null);
  const liveWeather = useLiveWeather(home.weather.live, weatherBox);
  const ad = (size: "small" | "medium" | "large", wideOnly = false) => (
    <AdSlot label={ui.advertisement} ads={settings.ads} size={size} wideOnly={wideOnly} />
  );

  return (
    <div id={HOME} className={styles.home}>
      <h1 className="visually-hidden">
        {settings.name}: {settings.tagline}
      </h1>
      <Ticker
        label={home.ticker.label}
        items={home.ticker.items}
        pauseLabel={ui.pauseTicker}
        playLabel={ui.playTicker}
      />
      <div className={styles.container}>
        <div className={styles.top}>
          <Hero hero={home.hero} bylineTemplate={ui.byline} />
          <div className={styles.rail}>
            <WeatherBox
              weather={home.weather}
              current={liveWeather}
              newTabLabel={ui.newTab}
              boxRef={weatherBox}
            />
            {ad("medium", true)}
          </div>
        </div>

        <section id={ABOUT} className={styles.about} aria-labelledby="about-heading">
          <div>
            <h2 id="about-heading">{home.about.heading}</h2>
            <p>{home.about.text}</p>
          </div>
          <nav aria-labelledby="sister-sites-heading" className={styles.sisterSites}>
            <h3 id="sister-sites-heading">{home.sisterSitesHeading}</h3>
            <ul>
              {settings.sisterSites.map((site) => (
                <li key={site.id}>
                  <ExternalLink href={site.url} newTabLabel={ui.newTab}>
                    <strong>{site.name}</strong>
                    <span>{site.description}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        </section>

        {ad("small")}

        <div className={styles.media}>
          <VideoEmbed
            video={home.video}
            playLabel={ui.playVideo}
            newTabLabel={ui.newTab}
            unavailableText={ui.embedUnavailable}
          />
          <ImageFeed
            feed={home.imageFeed}
            newTabLabel={ui.newTab}
            unavailableText={ui.embedUnavailable}
          />
        </div>

        <div id={NEWS} className={styles.sections}>
          {sections.map((section, index) => (
            <React.Fragment key={section.id}>
              <HomeSectionBlock section={section} ui={ui} />
              {index + 1 === MID_SECTIONS_AD_AFTER && ad("large")}
            </React.Fragment>
          ))}
        </div>

        <NewsroomContact newsroom={home.newsroom} />
        <ContactBlocks heading={home.contactsHeading} contacts={settings.contacts} />
      </div>
    </div>
  );
}
