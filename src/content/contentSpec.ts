/**
 * The content model: every JSON file in `content/`, described once as zod schemas. Parsing a file
 * with its schema gives its typed content or its problems; `z.infer` gives the content's TypeScript
 * types; zod's own converter gives the JSON Schema that editors' tools read, and the CMS
 * configuration and the GraphQL types are derived from that JSON Schema (src/content/fieldSchema.ts).
 * Adding a content file is one entry in `contentFiles`.
 */
import { z } from "zod";
import { CONTENT_FACT_NAMES } from "../model/contentFacts";
import { monthFolderOf } from "../model/formatDate";
import { placeholderRule, stringProblem, STRING_FORMATS, type StringFormat } from "./stringFormats";
import { placeholder } from "../model/templates";

export type { StringFormat };

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
  /**
   * The stories of content/stories/YYYY/MM/, one file each, by their slug; GraphQL links to the
   * node.
   */
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

/**
 * What the model says of a field beyond its type, kept in zod's metadata and so written into its
 * JSON Schema, where the CMS configuration and the GraphQL types read it. `x-` keys are the
 * model's own; editors' tools ignore them.
 */
export type FieldMeta = {
  /** Shown to editors as a hint in their editor. */
  description?: string;
  /** A group of fields' GraphQL type name; nested groups without one are named after their field. */
  title?: string;
  "x-format"?: StringFormat;
  /** Placeholders the text must (a template) or may (prose) contain, e.g. `value` for `{value}`. */
  "x-placeholders"?: readonly string[];
  /** The list whose ids this field holds, e.g. a story's section is a category's id. */
  "x-refersTo"?: ReferenceName;
  /**
   * GraphQL also offers the item the reference names (a node of the list's `nodeType`) as a
   * field of this name, e.g. the hero's `storySlug` as `story`.
   */
  "x-linkedAs"?: string;
  /**
   * A slug made from this field of the item as the item is created (a story's from its headline,
   * src/content/slugs.ts), then never changed: the content editor shows it and nobody types it.
   */
  "x-slugOf"?: string;
  /** A field of a list's items that must differ from item to item; it also names the item. */
  "x-uniqueBy"?: string;
  /** Every item of that list needs exactly one item here, named by the `x-uniqueBy` field. */
  "x-oneFor"?: ReferenceName;
  /** A list kept newest first: an editor's tool adds a new item at the top. */
  "x-addToTop"?: boolean;
};

/** Every field of the model: a zod schema whose metadata is a `FieldMeta`. */
export type Field = z.ZodType;
export type Fields = Readonly<Record<string, Field>>;
export type NamedObject = z.ZodObject;

/** How a content file becomes GraphQL nodes, the things pages query. */
export type NodesSpec =
  /** The whole file is one node of the root's type. */
  | { kind: "file" }
  /** Each item of a list field is one node of the items' type, with fields the build adds. */
  | { kind: "eachItem"; field: string; computed: Fields }
  /** The build derives nodes of these types from the file (e.g. the sample stories). */
  | { kind: "derived"; types: readonly NamedObject[] }
  /** Each file of a folder is one node of the root's type, with fields the build adds. */
  | {
      kind: "eachFile";
      computed: Fields;
      /** Fields the build adds to a group nested in each file, by the group's type name. */
      computedIn?: Readonly<Record<string, Fields>>;
    };

export interface ContentFileSpec {
  /**
   * Path under `content/`; for a folder of files, the name its files are listed under (the key of
   * `Content`), e.g. `stories/*.json`; `isFileOf` says which files it takes.
   */
  path: string;
  /** Set for a folder of files of this one spec (each file validated on its own), e.g. `stories`. */
  folder?: string;
  /**
   * Set for a folder whose files sit in month folders, `YYYY/MM/`, named by this date-time field's
   * month in the newsroom's time zone (the stories, by `publishedAt`): no folder outgrows a month.
   */
  monthFolders?: string;
  /** Where the JSON Schema for editors is written, under `content/schemas/`. */
  schemaName: string;
  /** The file's fields: an object with a `title`, its GraphQL type name. */
  root: NamedObject;
  nodes: NodesSpec;
}

/** The GraphQL type name of a group of fields (its `title`), if it has one. */
export function typeNameOf(schema: Field): string | undefined {
  return schema.meta()?.title;
}

/** A file's GraphQL type: the model names every root. */
export function rootTypeName(file: ContentFileSpec): string {
  const name = typeNameOf(file.root);
  if (!name) throw new Error(`content/${file.path}: its root has no type name (title)`);
  return name;
}

/**
 * A text field of a format: its check (src/content/stringFormats.ts) is the validator's, and its
 * pattern and JSON Schema format are written into its JSON Schema for editors' tools.
 */
