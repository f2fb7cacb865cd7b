/**
 * The content model: one declarative description of every JSON file in `content/`.
 * The build-time validator, the editors' JSON Schemas and the GraphQL types are all
 * derived from it, so the three can never disagree.
 */

export type StringFormat =
  "text" | "id" | "url" | "email" | "phone" | "date" | "template" | "urlTemplate" | "prose";

export type FieldSpec = (
  | { kind: "string"; format?: StringFormat; placeholders?: readonly string[] }
  | { kind: "integer"; min?: number; max?: number }
  | { kind: "boolean" }
  | { kind: "array"; items: FieldSpec; minItems?: number; maxItems?: number; uniqueBy?: string }
  | ObjectSpec
  | {
      kind: "record";
      /** Keys must be the ids of the categories. */
      keys: "categoryId";
      values: FieldSpec;
    }
) & {
  optional?: boolean;
  /** Shown to editors as a hint in their editor. */
  description?: string;
};

export interface ObjectSpec {
  kind: "object";
  /** GraphQL type name; nested objects without one are named after their parent and field. */
  typeName?: string;
  fields: Record<string, FieldSpec>;
}

export interface ContentFileSpec {
  /** Path under `content/`. */
  path: string;
  /** Where the JSON Schema for editors is written, under `content/schemas/`. */
  schemaName: string;
  root: ObjectSpec & { typeName: string };
}

/**
 * Facts about the publication that are written once in content and quoted elsewhere by
 * placeholder, so the copy can never disagree with them: `{foundingYear}` in any prose field
 * becomes the founding year from site.json. The build fills them in before pages read the text.
 */
export const CONTENT_FACTS = {
  foundingYear: { file: "site.json", field: ["foundingYear"], grouped: false },
  publicationCount: {
    file: "partners.json",
    field: ["network", "publicationCount"],
    /** Written with the language's thousands separator: 3,000. */
    grouped: true,
  },
} as const satisfies Record<string, { file: string; field: readonly string[]; grouped: boolean }>;

export type ContentFactName = keyof typeof CONTENT_FACTS;
export const CONTENT_FACT_NAMES = Object.keys(CONTENT_FACTS) as ContentFactName[];

const text = (description?: string): FieldSpec => ({ kind: "string", format: "text", description });
/** Reader-facing text that may quote the facts above by placeholder, and must not copy them. */
const prose = (description?: string): FieldSpec => ({
  kind: "string",
  format: "prose",
  placeholders: CONTENT_FACT_NAMES,
  description,
});
const id = (description?: string): FieldSpec => ({ kind: "string", format: "id", description });
const url = (description?: string): FieldSpec => ({ kind: "string", format: "url", description });
const email = (description?: string): FieldSpec => ({
  kind: "string",
  format: "email",
  description,
});
const phone = (description?: string): FieldSpec => ({
  kind: "string",
  format: "phone",
  description,
});
const date = (description?: string): FieldSpec => ({ kind: "string", format: "date", description });
const template = (placeholders: readonly string[], description?: string): FieldSpec => ({
  kind: "string",
  format: "template",
  placeholders,
  description,
});
/** A web address with placeholders, filled in per item (e.g. a picture address per story). */
const urlTemplate = (placeholders: readonly string[], description?: string): FieldSpec => ({
  kind: "string",
  format: "urlTemplate",
  placeholders,
  description,
});
const list = (items: FieldSpec, extra: Partial<{ minItems: number; maxItems: number }> = {}) =>
  ({ kind: "array", items, minItems: 1, ...extra }) as const;
const object = (fields: Record<string, FieldSpec>, typeName?: string): ObjectSpec => ({
  kind: "object",
  fields,
  typeName,
});

const contact = object(
  {
    id: id("editorial, press or advertising"),
    title: text("Heading of the contact block"),
    description: text(),
    email: email(),
    phone: phone(),
  },
  "ContactPoint",
);

export const siteSpec: ContentFileSpec = {
  path: "site.json",
  schemaName: "site",
  root: object(
    {
      name: text("Masthead name, e.g. The Detroit Herald"),
      shortName: text("Short name for the home-screen icon"),
      tagline: text(),
      city: text(),
      region: text("State or region, e.g. Michigan"),
      language: text("Language tag of the site, e.g. en-US"),
      foundingYear: {
        kind: "integer",
        min: 1600,
        max: 2100,
        description: "Year founded; other texts quote it as {foundingYear}",
      },
      description: prose("Default description for search engines"),
      keywords: list(text()),
      address: text("Postal address of the newsroom"),
      countryCode: text("Two-letter country code of the postal address, e.g. US"),
      networkName: text("Name of the network the masthead belongs to"),
      contacts: { kind: "array", items: contact, minItems: 3, maxItems: 3, uniqueBy: "id" },
      sisterSites: {
        kind: "array",
        items: object({ id: id(), name: text(), description: text(), url: url() }, "SisterSite"),
        minItems: 3,
        maxItems: 3,
        uniqueBy: "id",
      },
      donationUrl: url("External page where readers donate"),
      ads: object(
        {
          scriptUrl: url("The ad network's script, injected into the first ad slot a page shows"),
          publisherId: text("Publisher id given by the ad network"),
          slotIds: object(
            {
              small: text("Ad unit id of the small slots (200 px), given by the ad network"),
              medium: text("Ad unit id of the medium slot beside the top story (300 px)"),
              large: text("Ad unit id of the large slot among the sections (400 px)"),
            },
            "AdSlotIds",
          ),
        },
        "AdSettings",
      ),
    },
    "SiteSettings",
  ) as ContentFileSpec["root"],
};

