/**
 * The content model: one declarative description of every JSON file in `content/`.
 * The build-time validator, the editors' JSON Schemas and editor settings, the GraphQL types,
 * the nodes the build creates and the TypeScript types of content are all derived from it,
 * so none of them can disagree. Adding a content file is one entry in `contentFiles`.
 */

export type StringFormat =
  | "text"
  | "id"
  | "url"
  | "email"
  | "phone"
  | "date"
  | "dateTime"
  | "imageSource"
  | "markdown"
  | "template"
  | "urlTemplate"
  | "prose";

/**
 * Lists of ids other fields refer to: a field with `refersTo: "category"` must hold the id of a
 * category in content/categories.json.
 */
export const REFERENCE_LISTS = {
  category: {
    file: "categories.json",
    list: "categories",
    noun: "a category id",
    item: "category",
    shownBy: "title",
  },
  contact: {
    file: "site.json",
    list: "contacts",
    noun: "the id of a contact",
    item: "contact",
    shownBy: "title",
  },
  /** Each author is a node whose id is the editor's id: GraphQL links to it. */
  author: {
    file: "authors.json",
    list: "authors",
    key: "id",
    nodeType: "Author",
    noun: "an author id",
    item: "author",
    shownBy: "name",
  },
  faqCategory: {
    file: "faq.json",
    list: "categories",
    noun: "the id of an FAQ category",
    item: "FAQ category",
    shownBy: "title",
  },
  /** The stories of content/stories/, one file each, by their slug; GraphQL links to the node. */
  story: {
    folder: "stories",
    key: "slug",
    shownBy: "headline",
    nodeType: "Story",
    noun: "the slug of a story",
    item: "story",
  },
  /** The policy pages of content/pages/, one file each, by their id. */
  policyPage: {
    folder: "pages",
    key: "id",
    shownBy: "title",
    nodeType: "PolicyPage",
    noun: "the id of a policy page",
    item: "policy page",
  },
} as const satisfies Record<
  string,
  (
    | { file: string; list: string; key?: string; nodeType?: string }
    | { folder: string; key: string; nodeType: string }
  ) & {
    noun: string;
    item: string;
    /** The field an editor recognises an item by, e.g. an author's name. */
    shownBy: string;
  }
>;

export type ReferenceName = keyof typeof REFERENCE_LISTS;

/** How the files of a folder are named and shown: the folder's reference list. */
export function folderReference(folder: string): { key: string; shownBy: string } {
  const found = Object.values(REFERENCE_LISTS).find(
    (reference) => "folder" in reference && reference.folder === folder,
  );
  if (!found || !("key" in found)) {
    throw new Error(`The folder content/${folder}/ has no entry in REFERENCE_LISTS`);
  }
  return found;
}

export type FieldSpec = (
  | {
      kind: "string";
      format?: StringFormat;
      placeholders?: readonly string[];
      refersTo?: ReferenceName;
      /**
       * GraphQL also offers the item the reference names (a node of the list's `nodeType`) as a
       * field of this name, e.g. the hero's `storySlug` as `story`.
       */
      linkedAs?: string;
      /** The only values allowed, e.g. a story's label. */
      oneOf?: readonly string[];
    }
  | { kind: "integer"; min?: number; max?: number }
  | { kind: "boolean" }
  | {
      kind: "array";
      items: FieldSpec;
      minItems?: number;
      maxItems?: number;
      /** A field of the items that must differ from item to item; it also names the item. */
      uniqueBy?: string;
      /** Every item of that list needs exactly one item here, named by the `uniqueBy` field. */
      oneFor?: ReferenceName;
    }
  | ObjectSpec
) & {
  optional?: boolean;
  /** Shown to editors as a hint in their editor. */
  description?: string;
};

export interface ObjectSpec {
  kind: "object";
  /** GraphQL type name; nested objects without one are named after their parent and field. */
  typeName?: string;
  fields: Readonly<Record<string, FieldSpec>>;
}

export type NamedObjectSpec = ObjectSpec & { typeName: string };

