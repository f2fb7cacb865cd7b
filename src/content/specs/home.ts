/** content/home.json: the front page's ticker, hero, weather, embeds and blocks. */
import {
  boolean,
  integer,
  linkedRef,
  list,
  object,
  optional,
  prose,
  ref,
  template,
  text,
  url,
} from "../fields";
import type { ContentFileSpec } from "../types";

/** The breaking-news ticker: the front page's, and each edition's in its language. */
export const tickerSpec = object(
  {
    label: text("Names the ticker for screen readers and beside it: Breaking"),
    items: list(text()),
  },
  "Ticker",
);

/** The weather box's labels and units: the front page's, and each edition's in its language. */
export const weatherLabels = object(
  { high: text(), low: text(), humidity: text(), wind: text() },
  "WeatherLabels",
);
export const weatherUnits = object(
  {
    temperature: template(["value"], "How a temperature is shown, e.g. {value}°F"),
    humidity: template(["value"], "How the humidity is shown, e.g. {value}%"),
    wind: template(["value"], "How the wind speed is shown, e.g. {value} mph"),
  },
  "WeatherUnits",
);
export const weatherNote = text("Says the figures are a sample; shown until live figures arrive");
export const weatherForecastLinkLabel = text("Text of the link to the forecast page");
export const weatherAsOf = template(["time"], "When the figures were observed, e.g. as of {time}");
export const weatherSource = template(
  ["station", "asOf"],
  "Replaces the note when live figures are shown, e.g. National Weather Service, {station}, {asOf}",
);

export const homeSpec = {
  path: "home.json",
  schemaName: "home",
  root: object(
    {
      ticker: tickerSpec,
      hero: object(
        {
          kicker: text(),
          storySlug: optional(
            linkedRef(
              "story",
              "story",
              "A story the newsroom wrote, by its slug: the hero shows its headline, summary, byline and picture and links to its page. Without it, write the hero's title, summary, byline and picture here",
            ),
          ),
          title: optional(text("Only without storySlug: the hero's headline")),
          summary: optional(text("Only without storySlug")),
          byline: optional(text("Only without storySlug, e.g. By Elena Kowalski")),
          imageUrl: optional(url("Only without storySlug: the picture, 1200 by 675 pixels")),
          imageAlt: optional(
            text("Only without storySlug: describe the picture for readers who cannot see it"),
          ),
          sectionId: ref("category", "Category whose section the hero links to"),
          linkLabel: text(),
        },
        "HeroStory",
      ),
      weather: object(
        {
          heading: text(),
          location: text(),
          condition: text(),
          temperatureF: integer(-60, 130),
          highF: integer(-60, 130),
          lowF: integer(-60, 130),
          humidityPercent: integer(0, 100),
          windMph: integer(0, 200),
          labels: weatherLabels,
          units: weatherUnits,
          note: weatherNote,
          live: object(
            {
              enabled: boolean("Replace the sample with the National Weather Service's figures"),
              apiUrl: url("The National Weather Service API, https://api.weather.gov"),
              stationId: text("Station whose latest observation is shown, e.g. KDET or KDTW"),
              stationName: text("The station's name in the source line, e.g. Detroit City Airport"),
              forecastUrl: url(
                "Gridpoint forecast for the high and low, e.g. https://api.weather.gov/gridpoints/DTX/65,33/forecast",
              ),
              forecastPageUrl: url("The forecast page readers are linked to"),
              forecastLinkLabel: weatherForecastLinkLabel,
              timeoutMs: integer(
                1000,
                30000,
                "Milliseconds to wait for the figures before keeping the sample",
              ),
              asOf: weatherAsOf,
              source: weatherSource,
            },
            "WeatherLive",
          ),
        },
        "WeatherSample",
      ),
      about: object({ heading: text(), text: prose() }, "AboutBlock"),
      sisterSitesHeading: text(),
      video: object(
        {
          heading: text(),
          title: text("Names the video for screen readers"),
          description: text(),
          embedUrl: url(),
          watchUrl: url("Where the video can be watched if the player cannot load"),
        },
        "VideoEmbed",
      ),
      imageFeed: object(
        {
          heading: text(),
          title: text("Names the feed for screen readers"),
          description: text(),
          embedUrl: url(),
          profileUrl: url(),
          profileLabel: text(),
        },
        "ImageFeedEmbed",
      ),
      newsroom: object(
        {
          heading: text(),
          text: text(),
          formTitle: text("Names the tip form for screen readers"),
          formUrl: url("Address of the embedded tip form, without the category"),
          formScriptUrl: url(),
          formCategory: text("Sent to the form as its category parameter"),
          fallbackText: text("Shown next to the form in case it cannot load"),
        },
        "NewsroomContact",
      ),
      contactsHeading: text(),
      showSampleStories: boolean(
        "Fill each section with the spec's sample stories after the stories the newsroom wrote",
      ),
    },
    "HomeContent",
  ),
  nodes: { kind: "file" },
} as const satisfies ContentFileSpec;

/** The hero's own story, written in home.json when `storySlug` names none, and only then. */
export const HERO_OWN_FIELDS = ["title", "summary", "byline", "imageUrl", "imageAlt"] as const;
