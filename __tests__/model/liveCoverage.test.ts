import { buildCmsConfig, type CmsField } from "../../src/content/cmsConfig";
import { OPTIONAL_GROUP_WIDGET } from "../../src/content/cmsFields";
import type { SiteIdentity } from "../../src/model/buildMetadata";
import { buildStoryMetadata } from "../../src/model/storyMetadata";
import { contentFiles } from "../../src/content/contentFiles";
import {
  arrivedUpdates,
  isCoverageOpen,
  lastUpdateAt,
  liveStateOf,
  newestUpdatesFirst,
  pageDataPath,
  updateAnchor,
  updatesOutAt,
} from "../../src/model/liveCoverage";
import { renderMarkdown } from "../../src/model/renderMarkdown";
import { textOfHtml } from "../../src/model/textOfHtml";
import { buildNewsSitemap, buildRssFeed } from "../../src/model/siteFiles";
import { site as metadataSite } from "../support/metadata";

const A = { time: "2026-11-21T06:40:00-05:00" };
const B = { time: "2026-11-21T12:30:00Z" };
const C = { time: "2026-11-21T08:45:00-05:00" };

describe("live coverage", () => {
  it("gives an update an address of its moment in UTC, the same however the offset is written", () => {
    expect(updateAnchor("2026-11-21T07:30:00-05:00")).toBe("update-20261121-123000");
    expect(updateAnchor("2026-11-21T12:30:00Z")).toBe("update-20261121-123000");
    expect(updateAnchor("2026-11-21T12:30:05.250+00:00")).toBe("update-20261121-123005");
  });

  it("orders updates newest first, and finds the newest", () => {
    expect(newestUpdatesFirst([A, C, B])).toEqual([C, B, A]);
    expect(lastUpdateAt([A, C, B])).toBe(C.time);
    expect(lastUpdateAt([])).toBeUndefined();
  });

  it("is open until liveUntil, to the millisecond, and never without it", () => {
    const liveUntil = "2026-11-21T18:00:00-05:00";
    expect(isCoverageOpen({ liveUntil }, Date.parse(liveUntil) - 1)).toBe(true);
    expect(isCoverageOpen({ liveUntil }, Date.parse(liveUntil))).toBe(false);
    expect(isCoverageOpen({ liveUntil: null }, 0)).toBe(false);
  });

  it("publishes an update from its moment on", () => {
    expect(updatesOutAt([A, B, C], Date.parse(B.time))).toEqual([A, B]);
  });

  it("finds the updates a page does not show yet, by their moment", () => {
    const D = { time: "2026-11-21T09:30:00-05:00", headline: "new" };
    expect(arrivedUpdates([A, B], [D, C, { time: "2026-11-21T07:30:00-05:00" }, A])).toEqual([
      D,
      C,
    ]);
  });

  it("reads the story from a page's data, and nothing from anything else", () => {
    const data = { result: { data: { story: { liveUntil: "x", updates: [A] } } } };
    expect(liveStateOf(data)).toEqual({ liveUntil: "x", updates: [A] });
    expect(liveStateOf({ result: { data: { story: { updates: [A] } } } })?.liveUntil).toBeNull();
    expect(liveStateOf("<html>")).toBeUndefined();
    expect(liveStateOf(null)).toBeUndefined();
    expect(liveStateOf({ result: { data: { story: { updates: [{ time: "soon" }] } } } })).toBe(
      undefined,
    );
    expect(liveStateOf({ result: { data: { story: { updates: "none" } } } })).toBeUndefined();
  });

  it("knows where Gatsby keeps a page's data", () => {
    expect(pageDataPath("/local-news/storm/")).toBe("/page-data/local-news/storm/page-data.json");
    expect(pageDataPath("/")).toBe("/page-data/index/page-data.json");
  });
});

describe("an update's text, for structured data", () => {
  it("drops tags and the new-tab note, decodes references and keeps words apart", () => {
    const html = renderMarkdown("Roads **closed** & <flooded>.\n\nSee [the map](https://x.org).", {
      newTabLabel: "(opens in a new tab)",
    });
    expect(textOfHtml(html)).toBe("Roads closed & . See the map.");
    expect(textOfHtml("<p>&#x3C;b&#x3E; &#60; &quot;q&quot; &unknown;</p>")).toBe(
      '<b> < "q" &unknown;',
    );
  });
});