/** How a content file becomes GraphQL nodes, the things pages query. */
export type NodesSpec =
  /** The whole file is one node of the root's type. */
  | { kind: "file" }
  /** Each item of a list field is one node of the items' type, with fields the build adds. */
  | { kind: "eachItem"; field: string; computed: Readonly<Record<string, FieldSpec>> }
  /** The build derives nodes of these types from the file (e.g. the sample stories). */
  | { kind: "derived"; types: readonly NamedObjectSpec[] }
  /** Each file of a folder is one node of the root's type, with fields the build adds. */
  | { kind: "eachFile"; computed: Readonly<Record<string, FieldSpec>> };

export interface ContentFileSpec {
  /** Path under `content/`; for a folder of files, the files it matches, e.g. `stories/*.json`. */
  path: string;
  /** Set for a folder of files of this one spec (each file validated on its own), e.g. `stories`. */
  folder?: string;
  /** Where the JSON Schema for editors is written, under `content/schemas/`. */
  schemaName: string;
  root: NamedObjectSpec;
  nodes: NodesSpec;
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

// The helpers keep their literal types (`as const`), so TypeScript infers content types below.
const text = (description?: string) => ({ kind: "string", format: "text", description }) as const;
/** Reader-facing text that may quote the facts above by placeholder, and must not copy them. */
const prose = (description?: string) =>
  ({ kind: "string", format: "prose", placeholders: CONTENT_FACT_NAMES, description }) as const;
const id = (description?: string) => ({ kind: "string", format: "id", description }) as const;
const ref = (refersTo: ReferenceName, description?: string) =>
  ({ kind: "string", format: "id", refersTo, description }) as const;
/** A reference GraphQL resolves too: `linkedAs` names the field that holds the item itself. */
const linkedRef = <L extends string>(refersTo: ReferenceName, linkedAs: L, description?: string) =>
  ({ kind: "string", format: "id", refersTo, linkedAs, description }) as const;
const url = (description?: string) => ({ kind: "string", format: "url", description }) as const;
const email = (description?: string) => ({ kind: "string", format: "email", description }) as const;
const phone = (description?: string) => ({ kind: "string", format: "phone", description }) as const;
const date = (description?: string) => ({ kind: "string", format: "date", description }) as const;
const dateTime = (description?: string) =>
  ({ kind: "string", format: "dateTime", description }) as const;
const markdown = (description?: string) =>
  ({ kind: "string", format: "markdown", description }) as const;
const imageSource = (description?: string) =>
  ({ kind: "string", format: "imageSource", description }) as const;
const oneOf = <V extends readonly string[]>(values: V, description?: string) =>
  ({ kind: "string", format: "text", oneOf: values, description }) as const;
const integer = (min: number, max: number, description?: string) =>
  ({ kind: "integer", min, max, description }) as const;
const template = <P extends readonly string[]>(placeholders: P, description?: string) =>
  ({ kind: "string", format: "template", placeholders, description }) as const;
/** A web address with placeholders, filled in per item (e.g. a picture address per story). */
const urlTemplate = <P extends readonly string[]>(placeholders: P, description?: string) =>
  ({ kind: "string", format: "urlTemplate", placeholders, description }) as const;
interface ListOptions {
  minItems?: number;
  maxItems?: number;
  uniqueBy?: string;
  oneFor?: ReferenceName;
  description?: string;
}
/** A list of at least one item, unless `minItems` says otherwise. */
const list = <I extends FieldSpec>(items: I, options: ListOptions = {}) =>
  ({ kind: "array", items, minItems: 1, ...options }) as {
    readonly kind: "array";
    readonly items: I;
  } & ListOptions;
const object = <F extends Record<string, FieldSpec>, N extends string | undefined = undefined>(
  fields: F,
  typeName?: N,
) => ({ kind: "object", fields, typeName: typeName as N }) as const;
const optional = <S extends FieldSpec>(spec: S) => ({ ...spec, optional: true }) as const;

/** The value a field holds, inferred from its spec: the content's TypeScript types. */
export type ValueOf<S> = S extends { kind: "string" }
  ? string
  : S extends { kind: "integer" }
    ? number
    : S extends { kind: "boolean" }
      ? boolean
      : S extends { kind: "array"; items: infer I }
        ? ValueOf<I>[]
        : S extends { kind: "object"; fields: infer F }
          ? FieldsOf<F>
          : never;

type IsOptional<S> = S extends { optional: true } ? true : false;
type FieldsOf<F> = {
  -readonly [K in keyof F as IsOptional<F[K]> extends true ? never : K]: ValueOf<F[K]>;
} & {
  -readonly [K in keyof F as IsOptional<F[K]> extends true ? K : never]?: ValueOf<F[K]> | null;
};

/** What one content file holds, e.g. `ContentOf<typeof headlinesSpec>`. */
export type ContentOf<F extends { root: unknown }> = ValueOf<F["root"]>;

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

export const siteSpec = {
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
      foundingYear: integer(1600, 2100, "Year founded; other texts quote it as {foundingYear}"),
      description: prose("Default description for search engines"),
      keywords: list(text()),
      address: text("Postal address of the newsroom"),
      countryCode: text("Two-letter country code of the postal address, e.g. US"),
      networkName: text("Name of the network the masthead belongs to"),
      contacts: list(contact, { minItems: 3, maxItems: 3, uniqueBy: "id" }),
      footerContactId: ref(
        "contact",
        "The contact whose e-mail and phone the footer links to, e.g. editorial",
      ),
      publishingPrinciplesPageId: ref(
        "policyPage",
        "The policy page that sets out the newsroom's standards, ethics and corrections, e.g. ethics; search engines learn of it as the publication's publishing principles",
      ),
      sisterSites: list(
        object({ id: id(), name: text(), description: text(), url: url() }, "SisterSite"),
        { minItems: 3, maxItems: 3, uniqueBy: "id" },
      ),
      donationUrl: url("External page where readers donate"),
      cms: object(
        {
          repository: text("The GitHub repository editors' changes go to, as owner/name"),
          branch: text("The branch the site is published from, e.g. main"),
          authUrl: optional(
            url("Where the OAuth client for GitHub logins runs (docs/editing-content.md)"),
          ),
        },
        "CmsSettings",
      ),
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
  ),
  nodes: { kind: "file" },
} as const satisfies ContentFileSpec;

