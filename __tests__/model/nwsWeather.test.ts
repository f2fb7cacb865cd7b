import fs from "fs";
import path from "path";
import {
  MAX_OBSERVATION_AGE_MS,
  celsiusToFahrenheit,
  kmhToMph,
  latestObservationUrl,
  parseForecast,
  parseLiveWeather,
  parseObservation,
} from "../../src/model/nwsWeather";

type Json = Record<string, unknown>;

/** Answers recorded from api.weather.gov (see __tests__/fixtures/nws/README.md). */
function fixture(name: string): Json {
  const file = path.join(__dirname, "..", "fixtures", "nws", name);
  return JSON.parse(fs.readFileSync(file, "utf8")) as Json;
}
/** `observations?limit=1` holds one Feature shaped as `observations/latest` answers it. */
const firstFeature = (name: string) => (fixture(name).features as Json[])[0]!;

const MINUTE = 60 * 1000;
const after = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE);

/** A copy of an answer with one observation property replaced. */
function withProperty(body: Json, name: string, value: unknown): Json {
  return { ...body, properties: { ...(body.properties as Json), [name]: value } };
}

describe("unit conversion", () => {
  it("turns degrees Celsius into Fahrenheit", () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(celsiusToFahrenheit(22.8)).toBeCloseTo(73.04);
  });

  it("turns kilometres per hour into miles per hour", () => {
    expect(kmhToMph(1.609344)).toBe(1);
    expect(kmhToMph(0)).toBe(0);
    expect(kmhToMph(24.12)).toBeCloseTo(14.99, 2);
  });
});

describe("parseObservation", () => {
  const latest = fixture("stations-KFLL-observations-latest.json");
  const observedAt = "2022-03-02T23:53:00+00:00";
  const now = after(observedAt, 30);

  it("reads a station's latest observation in °F, % and mph, rounded", () => {
    // 22.8 °C, 75.77 %, 7.56 km/h.
    expect(parseObservation(latest, now)).toEqual({
      condition: "Mostly Cloudy",
      temperatureF: 73,
      humidityPercent: 76,
      windMph: 5,
      observedAt: new Date(observedAt),
    });
  });

  it("reads the same Feature inside an observations list, calm wind included", () => {
    const calm = firstFeature("stations-KBHM-observations-limit-1.json");
    // 13.9 °C, 25.43 %, 0 km/h.
    expect(parseObservation(calm, after("2024-02-20T15:53:00+00:00", 10))).toMatchObject({
      condition: "Mostly Clear",
      temperatureF: 57,
      humidityPercent: 25,
      windMph: 0,
    });
  });

  it("gives nothing when a station reports null readings", () => {
    const missing = firstFeature("stations-KFLG-observations-limit-1.json");
    expect((missing.properties as Json).temperature).toMatchObject({ value: null });
    expect(parseObservation(missing, after("2024-02-20T17:57:00+00:00", 10))).toBeUndefined();
  });

  it("rounds to whole figures, never writing -0", () => {
    const rounded = (celsius: number) =>
      parseObservation(
        withProperty(latest, "temperature", { unitCode: "wmoUnit:degC", value: celsius }),
        now,
      )?.temperatureF;
    expect(rounded(-17.9)).toBe(0);
    expect(Object.is(rounded(-17.9), 0)).toBe(true);
    expect(rounded(-0.3)).toBe(31);
    expect(rounded(-25)).toBe(-13);
  });

  it("accepts unit codes in their older spelling and wind in metres per second", () => {
    const older = withProperty(latest, "temperature", { unitCode: "unit:degC", value: 10 });
    expect(parseObservation(older, now)?.temperatureF).toBe(50);
    const metres = withProperty(latest, "windSpeed", { unitCode: "wmoUnit:m_s-1", value: 10 });
    expect(parseObservation(metres, now)?.windMph).toBe(22);
  });

  it.each([
    ["a null temperature", "temperature", { unitCode: "wmoUnit:degC", value: null }],
    ["a null wind speed", "windSpeed", { unitCode: "wmoUnit:km_h-1", value: null }],
    ["a missing humidity", "relativeHumidity", undefined],
    ["a unit it cannot convert", "windSpeed", { unitCode: "wmoUnit:kt", value: 4 }],
    ["a number written as text", "temperature", { unitCode: "wmoUnit:degC", value: "22.8" }],
    ["a humidity out of range", "relativeHumidity", { unitCode: "wmoUnit:percent", value: 140 }],
    ["an empty description", "textDescription", ""],
    ["no time", "timestamp", null],
    ["a time that is not a date", "timestamp", "yesterday"],
  ])("gives nothing for %s", (_case, name, value) => {
    expect(parseObservation(withProperty(latest, name, value), now)).toBeUndefined();
  });

  it("gives nothing for an observation too old to be current", () => {
    expect(parseObservation(latest, after(observedAt, MAX_OBSERVATION_AGE_MS / MINUTE))).toEqual(
      expect.objectContaining({ temperatureF: 73 }),
    );
    expect(
      parseObservation(latest, after(observedAt, MAX_OBSERVATION_AGE_MS / MINUTE + 1)),
    ).toBeUndefined();
  });

  it.each([null, "<html>Service Unavailable</html>", [], {}, { properties: null }])(
    "gives nothing for an answer of another shape: %p",
    (body) => {
      expect(parseObservation(body, now)).toBeUndefined();
    },
  );
});

