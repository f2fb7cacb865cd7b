import React from "react";
import { screen, within } from "@testing-library/react";
import { WeatherBox, type WeatherBoxProps } from "../../src/components/WeatherBox/WeatherBox";
import type { LiveWeather } from "../../src/model/nwsWeather";
import { readContent } from "../support/content";
import { renderWithSite, siteData } from "../support/renderWithSite";

const weather = readContent<{ weather: WeatherBoxProps["weather"] }>("home.json").weather;
const { newTab } = siteData().ui;

/** Figures as the Weather Service might give them: 2:53 PM in Detroit on the test's day. */
const live: LiveWeather = {
  condition: "Light Snow and Fog/Mist",
  temperatureF: 7,
  highF: 12,
  lowF: -3,
  humidityPercent: 100,
  windMph: 5,
  observedAt: new Date("2026-11-22T19:53:00Z"),
};

const renderBox = (current?: LiveWeather) =>
  renderWithSite(<WeatherBox weather={weather} current={current} newTabLabel={newTab} />);

const region = () => screen.getByRole("region", { name: weather.heading });

/** What a reader sees in the box: each figure by its label, and the now line. */
function shownFigures() {
  const box = region();
  const figure = (label: string) =>
    within(box).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
  return {
    now: box.querySelector("p:nth-of-type(2)")?.textContent,
    high: figure(weather.labels.high),
    low: figure(weather.labels.low),
    humidity: figure(weather.labels.humidity),
    wind: figure(weather.labels.wind),
  };
}

describe("WeatherBox", () => {
  it("shows the content's sample, labelled as a sample, until live figures arrive", () => {
    renderBox();
    expect(shownFigures()).toEqual({
      now: "-7°FPartly cloudy",
      high: "-2°F",
      low: "-13°F",
      humidity: "100%",
      wind: "27 mph",
    });
    expect(within(region()).getByText(weather.note)).not.toHaveClass("replaced");
    expect(region()).toHaveAttribute("data-weather", "sample");
    expect(within(region()).queryByText(/National Weather Service, /)).toBeNull();
  });

  it("links to the forecast page in a new tab, saying so, whatever the figures", () => {
    for (const current of [undefined, live]) {
      const { unmount } = renderBox(current);
      const link = within(region()).getByRole("link", {
        name: `${weather.live.forecastLinkLabel} ${newTab}`,
      });
      expect(link).toHaveAttribute("href", weather.live.forecastPageUrl);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      unmount();
    }
  });

  it("shows live figures in the content's units with the source line in place of the label", () => {
    renderBox(live);
    expect(shownFigures()).toEqual({
      now: "7°FLight Snow and Fog/Mist",
      high: "12°F",
      low: "-3°F",
      humidity: "100%",
      wind: "5 mph",
    });
    expect(region()).toHaveAttribute("data-weather", "live");
    // Every word from content; the time in Detroit's zone.
    expect(
      within(region()).getByText(
        /^National Weather Service, Detroit City Airport, as of 2:53\sPM$/,
      ),
    ).toBeVisible();
    // The label keeps its place, hidden under the source line, so the box keeps its height.
    expect(within(region()).getByText(weather.note)).toHaveClass("replaced");
  });

  it("writes the source line with the content's templates", () => {
    const words = {
      ...weather.live,
      stationName: "Detroit Metro Airport",
      asOf: "observed {time}",
      source: "{asOf} at {station} (NWS)",
    };
    renderWithSite(
      <WeatherBox weather={{ ...weather, live: words }} current={live} newTabLabel={newTab} />,
    );
    expect(
      within(region()).getByText(/^observed 2:53\sPM at Detroit Metro Airport \(NWS\)$/),
    ).toBeInTheDocument();
  });

  it("has the same elements with either figures, and no live region to interrupt a reader", () => {
    const elements = (current?: LiveWeather) => {
      const { container, unmount } = renderBox(current);
      const tags = [...container.querySelectorAll("*")].map((element) =>
        element.closest(".note") ? `note ${element.tagName}` : element.tagName,
      );
      const liveRegions = container.querySelectorAll("[aria-live], [role=status], [role=alert]");
      unmount();
      return { tags, liveRegions: liveRegions.length };
    };
    const sample = elements();
    // The note holds the sample's label, then also the source line over it.
    expect(elements(live)).toEqual({
      tags: sample.tags.flatMap((tag) => (tag === "note SPAN" ? [tag, tag] : [tag])),
      liveRegions: 0,
    });
    expect(sample.liveRegions).toBe(0);
  });
});