export const homeSpec = {
  path: "home.json",
  schemaName: "home",
  root: object(
    {
      ticker: object({ label: text(), items: list(text()) }, "Ticker"),
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
      showSampleStories: {
        kind: "boolean",
        description:
          "Fill each section with the spec's sample stories after the stories the newsroom wrote",
      },
    },
    "HomeContent",
  ),
  nodes: { kind: "file" },
} as const satisfies ContentFileSpec;

/** The hero's own story, written in home.json when `storySlug` names none, and only then. */
export const HERO_OWN_FIELDS = ["title", "summary", "byline", "imageUrl", "imageAlt"] as const;

export const uiSpec = {
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
      searchLink: text("The top bar's link to the search page, e.g. Search"),
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
      story: object(
        {
          published: text("Before a story's publication time, e.g. Published"),
          updated: text("Before the time of its last update, e.g. Updated"),
          moreIn: template(["section"], "Heading of the other stories of a section"),
          correctionsHeading: text("Heading of the corrections box on a story"),
          correctionsLink: text("Link from a corrected story to the corrections page"),
          authorStories: template(["name"], "Heading of the stories on an author's page"),
          email: text("Before an author's e-mail address"),
          scheduled: text(
            "Before a scheduled story's time, on its page in the development server's preview",
          ),
        },
        "StoryCopy",
      ),
      corrections: object(
        {
          title: text(),
          description: text("Description for search engines"),
          intro: text(),
          linkLabel: text("Text of the footer's link to the corrections page"),
          correctionTo: text("Before the headline a correction belongs to"),
          none: text("Shown while there is no correction"),
        },
        "CorrectionsCopy",
      ),
      error: object({ heading: text(), retry: text() }, "ErrorCopy"),
      archive: object(
        {
          sectionTitle: template(
            ["section"],
            "Heading of a section's archive, e.g. {section}: stories",
          ),
          sectionDescription: template(
            ["section"],
            "Description of a section's archive for search engines",
          ),
          topicTitle: template(["topic"], "Heading of a topic's page, e.g. Topic: {topic}"),
          topicDescription: template(["topic"], "Description of a topic's page for search engines"),
          pageOf: template(
            ["title", "page", "count"],
            "Heading of a list that has several pages, e.g. {title}, page {page} of {count}",
          ),
          pagesLabel: text("Names the list of pages for screen readers, e.g. Pages"),
          previous: text("Link to the page of newer stories"),
          next: text("Link to the page of older stories"),
          pageLink: template(["page"], "A page number's link for screen readers, e.g. Page {page}"),
          moreStories: template(
            ["section"],
            "Link from a front-page section to its archive, e.g. More {section} stories",
          ),
          sectionLink: template(["section"], "Link from a story to its section's archive"),
          topicsLabel: text("Before a story's topics, e.g. Topics"),
        },
        "ArchiveCopy",
      ),
      search: object(
        {
          title: text("Heading of the search page"),
          description: text("Description of the search page for search engines"),
          label: text("Label of the search box"),
          button: text("The search button"),
          sectionFilter: text("Label of the choice of section"),
          authorFilter: text("Label of the choice of author"),
          anyValue: text("The choice of any section or author, e.g. All"),
          sortLabel: text("Label of the choice of order"),
          sortRelevance: text("Results in order of relevance, e.g. Best match"),
          sortDate: text("Results newest first"),
          searching: text("Said while a search runs"),
          resultCount: template(
            ["count", "query"],
            "How many results a search found, e.g. {count} results for “{query}”",
          ),
          resultCountOne: template(
            ["query"],
            "Said when one result matches, e.g. 1 result for “{query}”",
          ),
          noResults: template(["query"], "Said when nothing matches"),
          moreResults: text("Button that lists more results"),
          needsJavaScript: text("Said without JavaScript, before the sections' archives"),
          unavailable: text("Said when search cannot load, before the sections' archives"),
          recentOnly: template(
            ["count"],
            "Said under results from the newest stories only, e.g. Results from the newest {count} stories.",
          ),
          searchOlder: text("Button that searches the older stories too"),
        },
        "SearchCopy",
      ),
    },
    "UiText",
  ),
  nodes: { kind: "file" },
} as const satisfies ContentFileSpec;