describe("parseForecast", () => {
  const forecast = fixture("gridpoints-BMX-32,69-forecast.json");
  const generatedAt = "2024-02-23T19:28:40+00:00";

  /** A copy of the forecast with its periods changed. */
  const withPeriods = (change: (periods: Json[]) => unknown[]): Json => ({
    ...forecast,
    properties: {
      ...(forecast.properties as Json),
      periods: change((forecast.properties as { periods: Json[] }).periods),
    },
  });

  it("by day, gives today's high and tonight's low", () => {
    // This Afternoon 69 °F, Tonight 44 °F.
    expect(parseForecast(forecast, new Date(generatedAt))).toEqual({ highF: 69, lowF: 44 });
  });

  it("after 6 PM, gives tonight's low and tomorrow's high", () => {
    // 7 PM in Birmingham: Tonight 44 °F, then Saturday 66 °F.
    expect(parseForecast(forecast, new Date("2024-02-24T01:00:00Z"))).toEqual({
      highF: 66,
      lowF: 44,
    });
  });

  it("skips periods that are over in a forecast the API has not refreshed", () => {
    // Saturday 7 AM: Saturday 66 °F, Saturday Night 35 °F.
    expect(parseForecast(forecast, new Date("2024-02-24T13:00:00Z"))).toEqual({
      highF: 66,
      lowF: 35,
    });
  });

  it("gives nothing once the forecast has run out", () => {
    expect(parseForecast(forecast, new Date("2024-03-02T00:00:00Z"))).toBeUndefined();
  });

  it("converts temperatures given in °C or as quantitative values", () => {
    const celsius = withPeriods((periods) =>
      periods.map((period) => ({ ...period, temperature: 20, temperatureUnit: "C" })),
    );
    expect(parseForecast(celsius, new Date(generatedAt))).toEqual({ highF: 68, lowF: 68 });
    const quantitative = withPeriods((periods) =>
      periods.map(({ temperatureUnit: _unit, ...period }) => ({
        ...period,
        temperature: { unitCode: "wmoUnit:degF", value: 51 },
      })),
    );
    expect(parseForecast(quantitative, new Date(generatedAt))).toEqual({ highF: 51, lowF: 51 });
  });

  it.each([
    ["no periods", () => []],
    ["two daytime periods", (periods: Json[]) => periods.map((p) => ({ ...p, isDaytime: true }))],
    ["a null temperature", (periods: Json[]) => [{ ...periods[0], temperature: null }, periods[1]]],
    ["an unknown unit", (periods: Json[]) => periods.map((p) => ({ ...p, temperatureUnit: "K" }))],
    ["periods without times", (periods: Json[]) => periods.map(({ endTime: _end, ...p }) => p)],
    ["periods that are not objects", () => [1, "Tonight"]],
  ])("gives nothing for %s", (_case, change) => {
    expect(parseForecast(withPeriods(change), new Date(generatedAt))).toBeUndefined();
  });

  it.each([null, "", { properties: {} }, { properties: { periods: "none" } }])(
    "gives nothing for an answer of another shape: %p",
    (body) => {
      expect(parseForecast(body, new Date(generatedAt))).toBeUndefined();
    },
  );
});

describe("parseLiveWeather", () => {
  const observation = fixture("stations-KFLL-observations-latest.json");
  const forecast = fixture("gridpoints-BMX-32,69-forecast.json");
  /** The recorded observation as if it had been made ten minutes before the forecast. */
  const now = new Date("2024-02-23T19:28:40Z");
  const current = withProperty(observation, "timestamp", "2024-02-23T19:18:00+00:00");

  it("joins the observation and the forecast into the box's figures", () => {
    expect(parseLiveWeather(current, forecast, now)).toEqual({
      condition: "Mostly Cloudy",
      temperatureF: 73,
      highF: 69,
      lowF: 44,
      humidityPercent: 76,
      windMph: 5,
      observedAt: new Date("2024-02-23T19:18:00Z"),
    });
  });

  it("gives nothing when either answer cannot be read", () => {
    expect(parseLiveWeather(current, { properties: {} }, now)).toBeUndefined();
    expect(parseLiveWeather(undefined, forecast, now)).toBeUndefined();
  });
});

