/**
 * Reads the National Weather Service API (api.weather.gov): a station's latest observation and a
 * gridpoint's 12-hour forecast, turned into the weather box's figures in °F, % and mph. Anything
 * missing, null, out of range or of another shape gives `undefined`, and the box keeps its sample.
 */
import { isPlainObject } from "./isPlainObject";

/** The figures the weather box shows, as the content's sample gives them. */
export interface WeatherFigures {
  condition: string;
  temperatureF: number;
  highF: number;
  lowF: number;
  humidityPercent: number;
  windMph: number;
}

export interface CurrentConditions {
  condition: string;
  temperatureF: number;
  humidityPercent: number;
  windMph: number;
  observedAt: Date;
}

export interface HighLow {
  highF: number;
  lowF: number;
}

export type LiveWeather = WeatherFigures & { observedAt: Date };

/**
 * An observation older than this is no longer "current": a station that stopped reporting would
 * otherwise show yesterday's weather "as of 2:53 PM".
 */
export const MAX_OBSERVATION_AGE_MS = 3 * 60 * 60 * 1000;

/** Readings outside these are instrument or parsing faults (the content model allows the same). */
const RANGE = { temperatureF: [-60, 130], humidityPercent: [0, 100], windMph: [0, 200] } as const;

const KM_PER_MILE = 1.609344;

export const celsiusToFahrenheit = (celsius: number): number => (celsius * 9) / 5 + 32;
export const kmhToMph = (kmh: number): number => kmh / KM_PER_MILE;

/** Each conversion to the box's units, keyed by the WMO unit code's name (`wmoUnit:degC`). */
const TO_FAHRENHEIT: Record<string, (value: number) => number> = {
  degC: celsiusToFahrenheit,
  degF: (value) => value,
};
const TO_MPH: Record<string, (value: number) => number> = {
  "km_h-1": kmhToMph,
  "m_s-1": (value) => (value * 3600) / 1000 / KM_PER_MILE,
};
const TO_PERCENT: Record<string, (value: number) => number> = { percent: (value) => value };

const inRange = (value: number, [min, max]: readonly [number, number]) =>
  Number.isFinite(value) && value >= min && value <= max ? value : undefined;

/**
 * A quantitative value (`{ "unitCode": "wmoUnit:degC", "value": 22.8 }`) rounded in the box's
 * unit. Unit codes have been written `unit:degC` too, so only the name after the colon counts.
 */
function quantity(
  field: unknown,
  conversions: Record<string, (value: number) => number>,
  range: readonly [number, number],
): number | undefined {
  if (
    !isPlainObject(field) ||
    typeof field.value !== "number" ||
    typeof field.unitCode !== "string"
  ) {
    return undefined;
  }
  const convert = conversions[field.unitCode.slice(field.unitCode.indexOf(":") + 1)];
  // `+ 0` turns the -0 that rounding -0.4 gives into 0.
  return convert ? inRange(Math.round(convert(field.value)) + 0, range) : undefined;
}

const parseTime = (value: unknown): Date | undefined => {
  const time = typeof value === "string" ? new Date(value) : undefined;
  return time && !Number.isNaN(time.getTime()) ? time : undefined;
};

/** `/stations/{id}/observations/latest`: a GeoJSON Feature whose properties hold the readings. */
export function parseObservation(body: unknown, now: Date): CurrentConditions | undefined {
  const properties =
    isPlainObject(body) && isPlainObject(body.properties) ? body.properties : undefined;
  if (!properties) return undefined;
  const observedAt = parseTime(properties.timestamp);
  const condition =
    typeof properties.textDescription === "string" ? properties.textDescription.trim() : "";
  const temperatureF = quantity(properties.temperature, TO_FAHRENHEIT, RANGE.temperatureF);
  const humidityPercent = quantity(properties.relativeHumidity, TO_PERCENT, RANGE.humidityPercent);
  const windMph = quantity(properties.windSpeed, TO_MPH, RANGE.windMph);
  if (
    !observedAt ||
    now.getTime() - observedAt.getTime() > MAX_OBSERVATION_AGE_MS ||
    !condition ||
    temperatureF === undefined ||
    humidityPercent === undefined ||
    windMph === undefined
  ) {
    return undefined;
  }
  return { condition, temperatureF, humidityPercent, windMph, observedAt };
}

/**
 * A period's temperature in °F: a number with `temperatureUnit` "F" or "C" (the API's default),
 * or a quantitative value (what the API gives with its `forecast_temperature_qv` feature flag).
 */
function periodTemperature(period: Record<string, unknown>): number | undefined {
  const { temperature, temperatureUnit } = period;
  if (typeof temperature === "number" && typeof temperatureUnit === "string") {
    return quantity(
      { value: temperature, unitCode: `deg${temperatureUnit}` },
      TO_FAHRENHEIT,
      RANGE.temperatureF,
    );
  }
  return quantity(temperature, TO_FAHRENHEIT, RANGE.temperatureF);
}

/**
 * `/gridpoints/{office}/{x},{y}/forecast`: 12-hour periods, alternately day (6 AM to 6 PM) and
 * night. The high is the next daytime period's and the low the next night's, both from the two
 * periods that have not yet ended: by day today's high and tonight's low, after 6 PM tonight's
 * low and tomorrow's high, as the Weather Service's own forecast page shows them.
 */
export function parseForecast(body: unknown, now: Date): HighLow | undefined {
  const properties =
    isPlainObject(body) && isPlainObject(body.properties) ? body.properties : undefined;
  if (!properties || !Array.isArray(properties.periods)) return undefined;
  // A forecast the API has not refreshed still lists periods that are over.
  const upcoming = properties.periods
    .filter(isPlainObject)
    .filter((period) => (parseTime(period.endTime)?.getTime() ?? 0) > now.getTime())
    .slice(0, 2);
  const day = upcoming.find((period) => period.isDaytime === true);
  const night = upcoming.find((period) => period.isDaytime === false);
  const highF = day && periodTemperature(day);
  const lowF = night && periodTemperature(night);
  return highF === undefined || lowF === undefined ? undefined : { highF, lowF };
}

/** The box's live figures, or `undefined` when either answer cannot be read. */
export function parseLiveWeather(
  observation: unknown,
  forecast: unknown,
  now: Date,
): LiveWeather | undefined {
  const current = parseObservation(observation, now);
  const highLow = parseForecast(forecast, now);
  return current && highLow ? { ...current, ...highLow } : undefined;
}

/** Where a station's latest observation is, e.g. `https://api.weather.gov/stations/KDET/observations/latest`. */
export const latestObservationUrl = (apiUrl: string, stationId: string): string =>
  `${apiUrl.replace(/\/+$/, "")}/stations/${encodeURIComponent(stationId)}/observations/latest`;