export const categoriesSpec = {
  path: "categories.json",
  schemaName: "categories",
  root: object(
    {
      categories: list(
        object(
          {
            id: id("Used in addresses, e.g. local-news"),
            title: text(),
            description: text(),
            navLabel: text("Short label in the header menu"),
          },
          "Category",
        ),
        { uniqueBy: "id" },
      ),
    },
    "CategoryList",
  ),
  nodes: {
    kind: "eachItem",
    field: "categories",
    computed: {
      order: integer(0, 10000, "Position of the category in content/categories.json"),
      articleCount: integer(0, 1000000, "How many stories the section has"),
      storiesPath: text("Address of the JSON file with the stories past the first ones shown"),
      archivePath: optional(
        text("Address of the section's archive; none while the section has no written story"),
      ),
    },
  },
} as const satisfies ContentFileSpec;

/** One format of a local picture at every width made of it, for a `<source>`. */
const imageSourceType = object({ type: text("e.g. image/avif"), srcSet: text() }, "ImageSource");

/**
 * A picture as prepared for a page (`src/node/storyImages.ts`): on a story and on its card, which
 * differ only in the widths made. Sample stories have the address and size alone.
 */
const preparedPictureFields = (widths: string) =>
  ({
    imageUrl: optional(text("Address of the picture on the site, or its https address")),
    imageWidth: optional(integer(1, 10000, "The picture's width in pixels")),
    imageHeight: optional(integer(1, 10000, "The picture's height in pixels")),
    imageSrcSet: optional(text(`A local picture ${widths}`)),
    imageSources: optional(
      list(imageSourceType, {
        minItems: 0,
        description: `A local picture in newer formats, ${widths}, newest first`,
      }),
    ),
  }) as const;

/**
 * Fields that several node types share, declared to GraphQL as interfaces so that pages ask for
 * them with one fragment: `...PreparedPicture` on a story, its card and the hero's story.
 */