describe("latestObservationUrl", () => {
  it("is the station's latest observation under the API's address", () => {
    expect(latestObservationUrl("https://api.weather.gov", "KDET")).toBe(
      "https://api.weather.gov/stations/KDET/observations/latest",
    );
    expect(latestObservationUrl("https://api.weather.gov/", "KDTW")).toBe(
      "https://api.weather.gov/stations/KDTW/observations/latest",
    );
  });
});

describe("the weather box's limits", () => {
  const latest = fixture("stations-KFLL-observations-latest.json");
  const observedAt = "2022-03-02T23:53:00+00:00";
  const now = after(observedAt, 30);
  const reading = (name: string, unitCode: string, value: unknown) =>
    parseObservation(withProperty(latest, name, { unitCode: `wmoUnit:${unitCode}`, value }), now);

  it("takes temperatures from -60 °F to 130 °F, and nothing beyond", () => {
    expect(reading("temperature", "degF", -60)?.temperatureF).toBe(-60);
    expect(reading("temperature", "degF", 130)?.temperatureF).toBe(130);
    expect(reading("temperature", "degF", -61)).toBeUndefined();
    expect(reading("temperature", "degF", 131)).toBeUndefined();
  });

  it("takes humidity from 0 % to 100 %, and nothing beyond", () => {
    expect(reading("relativeHumidity", "percent", 0)?.humidityPercent).toBe(0);
    expect(reading("relativeHumidity", "percent", 100)?.humidityPercent).toBe(100);
    expect(reading("relativeHumidity", "percent", -1)).toBeUndefined();
    expect(reading("relativeHumidity", "percent", 101)).toBeUndefined();
  });

  it("takes wind from 0 to 200 mph, and nothing beyond", () => {
    expect(reading("windSpeed", "km_h-1", 200 * 1.609344)?.windMph).toBe(200);
    expect(reading("windSpeed", "km_h-1", 201 * 1.609344)).toBeUndefined();
    expect(reading("windSpeed", "km_h-1", -1.609344)).toBeUndefined();
  });

  it("shows an observation up to three hours old", () => {
    expect(parseObservation(latest, after(observedAt, 180))?.temperatureF).toBe(73);
    expect(parseObservation(latest, after(observedAt, 181))).toBeUndefined();
  });

  it("trims the station's description, and needs it as text", () => {
    expect(parseObservation(withProperty(latest, "textDescription", " Fog "), now)?.condition).toBe(
      "Fog",
    );
    expect(parseObservation(withProperty(latest, "textDescription", null), now)).toBeUndefined();
  });

  it("needs a reading's unit code", () => {
    expect(
      parseObservation(withProperty(latest, "temperature", { value: 22.8 }), now),
    ).toBeUndefined();
  });

  it("needs the observation's time as an ISO date, not a number", () => {
    const time = Date.parse(observedAt);
    expect(parseObservation(withProperty(latest, "timestamp", time), now)).toBeUndefined();
  });
});

describe("the forecast's periods", () => {
  const forecast = fixture("gridpoints-BMX-32,69-forecast.json");
  const periods = (forecast.properties as { periods: Json[] }).periods;
  const withPeriods = (list: unknown[]): Json => ({
    ...forecast,
    properties: { ...(forecast.properties as Json), periods: list },
  });

  it("counts a period as over at its end time", () => {
    // 6 PM in Birmingham: This Afternoon is over; Tonight 44 °F, then Saturday 66 °F.
    expect(parseForecast(forecast, new Date("2024-02-23T18:00:00-06:00"))).toEqual({
      highF: 66,
      lowF: 44,
    });
  });

  it("reads a quantitative temperature even where the period still names a unit", () => {
    const quantitative = withPeriods(
      periods.map((period) => ({
        ...period,
        temperature: { unitCode: "wmoUnit:degC", value: 10 },
      })),
    );
    expect(parseForecast(quantitative, new Date("2024-02-23T19:28:40Z"))).toEqual({
      highF: 50,
      lowF: 50,
    });
  });

  it("skips a period that is null", () => {
    expect(
      parseForecast(withPeriods([null, ...periods]), new Date("2024-02-23T19:28:40Z")),
    ).toEqual({
      highF: 69,
      lowF: 44,
    });
  });

  it("looks no further than the next two periods", () => {
    // Two daytime periods in a row: no night among the next two, though a later one has one.
    const twoDays = withPeriods([
      periods[0],
      { ...periods[1], isDaytime: true },
      ...periods.slice(2),
    ]);
    expect(parseForecast(twoDays, new Date("2024-02-23T19:28:40Z"))).toBeUndefined();
  });
});

describe("latestObservationUrl at its edges", () => {
  it("drops every trailing slash of the API's address and escapes the station id", () => {
    expect(latestObservationUrl("https://api.weather.gov//", "K/DT")).toBe(
      "https://api.weather.gov/stations/K%2FDT/observations/latest",
    );
  });
});
