import React from "react";
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
    note: string;
  };
}

export function WeatherBox({ weather }: WeatherBoxProps) {
  return (
    <section className={styles.weather} aria-labelledby="weather-heading">
      <h2 id="weather-heading" className={styles.heading}>
        {weather.heading}
      </h2>
      <p className={styles.location}>{weather.location}</p>
      <p className={styles.now}>
        <span className={styles.temperature}>{weather.temperatureF}°F</span>
        <span>{weather.condition}</span>
      </p>
      <dl className={styles.details}>
        <div>
          <dt>{weather.labels.high}</dt>
          <dd>{weather.highF}°F</dd>
        </div>
        <div>
          <dt>{weather.labels.low}</dt>
          <dd>{weather.lowF}°F</dd>
        </div>
        <div>
          <dt>{weather.labels.humidity}</dt>
          <dd>{weather.humidityPercent}%</dd>
        </div>
        <div>
          <dt>{weather.labels.wind}</dt>
          <dd>{weather.windMph} mph</dd>
        </div>
      </dl>
      <p className={styles.note}>{weather.note}</p>
    </section>
  );
}