export const SHARED_FIELDS = {
  PreparedPicture: preparedPictureFields("at the widths made of it"),
} as const;

/**
 * A story card of a front-page section: a story the newsroom wrote or a generated sample story
 * (spec sections 3 and 9), as stored in GraphQL and sent to browsers.
 */
export const sampleStory = object(
  {
    articleId: text("Category id plus the 1-based index, e.g. local-news-3"),
    category: ref("category"),
    position: integer(1, 1000000, "1-based position within its category"),
    title: text(),
    summary: text(),
    author: text(),
    ageMinutes: integer(0, 1000000, "Minutes before the moment of reading it was published"),
    ...preparedPictureFields("at the widths a card needs"),
    path: optional(text("The page of a story the newsroom wrote; samples have none")),
    publishedAt: optional(
      text("When a story the newsroom wrote was published; samples have an age"),
    ),
  },
  "Article",
);

export const headlinesSpec = {
  path: "headlines.json",
  schemaName: "headlines",
  root: object(
    {
      articlesPerCategory: integer(1, 1000, "Stories generated per category"),
      authors: list(text(), { description: "Bylines, used in turn" }),
      summaryTemplate: template(["category"]),
      genericTitleTemplate: template(["category", "n"], "Title once the headline list runs out"),
      imageUrlTemplate: urlTemplate(["id"]),
      imagesPerCategory: integer(0, 1000, "How many stories per category have a picture"),
      headlines: list(
        object(
          {
            category: ref("category", "The section these headlines are for"),
            headlines: list(text(), { description: "In order: the first is the section's lead" }),
          },
          "HeadlineList",
        ),
        { uniqueBy: "category", oneFor: "category", description: "One list per section" },
      ),
    },
    "HeadlineSettings",
  ),
  nodes: { kind: "derived", types: [sampleStory] },
} as const satisfies ContentFileSpec;

