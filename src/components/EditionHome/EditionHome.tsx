import React, { useRef } from "react";
import { useLiveWeather } from "../../browser/useLiveWeather";
import { fetchLaterStories } from "../../model/laterStories";
import type { UiText } from "../../hooks/useSiteData";
import { Hero, type HeroProps } from "../Hero/Hero";
import type { HomePageProps, HomeSection } from "../HomePage/HomePage";
import { SectionBlock } from "../SectionBlock/SectionBlock";
import { Ticker } from "../Ticker/Ticker";
import { WeatherBox } from "../WeatherBox/WeatherBox";
import * as styles from "./EditionHome.module.scss";

export interface EditionHomeProps {
  siteName: string;
  edition: {
    tagline: string;
    fillNotice: string;
    englishStory: string;
    /** The edition's breaking-news lines, in its language. */
    ticker: { label: string; items: readonly string[] };
  };
  /** Its top story, a translation (`editionHero`); none while nothing is translated. */
  hero?: HeroProps["hero"];
  /** Every section, named in the edition's language; its stories are the newest English ones. */
  sections: readonly HomeSection[];
  /** The front page's weather box in the edition's words (`editionWeather`). */
  weather: HomePageProps["home"]["weather"];
  /** The language the Weather Service writes in, whose words its live condition keeps. */
  serviceLanguage: string;
  ui: UiText;
}

/**
 * An edition's front page while few stories are translated: its ticker, its top story, then it
 * says so beside the weather, then every section with its translations and its newest stories in
 * English, each marked so. A section is never empty for want of translations.
 */
export function EditionHome({
  siteName,
  edition,
  hero,
  sections,
  weather,
  serviceLanguage,
  ui,
}: EditionHomeProps) {
  const weatherBox = useRef<HTMLElement>(null);
  const liveWeather = useLiveWeather(weather.live, weatherBox);
  const notice = <p className={styles.notice}>{edition.fillNotice}</p>;
  const weatherPanel = (
    <WeatherBox
      weather={weather}
      current={liveWeather}
      newTabLabel={ui.newTab}
      boxRef={weatherBox}
      serviceLanguage={serviceLanguage}
    />
  );
  return (
    <div>
      <h1 className="visually-hidden">
        {siteName}: {edition.tagline}
      </h1>
      <Ticker
        label={edition.ticker.label}
        items={edition.ticker.items}
        pauseLabel={ui.pauseTicker}
        playLabel={ui.playTicker}
      />
      <div className={styles.edition}>
        <div className={styles.top}>
          {hero ? (
            <>
              <Hero hero={hero} bylineTemplate={ui.byline} />
              <div className={styles.rail}>
                {notice}
                {weatherPanel}
              </div>
            </>
          ) : (
            <>
              {notice}
              {weatherPanel}
            </>
          )}
        </div>
        {sections.map((section) => (
          <SectionBlock
            key={section.id}
            category={section}
            stories={section.stories}
            totalCount={section.articleCount}
            loadLaterStories={() => fetchLaterStories(section.storiesPath)}
            ui={ui}
            englishLabel={edition.englishStory}
          />
        ))}
      </div>
    </div>
  );
}