describe("a live story's structured data", () => {
  // The metadata tests' site, without contacts: this test reads the story's own nodes.
  const site: SiteIdentity = { ...metadataSite, description: "Local news.", contacts: [] };
  const head = buildStoryMetadata(site, {
    title: "Live: Storm",
    description: "Updates.",
    keywords: [],
    path: "/local-news/storm/",
    type: "article",
    publishedTime: "2026-11-24T17:05:00-05:00",
    modifiedTime: "2026-11-25T16:40:00.000Z",
    article: {
      headline: "Live: Storm",
      authors: [],
      section: { title: "Local News", path: "/local-news/" },
      corrections: [],
      live: {
        liveUntil: "2026-11-25T12:00:00-05:00",
        updates: [
          {
            time: "2026-11-24T18:20:00-05:00",
            headline: "Outages",
            bodyHtml: "<p>60,000 out.</p>",
          },
          { time: "2026-11-24T19:50:00-05:00", bodyHtml: "<p>A tree fell on the Lodge.</p>" },
        ],
      },
    },
  });
  const graph = head.jsonLd["@graph"];

  it("is a LiveBlogPosting from publication to liveUntil, its updates newest first", () => {
    const posting = graph.find((node) => node["@type"] === "LiveBlogPosting");
    expect(graph.find((node) => node["@type"] === "NewsArticle")).toBeUndefined();
    expect(posting).toMatchObject({
      headline: "Live: Storm",
      coverageStartTime: "2026-11-24T17:05:00-05:00",
      coverageEndTime: "2026-11-25T12:00:00-05:00",
      dateModified: "2026-11-25T16:40:00.000Z",
      liveBlogUpdate: [
        {
          "@type": "BlogPosting",
          "@id": "https://www.detroitherald.news/local-news/storm/#update-20261125-005000",
          url: "https://www.detroitherald.news/local-news/storm/#update-20261125-005000",
          // Without a headline, an update is named by its text.
          headline: "A tree fell on the Lodge.",
          articleBody: "A tree fell on the Lodge.",
          datePublished: "2026-11-24T19:50:00-05:00",
        },
        {
          "@type": "BlogPosting",
          headline: "Outages",
          articleBody: "60,000 out.",
          datePublished: "2026-11-24T18:20:00-05:00",
        },
      ],
    });
  });
});

describe("a live story in the feeds", () => {
  const channel = {
    siteUrl: "https://x.news",
    title: "Herald",
    description: "News",
    language: "en-US",
    buildTime: Date.parse("2026-11-26T12:00:00Z"),
  };
  const story = {
    slug: "storm",
    section: "local-news",
    headline: "Live: Storm",
    summary: "s",
    author: "A",
    publishedAt: "2026-11-23T17:05:00-05:00",
    path: "/local-news/storm/",
    modifiedAt: "2026-11-25T16:40:00.000Z",
    updates: [{ time: "2026-11-25T11:40:00-05:00" }],
  };

  it("carries its latest update as the RSS item's updated time", () => {
    expect(buildRssFeed(channel, [story], [])).toContain(
      "<atom:updated>2026-11-25T16:40:00.000Z</atom:updated>",
    );
  });

  it("stays in the news sitemap while updated in the last 48 hours, with its latest change", () => {
    const xml = buildNewsSitemap(channel, [story]);
    expect(xml).toContain("<loc>https://x.news/local-news/storm/</loc>");
    expect(xml).toContain("<lastmod>2026-11-25T16:40:00.000Z</lastmod>");
    expect(xml).toContain(
      "<news:publication_date>2026-11-23T17:05:00-05:00</news:publication_date>",
    );
    const later = { ...channel, buildTime: Date.parse("2026-11-27T17:00:00Z") };
    expect(buildNewsSitemap(later, [story])).not.toContain("<loc>");
    expect(buildNewsSitemap(channel, [{ ...story, updates: [] }])).not.toContain("<loc>");
  });
});

describe("the CMS for live coverage", () => {
  const config = buildCmsConfig(contentFiles, {
    cms: { repository: "detroit-herald/website", branch: "main" },
    siteUrl: "https://www.detroitherald.news",
  });
  const stories = config.collections.find((entry) => entry.name === "stories") as unknown as {
    fields: CmsField[];
  };
  const field = (name: string) => stories.fields.find((entry) => entry.name === name)!;

  it("adds an update as one list item, at the top, each named by its time", () => {
    expect(field("updates")).toMatchObject({
      widget: "list",
      add_to_top: true,
      required: false,
      summary: "{{fields.time}}",
    });
    const fields = (field("updates").fields as CmsField[]).map((entry) => [
      entry.name,
      entry.widget,
      entry.required ?? true,
    ]);
    expect(fields).toEqual([
      ["time", "datetime", true],
      ["headline", "string", false],
      ["body", "markdown", true],
      ["image", OPTIONAL_GROUP_WIDGET, false],
      ["keyEvent", "boolean", false],
    ]);
    expect(field("liveUntil")).toMatchObject({ widget: "datetime", required: false });
    // Only the updates: the corrections stay oldest first.
    expect(field("corrections")).not.toHaveProperty("add_to_top");
  });
});
