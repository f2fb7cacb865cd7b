import fs from "fs";
import path from "path";
import { act, renderHook } from "@testing-library/react";
import { useLiveWeather, type LiveWeatherSettings } from "../../src/browser/useLiveWeather";
import {
  installFakeIntersectionObserver,
  observed,
  removeFakeIntersectionObserver,
  showOnScreen,
} from "../support/fakeIntersectionObserver";

type Json = Record<string, unknown>;
const fixture = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "fixtures", "nws", name), "utf8")) as Json;

const NOW = new Date("2024-02-23T19:28:40Z");
const observation = fixture("stations-KFLL-observations-latest.json");
/** The recorded observation, made ten minutes before "now". */
const currentObservation = {
  ...observation,
  properties: { ...(observation.properties as Json), timestamp: "2024-02-23T19:18:00+00:00" },
};
const forecast = fixture("gridpoints-BMX-32,69-forecast.json");

const settings: LiveWeatherSettings = {
  enabled: true,
  apiUrl: "https://api.weather.gov",
  stationId: "KDET",
  forecastUrl: "https://api.weather.gov/gridpoints/DTX/65,33/forecast",
  timeoutMs: 4000,
};
const OBSERVATION_URL = "https://api.weather.gov/stations/KDET/observations/latest";

const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

/** A request that never answers until it is aborted, as a hung server does. */
const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener("abort", () =>
      reject(new DOMException("Aborted", "AbortError")),
    ),
  );

/** Lets the page "paint" (afterFirstPaint falls back to a 200 ms timer in jsdom) and answers settle. */
async function afterPaint(ms = 200) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe("useLiveWeather", () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it("asks for the station's latest observation and the forecast after first paint", async () => {
    fetchMock.mockImplementation((url) =>
      answer(url === OBSERVATION_URL ? currentObservation : forecast),
    );
    const { result } = renderHook(() => useLiveWeather(settings));
    expect(result.current).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    await afterPaint();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      OBSERVATION_URL,
      settings.forecastUrl,
    ]);
    expect(result.current).toMatchObject({ temperatureF: 73, highF: 69, lowF: 44, windMph: 5 });
  });

  it("keeps the sample when the service answers with an error", async () => {
    fetchMock.mockImplementation((url) =>
      url === OBSERVATION_URL ? answer({ title: "Unexpected Problem" }, 500) : answer(forecast),
    );
    const { result } = renderHook(() => useLiveWeather(settings));
    await afterPaint();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current).toBeUndefined();
  });

  it("keeps the sample when an answer cannot be read", async () => {
    fetchMock.mockImplementation(() => answer({ properties: { periods: "none" } }));
    const { result } = renderHook(() => useLiveWeather(settings));
    await afterPaint();
    expect(result.current).toBeUndefined();
  });

  it("gives up after the content's timeout, aborting the requests", async () => {
    fetchMock.mockImplementation(hang);
    const { result } = renderHook(() => useLiveWeather(settings));
    await afterPaint();
    const signal = fetchMock.mock.calls[0]![1]!.signal!;
    await afterPaint(settings.timeoutMs - 1);
    expect(signal.aborted).toBe(false);
    await afterPaint(1);
    expect(signal.aborted).toBe(true);
    expect(result.current).toBeUndefined();
  });

  it("stops asking when the page goes away", async () => {
    fetchMock.mockImplementation(hang);
    const { unmount } = renderHook(() => useLiveWeather(settings));
    await afterPaint();
    const signal = fetchMock.mock.calls[0]![1]!.signal!;
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it("asks nothing when content switches live weather off", async () => {
    const { result } = renderHook(() => useLiveWeather({ ...settings, enabled: false }));
    await afterPaint(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
  });

  it("waits for the weather box to be on screen before asking", async () => {
    fetchMock.mockImplementation((url) =>
      answer(url === OBSERVATION_URL ? currentObservation : forecast),
    );
    installFakeIntersectionObserver();
    try {
      const box = { current: document.createElement("section") };
      const { result } = renderHook(() => useLiveWeather(settings, box));
      await afterPaint(10_000);
      expect(observed()).toEqual([box.current]);
      expect(fetchMock).not.toHaveBeenCalled();
      act(() => showOnScreen(box.current));
      await afterPaint();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(result.current).toMatchObject({ temperatureF: 73 });
    } finally {
      removeFakeIntersectionObserver();
    }
  });
});
