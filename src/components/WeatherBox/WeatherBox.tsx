import React, { type Ref } from "react";
import { formatClockTime } from "../../model/formatDate";
import type { LiveWeather } from "../../model/nwsWeather";
import { fillTemplate } from "../../model/templates";
import { ExternalLink } from "../ExternalLink/ExternalLink";
import { usePageLocale } from "../ReadTime/ReadTime";
import * as styles from "./WeatherBox.module.scss";

export interface WeatherBoxProps {
  weather: {
    heading: string;
    location: string;
    condition: string;
    temperatureF: number;
    highF: number;
    lowF: number;
    humidityPercent: number;
    windMph: number;
    labels: { high: string; low: string; humidity: string; wind: string };
    /** How each figure is written, e.g. `{value}°F`. */
    units: { temperature: string; humidity: string; wind: string };
    /** Labels the figures above as a sample. */
    note: string;
    live: {
      stationName: string;
      forecastPageUrl: string;
      forecastLinkLabel: string;
      /** e.g. `as of {time}` */
      asOf: string;
      /** e.g. `National Weather Service, {station}, {asOf}` */
      source: string;
    };
  };
  /** The Weather Service's figures once they have arrived; until then the content's sample. */
  current?: LiveWeather;
  newTabLabel: string;
  /** The box's element, for whoever waits for it to be on screen (useLiveWeather). */
  boxRef?: Ref<HTMLElement>;
  /**
   * On an edition's page: the language the Weather Service writes its condition in (English),
   * which the live condition is then marked with.
   */
  serviceLanguage?: string;
}

export function WeatherBox({
  weather,
  current,
  newTabLabel,
  boxRef,
  serviceLanguage,
}: WeatherBoxProps) {
  const locale = usePageLocale();
  const { units, live } = weather;
  const figures = current ?? weather;
  // Figures in the page's numerals, and in an Arabic edition with the mark that keeps a minus
  // sign before its digits in right-to-left text.
  const figure = (value: number) => value.toLocaleString(locale);
  const temperature = (value: number) => fillTemplate(units.temperature, { value: figure(value) });
  const source =
    current &&
    fillTemplate(live.source, {
      station: live.stationName,
      asOf: fillTemplate(live.asOf, { time: formatClockTime(current.observedAt, locale) }),
    });
  // Same elements and reserved sizes whichever figures are shown, so nothing moves when the
  // live ones replace the sample. No live region: the figures are not worth interrupting for.
  return (
    <section
      ref={boxRef}
      className={styles.weather}
      aria-labelledby="weather-heading"
      data-weather={current ? "live" : "sample"}
    >
      <h2 id="weather-heading" className={styles.heading}>
        {weather.heading}
      </h2>
      <p className={styles.location}>{weather.location}</p>
      <p className={styles.now}>
        <span className={styles.temperature}>{temperature(figures.temperatureF)}</span>
        <span className={styles.condition} lang={current ? serviceLanguage : undefined}>
          {figures.condition}
        </span>
      </p>
      {/* New elements for new figures: a right-aligned value of another width is new text in
          place, not old text moved (which browsers count as a layout shift). */}
      <dl className={styles.details} key={current ? "live" : "sample"}>
        <div>
          <dt>{weather.labels.high}</dt>
          <dd>{temperature(figures.highF)}</dd>
        </div>
        <div>
          <dt>{weather.labels.low}</dt>
          <dd>{temperature(figures.lowF)}</dd>
        </div>
        <div>
          <dt>{weather.labels.humidity}</dt>
          <dd>{fillTemplate(units.humidity, { value: figure(figures.humidityPercent) })}</dd>
        </div>
        <div>
          <dt>{weather.labels.wind}</dt>
          <dd>{fillTemplate(units.wind, { value: figure(figures.windMph) })}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {/* The sample's label keeps its place (hidden) under the source line, so the box keeps its height. */}
        <span className={source ? styles.replaced : undefined}>{weather.note}</span>
        {source && <span>{source}</span>}
      </p>
      <p className={styles.forecastLink}>
        <ExternalLink href={live.forecastPageUrl} newTabLabel={newTabLabel}>
          {live.forecastLinkLabel}
        </ExternalLink>
      </p>
    </section>
  );
}
