import React, { memo, useRef } from "react";
import { deferredModule } from "../../browser/deferredModule";
import { useLiveWeather, type LiveWeatherSettings } from "../../browser/useLiveWeather";
import { useSectionScrollRequest } from "../../browser/useSectionScrollRequest";
import type { HomeAnchor } from "../../model/aliasRoutes";
import type { StoryItem } from "../../model/stories";
import type { SiteSettings, UiText } from "../../hooks/useSiteData";
import { AdSlot } from "../AdSlot/AdSlot";
import type { ContactBlocksProps } from "../ContactBlocks/ContactBlocks";
import type { NewsroomContactProps } from "../ContactBlocks/NewsroomContact";
import type { ImageFeedProps } from "../Embeds/ImageFeed";
import type { VideoEmbedProps } from "../Embeds/VideoEmbed";
import { ExternalLink } from "../ExternalLink/ExternalLink";
import { Hero, type HeroProps } from "../Hero/Hero";
import { HydrateWhenSeen } from "../HydrateWhenSeen/HydrateWhenSeen";
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

/** The elements the alias routes /home/, /about/, /news/ and /contact/ scroll to. */
const HOME: HomeAnchor = "home";
const ABOUT: HomeAnchor = "about";
const NEWS: HomeAnchor = "news";
const CONTACT: HomeAnchor = "contact";
/** Ids of the other parts whose code waits for a reader (src/content/reservedIds.ts lists them). */
const MEDIA = "video-and-photos";
const CONTACTS = "contacts";

/** Where the large ad goes among the sixteen sections. */
const MID_SECTIONS_AD_AFTER = 8;

/**
 * The code of every part below the first screen, on a phone and on a wide screen: a chunk of its
 * own, fetched when a reader comes near one of them or starts scrolling (HydrateWhenSeen).
 */
const belowTheFold = deferredModule(
  () => import(/* webpackChunkName: "front-page-below" */ "./belowTheFold"),
);

// Each part is memoised, so that the page's own updates (live weather) leave a part waiting to
// hydrate as the server sent it.

/** A section of stories: most of the page's markup. */
const HomeSectionBlock = memo(function HomeSectionBlock({
  section,
  ui,
}: {
  section: HomeSection;
  ui: UiText;
}) {
  return (
    <HydrateWhenSeen id={section.id} code={belowTheFold}>
      {({ SectionBlock, fetchLaterStories }) => (
        <SectionBlock
          category={section}
          stories={section.stories}
          totalCount={section.articleCount}
          loadLaterStories={() => fetchLaterStories(section.storiesPath)}
          ui={ui}
        />
      )}
    </HydrateWhenSeen>
  );
});

/** The video and the photo feed. */
const HomeMedia = memo(function HomeMedia({
  video,
  imageFeed,
  ui,
}: Pick<HomePageProps["home"], "video" | "imageFeed"> & { ui: UiText }) {
  return (
    <HydrateWhenSeen id={MEDIA} code={belowTheFold}>
      {({ VideoEmbed, ImageFeed }) => (
        <div id={MEDIA} className={styles.media}>
          <VideoEmbed
            video={video}
            playLabel={ui.playVideo}
            newTabLabel={ui.newTab}
            unavailableText={ui.embedUnavailable}
          />
          <ImageFeed
            feed={imageFeed}
            newTabLabel={ui.newTab}
            unavailableText={ui.embedUnavailable}
          />
        </div>
      )}
    </HydrateWhenSeen>
  );
});

/** The newsroom's tip form, then how to reach each team. */
const HomeContacts = memo(function HomeContacts({
  newsroom,
  heading,
  contacts,
}: {
  newsroom: NewsroomContactProps["newsroom"];
  heading: string;
  contacts: ContactBlocksProps["contacts"];
}) {
  return (
    <>
      <HydrateWhenSeen id={CONTACT} code={belowTheFold}>
        {({ NewsroomContact }) => <NewsroomContact id={CONTACT} newsroom={newsroom} />}
      </HydrateWhenSeen>
      <HydrateWhenSeen id={CONTACTS} code={belowTheFold}>
        {({ ContactBlocks }) => (
          <ContactBlocks id={CONTACTS} heading={heading} contacts={contacts} />
        )}
      </HydrateWhenSeen>
    </>
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

        <HomeMedia video={home.video} imageFeed={home.imageFeed} ui={ui} />

        <div id={NEWS} className={styles.sections}>
          {sections.map((section, index) => (
            <React.Fragment key={section.id}>
              <HomeSectionBlock section={section} ui={ui} />
              {index + 1 === MID_SECTIONS_AD_AFTER && ad("large")}
            </React.Fragment>
          ))}
        </div>

        <HomeContacts
          newsroom={home.newsroom}
          heading={home.contactsHeading}
          contacts={settings.contacts}
        />
      </div>
    </div>
  );
}