export const faqSpec = {
  path: "faq.json",
  schemaName: "faq",
  root: object(
    {
      title: text(),
      description: prose("Description for search engines"),
      intro: prose(),
      categories: list(
        object(
          {
            id: id(),
            title: text(),
            questions: list(object({ question: prose(), answer: prose() }, "FaqQuestion")),
          },
          "FaqCategory",
        ),
        { uniqueBy: "id" },
      ),
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
  ),
  nodes: { kind: "file" },
} as const satisfies ContentFileSpec;

export const partnersSpec = {
  path: "partners.json",
  schemaName: "partners",
  root: object(
    {
      title: text(),
      description: prose("Description for search engines"),
      intro: prose(),
      documentsHeading: text(),
      viewLabel: text(),
      documents: list(
        object(
          { id: id(), title: text(), description: text(), embedUrl: url(), viewUrl: url() },
          "PartnershipDocument",
        ),
        { uniqueBy: "id" },
      ),
      network: object(
        {
          heading: text(),
          text: prose(),
          publicationCount: integer(
            1,
            1000000,
            "Publications in the network; other texts quote it as {publicationCount}",
          ),
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
  ),
  nodes: { kind: "file" },
} as const satisfies ContentFileSpec;

/** The policy pages (privacy, terms, accessibility, ethics…): a page each, linked from the footer. */
export const policyPageSpec = {
  path: "pages/*.json",
  folder: "pages",
  schemaName: "policyPage",
  root: object(
    {
      id: id("Also the page's address, e.g. privacy for /privacy/"),
      title: text(),
      linkLabel: text("Text of the footer's link to this page"),
      description: prose("Description for search engines"),
      keywords: list(text()),
      lastUpdated: date(),
      intro: prose(),
      sections: list(object({ heading: text(), paragraphs: list(prose()) }, "PolicySection")),
    },
    "PolicyPage",
  ),
  nodes: { kind: "eachFile", computed: { path: text("Address of the page") } },
} as const satisfies ContentFileSpec;

export const authorsSpec = {
  path: "authors.json",
  schemaName: "authors",
  root: object(
    {
      authors: list(
        object(
          {
            id: id("Used in the author's address, e.g. maria-delgado for /authors/maria-delgado/"),
            name: text(),
            role: text("e.g. City Hall reporter"),
            bio: text("Two or three sentences about the author"),
            email: optional(email()),
          },
          "Author",
        ),
        { uniqueBy: "id" },
      ),
    },
    "AuthorList",
  ),
  nodes: {
    kind: "eachItem",
    field: "authors",
    computed: { path: text("Address of the author's page") },
  },
} as const satisfies ContentFileSpec;

export const STORY_LABELS = ["News", "Analysis", "Opinion", "Sponsored"] as const;

export const storySpec = {
  path: "stories/*.json",
  folder: "stories",
  schemaName: "story",
  root: object(
    {
      slug: id(
        "Last part of the story's address: /{section}/{slug}/; never change it once published",
      ),
      section: ref("category", "The section the story appears in"),
      label: oneOf(STORY_LABELS, "News, Analysis, Opinion or Sponsored"),
      headline: text(),
      summary: text("One or two sentences under the headline (the dek)"),
      body: markdown("The story in Markdown; HTML in it is not shown"),
      authors: list(linkedRef("author", "authorProfiles")),
      publishedAt: dateTime(
        "First publication, e.g. 2026-11-20T09:30:00-05:00. A moment still to come schedules the story: it appears with the first build after it, within 15 minutes",
      ),
      updatedAt: optional(dateTime("Last substantial update; not before publishedAt")),
      image: optional(
        object(
          {
            src: imageSource(
              "A file under content/, e.g. images/belle-isle.jpg, or an https address",
            ),
            alt: text("Describe the picture for readers who cannot see it"),
            caption: optional(text()),
            credit: optional(text()),
            width: optional(integer(1, 10000, "Pixels; required for an https address")),
            height: optional(integer(1, 10000, "Pixels; required for an https address")),
          },
          "StoryImage",
        ),
      ),
      corrections: list(
        object({ date: dateTime("When the correction was made"), text: text() }, "StoryCorrection"),
        { minItems: 0, description: "Every correction, oldest first; never remove one" },
      ),
      tags: list(text(), { minItems: 0 }),
    },
    "Story",
  ),
  nodes: {
    kind: "eachFile",
    computed: {
      path: text("Address of the story's page"),
      bodyHtml: text("The body as sanitised HTML"),
      modifiedAt: text("The latest of publication, update and corrections"),
      scheduled: {
        kind: "boolean",
        description: "Not out yet: only the development server has such stories, for a preview",
      },
      ...preparedPictureFields("at every width made of it"),
    },
  },
} as const satisfies ContentFileSpec;

/** Every content file. The one list: adding a file to the site is adding it here. */
export const contentFiles = [
  siteSpec,
  homeSpec,
  uiSpec,
  categoriesSpec,
  headlinesSpec,
  faqSpec,
  partnersSpec,
  policyPageSpec,
  authorsSpec,
  storySpec,
] as const satisfies readonly ContentFileSpec[];

/** The content of every file, keyed by its path under `content/`; a folder's files as a list. */
export type Content = {
  [F in (typeof contentFiles)[number] as F["path"]]: F extends { folder: string }
    ? ContentOf<F>[]
    : ContentOf<F>;
};

/** Whether a path under `content/` is a file of this spec (a folder's files lie directly in it). */
export function isFileOf(file: ContentFileSpec, relativePath: string): boolean {
  if (!file.folder) return file.path === relativePath;
  const name = relativePath.slice(file.folder.length + 1);
  return (
    relativePath.startsWith(`${file.folder}/`) && !name.includes("/") && /^[^.].*\.json$/.test(name)
  );
}

/** The paths among `paths` that are files of this spec, in a stable order. */
export function pathsOf(file: ContentFileSpec, paths: Iterable<string>): string[] {
  return [...paths].filter((relativePath) => isFileOf(file, relativePath)).sort();
}

/** The content file at a path under `content/`, if it is one. */
export function contentFileAt(
  relativePath: string,
  files: readonly ContentFileSpec[] = contentFiles,
): ContentFileSpec | undefined {
  return files.find((file) => isFileOf(file, relativePath));
}
