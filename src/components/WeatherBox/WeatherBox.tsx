import React from "react";
import { fillTemplate } from "../../model/templates";
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
    note: string;
  };
}

export function WeatherBox({ weather }: WeatherBoxProps) {
  const { units } = weather;
  const temperature = (value: number) => fillTemplate(units.temperature, { value });
  return (
    <section className={styles.weather} aria-labelledby="weather-heading">
      <h2 id="weather-heading" className={styles.heading}>
        {weather.heading}
      </h2>
      <p className={styles.location}>{weather.location}</p>
      <p className={styles.now}>
        <span className={styles.temperature}>{temperature(weather.temperatureF)}</span>
        <span>{weather.condition}</span>
      </p>
      <dl className={styles.details}>
        <div>
          <dt>{weather.labels.high}</dt>
          <dd>{temperature(weather.highF)}</dd>
        </div>
        <div>
          <dt>{weather.labels.low}</dt>
          <dd>{temperature(weather.lowF)}</dd>
        </div>
        <div>
          <dt>{weather.labels.humidity}</dt>
          <dd>{fillTemplate(units.humidity, { value: weather.humidityPercent })}</dd>
        </div>
        <div>
          <dt>{weather.labels.wind}</dt>
          <dd>{fillTemplate(units.wind, { value: weather.windMph })}</dd>
        </div>
      </dl>
      <p className={styles.note}>{weather.note}</p>
    </section>
  );
}