function textField(format: StringFormat, meta: FieldMeta = {}) {
  const { pattern, jsonFormat } = STRING_FORMATS[format];
  const placeholders = meta["x-placeholders"] ?? [];
  const names = placeholders.map((name) => `\`${placeholder(name)}\``).join(", ");
  return z
    .string()
    .check((ctx) => {
      const message = stringProblem(format, ctx.value, placeholders);
      if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
    })
    .meta({
      // Every string must hold something; a pattern says so itself.
      ...(pattern === undefined ? { minLength: 1 } : { pattern }),
      format: jsonFormat,
      ...(names === "" ? {} : { markdownDescription: placeholderRule(format, names) }),
      "x-format": format,
      ...meta,
    });
}

export const text = (description?: string) => textField("text", { description });
/** Reader-facing text that may quote the facts above by placeholder, and must not copy them. */
export const prose = (description?: string) =>
  textField("prose", { description, "x-placeholders": CONTENT_FACT_NAMES });
export const id = (description?: string) => textField("id", { description });
export const ref = (refersTo: ReferenceName, description?: string) =>
  textField("id", { description, "x-refersTo": refersTo });
/** A reference GraphQL resolves too: `linkedAs` names the field that holds the item itself. */
export const linkedRef = (refersTo: ReferenceName, linkedAs: string, description?: string) =>
  textField("id", { description, "x-refersTo": refersTo, "x-linkedAs": linkedAs });
export const url = (description?: string) => textField("url", { description });
export const email = (description?: string) => textField("email", { description });
export const phone = (description?: string) => textField("phone", { description });
export const date = (description?: string) => textField("date", { description });
export const dateTime = (description?: string) => textField("dateTime", { description });
export const markdown = (description?: string) => textField("markdown", { description });
export const imageSource = (description?: string) => textField("imageSource", { description });
/** One of a few values, typed as their union. */
export const oneOf = <V extends readonly [string, ...string[]]>(values: V, description?: string) =>
  z.enum(values).meta({ description, "x-format": "text" });
export const template = (placeholders: readonly string[], description?: string) =>
  textField("template", { description, "x-placeholders": placeholders });
/** A web address with placeholders, filled in per item (e.g. a picture address per story). */
export const urlTemplate = (placeholders: readonly string[], description?: string) =>
  textField("urlTemplate", { description, "x-placeholders": placeholders });
export const integer = (min: number, max: number, description?: string) =>
  z.int().min(min).max(max).meta({ description });
export const boolean = (description?: string) => z.boolean().meta({ description });

interface ListOptions {
  minItems?: number;
  maxItems?: number;
  uniqueBy?: string;
  oneFor?: ReferenceName;
  addToTop?: boolean;
  description?: string;
}
/** A list of at least one item, unless `minItems` says otherwise. */
export function list<I extends Field>(items: I, options: ListOptions = {}) {
  const { minItems = 1, maxItems, uniqueBy, oneFor, addToTop, description } = options;
  const sized = z.array(items).min(minItems);
  return (maxItems === undefined ? sized : sized.max(maxItems)).meta({
    description,
    "x-uniqueBy": uniqueBy,
    "x-oneFor": oneFor,
    "x-addToTop": addToTop,
  });
}
/** A group of fields; `typeName` names its GraphQL type. Unknown fields are problems. */
export const object = <F extends Fields>(fields: F, typeName?: string) =>
  z.strictObject(fields).meta({ title: typeName });
export const optional = <S extends Field>(schema: S) => schema.optional();

/** A node's fields as GraphQL holds them: a field the model makes optional may be null there. */
export type NodeValue<S extends Field> = {
  [K in keyof z.infer<S>]: undefined extends z.infer<S>[K]
    ? Exclude<z.infer<S>[K], undefined> | null
    : z.infer<S>[K];
};

/** What one content file holds, e.g. `ContentOf<typeof headlinesSpec>`. */
export type ContentOf<F extends { root: Field }> = z.infer<F["root"]>;

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
              enabled: boolean("Replace the sample with the National Weather Service's figures"),
              apiUrl: url("The National Weather Service API, https://api.weather.gov"),
              stationId: text("Station whose latest observation is shown, e.g. KDET or KDTW"),
              stationName: text("The station's name in the source line, e.g. Detroit City Airport"),
              forecastUrl: url(
                "Gridpoint forecast for the high and low, e.g. https://api.weather.gov/gridpoints/DTX/65,33/forecast",
              ),
              forecastPageUrl: url("The forecast page readers are linked to"),
              forecastLinkLabel: text("Text of the link to the forecast page"),
              timeoutMs: integer(
                1000,
                30000,
                "Milliseconds to wait for the figures before keeping the sample",
              ),
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
      live: object(
        {
          label: text("Marks a story whose live coverage is open, e.g. Live"),
          updateCount: template(
            ["count"],
            "How many updates a live story has, e.g. {count} updates",
          ),
          updateCountOne: text("Said when a live story has one update, e.g. 1 update"),
          lastUpdate: text("Before the time of the newest update, e.g. Last update"),
          keyEvents: text("Heading of the list of key events at the top of a live story"),
          keyEvent: text("Marks an update the newsroom flagged as a key event"),
          share: text("Link to an update's own address, e.g. Share this update"),
          newUpdates: template(
            ["count"],
            "Button that shows the updates arrived since the page was opened, e.g. {count} new updates",
          ),
          newUpdatesOne: text("The same button for one update, e.g. 1 new update"),
        },
        "LiveCopy",
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
            ["title", "page"],
            "Heading of a page of a list, numbered from the oldest, e.g. {title}, page {page} from the oldest",
          ),
          pagesLabel: text("Names the list of pages for screen readers, e.g. Pages"),
          previous: text("Link to the page of newer stories"),
          next: text("Link to the page of older stories"),
          pageLink: template(["page"], "A page number's link for screen readers, e.g. Page {page}"),
          newestLink: text("Link to a list's first page, its newest stories, e.g. Newest"),
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
 * (docs/architecture.md §4), as stored in GraphQL and sent to browsers.
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

