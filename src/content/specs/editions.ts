/** content/editions/*.json: the Herald in another language, a file per edition (es, ar). */
import { id, list, object, oneOf, ref, text } from "../fields";
import type { ContentFileSpec } from "../types";
import {
  tickerSpec,
  weatherAsOf,
  weatherForecastLinkLabel,
  weatherLabels,
  weatherNote,
  weatherSource,
  weatherUnits,
} from "./home";
import { uiSpec } from "./ui";

/**
 * An edition is a language, not a second site: the same sections and stories, its own interface
 * copy. Every text of content/ui.json and every section needs its translation here, so a missing
 * one fails the build by name instead of showing English unannounced.
 */
export const editionSpec = {
  path: "editions/*.json",
  folder: "editions",
  schemaName: "edition",
  root: object(
    {
      id: id("The language's code, also the edition's address: es for /es/, ar for /ar/"),
      name: text("The language's name in that language, as the language menu shows it: Español"),
      direction: oneOf(["ltr", "rtl"], "How the language is written: rtl for Arabic"),
      numerals: oneOf(
        ["latn", "arab"],
        "Digits of dates and numbers: latn for 0123456789, arab for ٠١٢٣٤٥٦٧٨٩",
      ),
      tagline: text("The masthead's line in this language"),
      englishStory: text(
        "Marks an English story an edition shows where too few are translated: En inglés",
      ),
      englishPage: text("Above a page that is only in English: Esta página está en inglés."),
      fillNotice: text(
        "At the top of the edition's front page while few stories are translated: says each section shows its newest stories in English",
      ),
      topStory: text(
        "Above the edition's top story, the translation of the front page's (else its newest): Noticia principal",
      ),
      sections: list(
        object(
          {
            category: ref("category"),
            title: text(),
            description: text(),
            navLabel: text("Short label in the header menu"),
          },
          "EditionSection",
        ),
        { uniqueBy: "category", oneFor: "category", description: "Every section, translated" },
      ),
      ticker: tickerSpec,
      weather: object(
        {
          heading: text(),
          location: text(),
          condition: text("The sample's condition (the Weather Service's live one is in English)"),
          labels: weatherLabels,
          units: weatherUnits,
          note: weatherNote,
          forecastLinkLabel: weatherForecastLinkLabel,
          asOf: weatherAsOf,
          source: weatherSource,
        },
        "EditionWeather",
      ),
      ui: uiSpec.root,
    },
    "Edition",
  ),
  nodes: { kind: "eachFile", computed: { path: text("Address of the edition's front page") } },
} as const satisfies ContentFileSpec;
