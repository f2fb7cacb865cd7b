import { useEffect, useState, type RefObject } from "react";
import type { LiveWeather } from "../model/nwsWeather";
import { afterFirstPaint } from "./afterFirstPaint";
import { whenNearViewport } from "./whenNearViewport";

const noop = () => undefined;

export interface LiveWeatherSettings {
  enabled: boolean;
  apiUrl: string;
  stationId: string;
  forecastUrl: string;
  timeoutMs: number;
}

/**
 * The National Weather Service's current figures, asked for once the page has painted and the
 * weather box (`box`, when given) is on screen: a reader who never scrolls to it costs neither the
 * requests nor the chunk that reads them, and one who does sees the sample until then. Until
 * they arrive, and for good if the reader's chunk or a request fails, times out or answers
 * something unreadable, this is `undefined` and the box keeps the sample it was rendered with.
 */
export function useLiveWeather(
  { enabled, apiUrl, stationId, forecastUrl, timeoutMs }: LiveWeatherSettings,
  box?: RefObject<Element>,
): LiveWeather | undefined {
  const [weather, setWeather] = useState<LiveWeather>();

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    let timer: number | undefined;
    let cancelPaintWait = () => undefined as void;
    const ask = () => {
      timer = window.setTimeout(() => controller.abort(), timeoutMs);
      const read = (url: string) =>
        fetch(url, { signal: controller.signal }).then((response) =>
          response.ok ? response.json() : undefined,
        );
      // The Weather Service's reader is needed only now, after paint: a chunk of its own, kept
      // out of the front page's first load.
      import(/* webpackChunkName: "live-weather" */ "../model/nwsWeather")
        .then(({ latestObservationUrl, parseLiveWeather }) =>
          Promise.all([read(latestObservationUrl(apiUrl, stationId)), read(forecastUrl)]).then(
            ([observation, forecast]) => parseLiveWeather(observation, forecast, new Date()),
          ),
        )
        .then((live) => {
          if (live) setWeather(live);
        })
        // The browser has logged the failed request; the sample and its label stay, which is
        // the honest outcome, so there is nothing more to report.
        .catch(() => undefined)
        .finally(() => window.clearTimeout(timer));
    };
    const start = () => {
      cancelPaintWait = afterFirstPaint(ask);
    };
    // Without a box to watch, ask at once (after paint).
    const element = box?.current;
    let cancelViewportWait: () => void = noop;
    if (element) cancelViewportWait = whenNearViewport(element, start, "0px");
    else start();
    return () => {
      cancelViewportWait();
      cancelPaintWait();
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, apiUrl, stationId, forecastUrl, timeoutMs, box]);

  return weather;
}