/** A story's picture, or an update's. */
const storyImage = object(
  {
    src: imageSource("A file under content/, e.g. images/belle-isle.jpg, or an https address"),
    alt: text("Describe the picture for readers who cannot see it"),
    caption: optional(text()),
    credit: optional(text()),
    width: optional(integer(1, 10000, "Pixels; required for an https address")),
    height: optional(integer(1, 10000, "Pixels; required for an https address")),
  },
  "StoryImage",
);

export const STORY_LABELS = ["News", "Analysis", "Opinion", "Sponsored"] as const;

export const storySpec = {
  path: "stories/*.json",
  folder: "stories",
  monthFolders: "publishedAt",
  schemaName: "story",
  root: object(
    {
      slug: textField("id", {
        description:
          "Last part of the story's address, /{section}/{slug}/, and the name of the story's file: made from the headline when the story is created, never changed afterwards",
        "x-slugOf": "headline",
      }),
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
      image: optional(storyImage),
      corrections: list(
        object({ date: dateTime("When the correction was made"), text: text() }, "StoryCorrection"),
        { minItems: 0, description: "Every correction, oldest first; never remove one" },
      ),
      tags: list(text(), { minItems: 0 }),
      liveUntil: optional(
        dateTime(
          "Makes the story live coverage, open until this moment: the page says Live, and readers' pages check for new updates every minute",
        ),
      ),
      updates: optional(
        list(
          object(
            {
              time: dateTime(
                "When the update was posted, e.g. 2026-11-20T09:30:00-05:00; also its address on the page, so do not change it once published",
              ),
              headline: optional(text()),
              body: markdown("The update in Markdown; HTML in it is not shown"),
              image: optional(storyImage),
              keyEvent: optional(boolean("List the update among the key events at the top")),
            },
            "StoryUpdate",
          ),
          {
            minItems: 0,
            uniqueBy: "time",
            addToTop: true,
            description: "Live coverage only (with liveUntil): add each new update at the top",
          },
        ),
      ),
    },
    "Story",
  ),
  nodes: {
    kind: "eachFile",
    computed: {
      path: text("Address of the story's page"),
      modifiedAt: text("The latest of publication, update, live updates and corrections"),
      scheduled: boolean(
        "Not out yet: only the development server has such stories, for a preview",
      ),
      liveOpen: boolean("Live coverage still open at the build's moment"),
      ...preparedPictureFields("at every width made of it"),
    },
    computedIn: { StoryUpdate: preparedPictureFields("at every width made of it") },
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

/**
 * Whether a path under `content/` is a file of this spec. A folder's files lie directly in it; a
 * folder of month folders takes its files at any depth, so that the validator names a file in the
 * wrong folder rather than the build missing it.
 */
export function isFileOf(file: ContentFileSpec, relativePath: string): boolean {
  if (!file.folder) return file.path === relativePath;
  if (!relativePath.startsWith(`${file.folder}/`)) return false;
  const parts = relativePath.slice(file.folder.length + 1).split("/");
  return (
    (parts.length === 1 || file.monthFolders !== undefined) &&
    parts.every((part) => part !== "" && !part.startsWith(".")) &&
    parts.at(-1)!.endsWith(".json")
  );
}

/** A file's `$schema` pointer, relative to where its files lie: `../../../schemas/story.schema.json`. */
export function schemaPointer(file: ContentFileSpec): string {
  const depth = file.path.split("/").length - 1 + (file.monthFolders ? 2 : 0);
  return `${"../".repeat(depth) || "./"}schemas/${file.schemaName}.schema.json`;
}

/**
 * Where an item of a folder belongs, under `content/`: named after its key, in the month folder
 * its date asks for, e.g. `stories/2026/11/riverwalk-lighting-plan.json`.
 */
export function folderFilePath(file: ContentFileSpec, item: Record<string, unknown>): string {
  if (!file.folder) throw new Error(`content/${file.path} is not a folder of files`);
  const { key } = folderReference(file.folder);
  const month = file.monthFolders ? `${monthFolderOf(String(item[file.monthFolders]))}/` : "";
  return `${file.folder}/${month}${String(item[key])}.json`;
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
