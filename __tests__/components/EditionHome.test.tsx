import React from "react";
import { screen, within } from "@testing-library/react";
import { EditionHome, type EditionHomeProps } from "../../src/components/EditionHome/EditionHome";
import type { HomePageProps } from "../../src/components/HomePage/HomePage";
import type { UiText } from "../../src/hooks/useSiteData";
import { editionWeather, type EditionWeatherCopy } from "../../src/model/editionHome";
import type { StoryItem } from "../../src/model/stories";
import { readContent } from "../support/content";
import { renderWithSite } from "../support/renderWithSite";
import { ReadTimeProvider } from "../../src/components/ReadTime/ReadTime";
import { calendarDay, editionLocale } from "../../src/model/formatDate";

const arabic = readContent<{
  id: string;
  tagline: string;
  topStory: string;
  fillNotice: string;
  englishStory: string;
  ticker: { label: string; items: string[] };
  sections: { category: string; title: string; description: string }[];
  weather: EditionWeatherCopy;
  ui: UiText;
}>("editions/ar.json");
const home = readContent<HomePageProps["home"]>("home.json");

const story = (id: string, position: number): StoryItem => ({
  articleId: `${id}-${position}`,
  title: `English headline ${position}`,
  summary: "An English summary.",
  author: "Renee Okafor",
  ageMinutes: position * 60,
  imageUrl: null,
});

function renderEdition(hero?: EditionHomeProps["hero"]) {
  const sections = arabic.sections.slice(0, 2).map((named) => ({
    id: named.category,
    title: named.title,
    description: named.description,
    articleCount: 2,
    storiesPath: `/stories/${named.category}.json`,
    stories: [story(named.category, 1), story(named.category, 2)],
  }));
  // As the layout gives an edition's page: its dates, lists and numbers in its locale.
  renderWithSite(
    <ReadTimeProvider
      buildDay={calendarDay(Date.parse("2026-11-24T12:00:00Z"), editionLocale("ar", "latn"))}
    >
      <EditionHome
        siteName="The Detroit Herald"
        edition={arabic}
        hero={hero}
        sections={sections}
        // The sample figures only: no request to the Weather Service in a unit test.
        weather={editionWeather(
          { ...home.weather, live: { ...home.weather.live, enabled: false } },
          arabic.weather,
        )}
        serviceLanguage="en-US"
        ui={arabic.ui}
      />
    </ReadTimeProvider>,
  );
  return sections;
}

describe("EditionHome", () => {
  it("says how it fills its sections while few stories are translated", () => {
    renderEdition();
    expect(screen.getByText(arabic.fillNotice)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(arabic.tagline);
  });

  it("shows every section under its name in the edition's language", () => {
    const sections = renderEdition();
    for (const section of sections) {
      expect(screen.getByRole("heading", { level: 2, name: section.title })).toBeInTheDocument();
    }
  });

  it("marks each English story, its headline and summary in English for screen readers", () => {
    renderEdition();
    for (const article of screen.getAllByRole("article")) {
      expect(within(article).getByText(arabic.englishStory)).toBeInTheDocument();
      expect(within(article).getByRole("heading", { level: 3 })).toHaveAttribute("lang", "en");
      expect(within(article).getByText("An English summary.")).toHaveAttribute("lang", "en");
    }
  });

  it("runs the edition's own breaking-news ticker, in its language", () => {
    renderEdition();
    const ticker = screen.getByRole("region", { name: arabic.ticker.label });
    expect(
      within(ticker)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(arabic.ticker.items);
    expect(within(ticker).getByRole("button", { name: arabic.ui.pauseTicker })).toBeInTheDocument();
  });

  it("shows the front page's weather figures in the edition's words", () => {
    renderEdition();
    const weather = screen.getByRole("region", { name: arabic.weather.heading });
    expect(within(weather).getByText(arabic.weather.condition)).toBeInTheDocument();
    expect(within(weather).getByText(arabic.weather.labels.humidity)).toBeInTheDocument();
    expect(
      within(weather).getByText(
        // In Arabic numbers, with the mark that keeps a minus sign before its digits.
        arabic.weather.units.temperature.replace(
          "{value}",
          home.weather.temperatureF.toLocaleString("ar-u-nu-latn"),
        ),
      ),
    ).toBeInTheDocument();
    expect(
      within(weather).getByRole("link", {
        name: new RegExp(arabic.weather.forecastLinkLabel.replace(/[()]/g, "\\$&")),
      }),
    ).toHaveAttribute("href", home.weather.live.forecastPageUrl);
  });

  it("writes its interface, bylines included, in the edition's language", () => {
    renderEdition();
    const [first] = screen.getAllByRole("article");
    expect(first).toHaveTextContent(arabic.ui.byline.replace("{author}", "Renee Okafor"));
  });

  it("leads with its top story, a translation bylined in its language, else with its notice", () => {
    renderEdition({
      kicker: arabic.topStory,
      story: {
        path: "/ar/local-news/asifa/",
        headline: "عاصفة تضرب ديترويت",
        summary: "ملخص",
        authorNames: "Renee Okafor وKeisha Lamont",
        imageUrl: null,
      },
      sectionId: "local-news",
      linkLabel: "الأخبار المحلية",
    });
    const hero = screen.getByRole("article", { name: "عاصفة تضرب ديترويت" });
    expect(within(hero).getByText(arabic.topStory)).toBeInTheDocument();
    expect(within(hero).getByRole("link", { name: "عاصفة تضرب ديترويت" })).toHaveAttribute(
      "href",
      "/ar/local-news/asifa/",
    );
    expect(within(hero).getByRole("link", { name: "الأخبار المحلية" })).toHaveAttribute(
      "href",
      "#local-news",
    );
    // Its byline in the edition's words, with the names as the build joined them.
    expect(hero).toHaveTextContent(
      arabic.ui.byline.replace("{author}", "Renee Okafor وKeisha Lamont"),
    );
    // The notice still says how the sections are filled.
    expect(screen.getByText(arabic.fillNotice)).toBeInTheDocument();
  });
});
