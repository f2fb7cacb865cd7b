/** content/ui.json: the words the pages share (buttons, headings, templates). */
import { object, template, text } from "../fields";
import { STORY_LABELS } from "./stories";
import type { ContentFileSpec } from "../types";

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
      languagesLabel: text("Names the links to the site in its other languages for screen readers"),
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
          translatedBy: template(["names"], "Under a translation's byline: Translated by {names}"),
          otherLanguages: text(
            "Before the links to a story's translations, or to its original: Also in",
          ),
          labels: object(
            Object.fromEntries(STORY_LABELS.map((label) => [label, text()])) as Record<
              (typeof STORY_LABELS)[number],
              ReturnType<typeof text>
            >,
            "StoryLabels",
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