export const homeSpec: ContentFileSpec = {
  path: "home.json",
  schemaName: "home",
  root: object(
    {
      ticker: object({ label: text(), items: list(text()) }, "Ticker"),
      hero: object(
        {
          kicker: text(),
          title: text(),
          summary: text(),
          byline: text(),
          imageUrl: url(),
          imageAlt: text("Describe the picture for readers who cannot see it"),
          sectionId: id("Category whose section the hero links to"),
          linkLabel: text(),
        },
        "HeroStory",
      ),
      weather: object(
        {
          heading: text(),
          location: text(),
          condition: text(),
          temperatureF: { kind: "integer", min: -60, max: 130 },
          highF: { kind: "integer", min: -60, max: 130 },
          lowF: { kind: "integer", min: -60, max: 130 },
          humidityPercent: { kind: "integer", min: 0, max: 100 },
          windMph: { kind: "integer", min: 0, max: 200 },
          labels: object(
            { high: text(), low: text(), humidity: text(), wind: text() },
            "WeatherLabels",
          ),
          units: object(
            {
              temperature: template(["value"], "How a temperature is shown, e.g. {value}°F"),
              humidity: template(["value"], "How the humidity is shown, e.g. {value}%"),
              wind: template(["value"], "How the wind speed is shown, e.g. {value} mph"),
            },
            "WeatherUnits",
          ),
          note: text("Says the figures are a sample; shown until live figures arrive"),
          live: object(
            {
              enabled: {
                kind: "boolean",
                description: "Replace the sample with the National Weather Service's figures",
              },
              apiUrl: url("The National Weather Service API, https://api.weather.gov"),
              stationId: text("Station whose latest observation is shown, e.g. KDET or KDTW"),
              stationName: text("The station's name in the source line, e.g. Detroit City Airport"),
              forecastUrl: url(
                "Gridpoint forecast for the high and low, e.g. https://api.weather.gov/gridpoints/DTX/65,33/forecast",
              ),
              forecastPageUrl: url("The forecast page readers are linked to"),
              forecastLinkLabel: text("Text of the link to the forecast page"),
              timeoutMs: {
                kind: "integer",
                min: 1000,
                max: 30000,
                description: "Milliseconds to wait for the figures before keeping the sample",
              },
              asOf: template(["time"], "When the figures were observed, e.g. as of {time}"),
              source: template(
                ["station", "asOf"],
                "Replaces the note when live figures are shown, e.g. National Weather Service, {station}, {asOf}",
              ),
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
    },
    "HomeContent",
  ) as ContentFileSpec["root"],
};

export const uiSpec: ContentFileSpec = {
  path: "ui.json",
  schemaName: "ui",
  root: object(
    {
      skipLink: text(),
      sectionsNavLabel: text(),
      siteNavLabel: text("Names the Partners and FAQ links for screen readers"),
      support: text(),
      supportShort: text(),
      partnersLink: text(),
      faqLink: text(),
      seeAll: template(["title", "count"]),
      showLess: text(),
      loadingStories: text(),
      storiesFailed: text(),
      byline: template(["author"]),
      advertisement: text(),
      pauseTicker: text(),
      playTicker: text(),
      playVideo: text(),
      embedUnavailable: text("Under each embedded frame, for when the third party does not load"),
      newTab: text("Added for screen readers to links that open a new tab"),
      lastUpdated: text("Before the date a policy page was last changed"),
      donation: object(
        {
          title: text(),
          text: text(),
          donate: text(),
          later: text(),
          close: text(),
        },
        "DonationCopy",
      ),
      footer: object(
        {
          sectionsHeading: text(),
          informationHeading: text(),
          networkHeading: text(),
          privacy: text(),
          terms: text(),
          contactEditor: text(),
          callNewsroom: template(["phone"], "Link to the newsroom's phone, e.g. Call: {phone}"),
          established: template(["year"]),
          copyright: template(["year", "name"]),
        },
        "FooterCopy",
      ),
      notFound: object(
        {
          title: text(),
          description: text(),
          heading: text(),
          text: text(),
          homeButton: text(),
          newsLink: text(),
        },
        "NotFoundCopy",
      ),
      alias: object({ title: text(), continue: text() }, "AliasCopy"),
      error: object({ heading: text(), retry: text() }, "ErrorCopy"),
    },
    "UiText",
  ) as ContentFileSpec["root"],
};

export const categoriesSpec: ContentFileSpec = {
  path: "categories.json",
  schemaName: "categories",
  root: object(
    {
      categories: {
        kind: "array",
        items: object(
          {
            id: id("Used in addresses, e.g. local-news"),
            title: text(),
            description: text(),
            navLabel: text("Short label in the header menu"),
          },
          "Category",
        ),
        minItems: 1,
        uniqueBy: "id",
      },
    },
    "CategoryList",
  ) as ContentFileSpec["root"],
};

export const headlinesSpec: ContentFileSpec = {
  path: "headlines.json",
  schemaName: "headlines",
  root: object(
    {
      articlesPerCategory: {
        kind: "integer",
        min: 1,
        max: 1000,
        description: "Stories generated per category",
      },
      authors: { ...list(text()), description: "Bylines, used in turn" },
      summaryTemplate: template(["category"]),
      genericTitleTemplate: template(["category", "n"], "Title once the headline list runs out"),
      imageUrlTemplate: urlTemplate(["id"]),
      imagesPerCategory: {
        kind: "integer",
        min: 0,
        max: 1000,
        description: "How many stories per category have a picture",
      },
      headlines: { kind: "record", keys: "categoryId", values: list(text()) },
    },
    "HeadlineSettings",
  ) as ContentFileSpec["root"],
};

export const faqSpec: ContentFileSpec = {
  path: "faq.json",
  schemaName: "faq",
  root: object(
    {
      title: text(),
      description: prose("Description for search engines"),
      intro: prose(),
      categories: {
        kind: "array",
        items: object(
          {
            id: id(),
            title: text(),
            questions: list(object({ question: prose(), answer: prose() }, "FaqQuestion")),
          },
          "FaqCategory",
        ),
        minItems: 1,
        uniqueBy: "id",
      },
      stillHaveQuestions: object(
        {
          heading: text(),
          text: prose(),
          emailLabel: template(["email"], "Text of the e-mail link, e.g. Email us: {email}"),
          email: email(),
          phoneLabel: template(["phone"], "Text of the phone link, e.g. Call us: {phone}"),
          phone: phone(),
        },
        "FaqContactBlock",
      ),
    },
    "FaqContent",
  ) as ContentFileSpec["root"],
};

export const partnersSpec: ContentFileSpec = {
  path: "partners.json",
  schemaName: "partners",
  root: object(
    {
      title: text(),
      description: prose("Description for search engines"),
      intro: prose(),
      documentsHeading: text(),
      viewLabel: text(),
      documents: {
        kind: "array",
        items: object(
          { id: id(), title: text(), description: text(), embedUrl: url(), viewUrl: url() },
          "PartnershipDocument",
        ),
        minItems: 1,
        uniqueBy: "id",
      },
      network: object(
        {
          heading: text(),
          text: prose(),
          publicationCount: {
            kind: "integer",
            min: 1,
            max: 1000000,
            description: "Publications in the network; other texts quote it as {publicationCount}",
          },
          countLabel: template(
            ["publicationCount"],
            "The big figure and its words, e.g. {publicationCount} publications in the network",
          ),
          benefits: list(object({ title: text(), text: prose() }, "NetworkBenefit")),
          contactText: prose(),
          contactEmail: email(),
        },
        "NetworkInvitation",
      ),
    },
    "PartnersContent",
  ) as ContentFileSpec["root"],
};

const policyPageRoot = object(
  {
    id: id("Also the page's address, e.g. privacy for /privacy/"),
    title: text(),
    description: prose("Description for search engines"),
    keywords: list(text()),
    lastUpdated: date(),
    intro: prose(),
    sections: list(object({ heading: text(), paragraphs: list(prose()) }, "PolicySection")),
  },
  "PolicyPage",
) as ContentFileSpec["root"];

export const privacySpec: ContentFileSpec = {
  path: "pages/privacy.json",
  schemaName: "policyPage",
  root: policyPageRoot,
};

export const termsSpec: ContentFileSpec = {
  path: "pages/terms.json",
  schemaName: "policyPage",
  root: policyPageRoot,
};

export const contentFiles: readonly ContentFileSpec[] = [
  siteSpec,
  homeSpec,
  uiSpec,
  categoriesSpec,
  headlinesSpec,
  faqSpec,
  partnersSpec,
  privacySpec,
  termsSpec,
];
