import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import {
  LiveCoverage,
  type LiveCopy,
  type LiveUpdateData,
} from "../../src/components/LiveCoverage/LiveCoverage";
import { LIVE_INTERVAL_MS } from "../../src/components/LiveCoverage/LivePoller";
import { formatDateTime } from "../../src/model/formatDate";
import type { NewsStory } from "../../src/model/newsStories";
import { renderMarkdown } from "../../src/model/renderMarkdown";
import { readContent } from "../support/content";
import { renderWithSite } from "../support/renderWithSite";

const story = readContent<NewsStory>("stories/2026/11/jefferson-water-main-break-live.json");
const ui = readContent<{ live: LiveCopy; newTab: string }>("ui.json");
const copy = ui.live;
const PATH = "/local-news/jefferson-water-main-break-live/";
const PAGE_DATA = "/page-data/local-news/jefferson-water-main-break-live/page-data.json";

/** An update as its node holds it: the body made HTML, a picture from the web as it is. */
const asNode = (update: NonNullable<NewsStory["updates"]>[number]): LiveUpdateData => ({
  ...update,
  bodyHtml: renderMarkdown(update.body, { newTabLabel: ui.newTab }),
  imageUrl: update.image?.src ?? null,
  imageWidth: update.image?.width ?? null,
  imageHeight: update.image?.height ?? null,
});
const updates = (story.updates ?? []).map(asNode);
const newer: LiveUpdateData = {
  time: "2026-11-21T09:30:00-05:00",
  headline: "Jefferson reopens westbound",
  bodyHtml: "<p>One lane each way.</p>",
};

/** What the host serves as the page's data: the story node with these updates. */
const pageData = (storyUpdates: readonly LiveUpdateData[], liveUntil = story.liveUntil) => ({
  componentChunkName: "component---src-templates-story-page-template-tsx",
  result: { data: { story: { liveUntil, updates: storyUpdates } } },
});

let served: unknown;
const fetchMock = jest.fn(async () => ({ ok: true, json: async () => served }));

/** Renders the coverage, then lets its lazily loaded check for updates arrive. */
async function renderCoverage({ openAtBuild = true } = {}) {
  const rendered = renderWithSite(
    <LiveCoverage
      path={PATH}
      liveUntil={story.liveUntil!}
      openAtBuild={openAtBuild}
      updates={updates}
      copy={copy}
    >
      <p>The story&apos;s body</p>
    </LiveCoverage>,
  );
  await act(async () => undefined);
  return rendered;
}

/** Lets the lazily loaded check for updates arrive, then `count` intervals between checks pass. */
async function waitChecks(count: number) {
  for (let check = 0; check < count; check += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LIVE_INTERVAL_MS);
    });
  }
}

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse("2026-11-21T09:00:00-05:00") });
  served = pageData(updates);
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  setVisibility("visible");
});

afterEach(() => {
  jest.useRealTimers();
});

describe("LiveCoverage", () => {
  it("says it is live, how many updates and when the last came, with the key events on top", async () => {
    await renderCoverage();
    expect(screen.getByText(copy.label)).toBeInTheDocument();
    expect(screen.getByText("3 updates")).toBeInTheDocument();
    expect(screen.getByText(copy.lastUpdate, { exact: false })).toHaveTextContent(
      `${copy.lastUpdate} ${formatDateTime(new Date("2026-11-21T08:45:00-05:00"))}`,
    );
    const keyEvents = screen.getByRole("navigation", { name: copy.keyEvents });
    const link = within(keyEvents).getByRole("link");
    expect(link).toHaveTextContent("Boil-water advisory for 1,200 homes");
    expect(link).toHaveAttribute("href", "#update-20261121-123000");
  });

  it("shows every update newest first, each at its own address with a link to share it", async () => {
    const { container } = await renderCoverage();
    const articles = [...container.querySelectorAll("article")];
    expect(articles.map((article) => article.id)).toEqual([
      "update-20261121-134500",
      "update-20261121-123000",
      "update-20261121-114000",
    ]);
    // Without a headline, an update is named by its time.
    expect(within(articles[0]!).getByRole("heading", { level: 2 })).toHaveTextContent(
      formatDateTime(new Date("2026-11-21T08:45:00-05:00")),
    );
    const boil = screen.getByRole("article", { name: "Boil-water advisory for 1,200 homes" });
    expect(within(boil).getByText(copy.keyEvent)).toBeInTheDocument();
    expect(within(boil).getByRole("img")).toHaveAttribute(
      "alt",
      "Water covering East Jefferson Avenue up to the curbs",
    );
    expect(within(boil).getByText("boil water").tagName).toBe("STRONG");
    expect(within(boil).getByRole("link", { name: copy.share })).toHaveAttribute(
      "href",
      "#update-20261121-123000",
    );
    expect(screen.getByText("The story's body")).toBeInTheDocument();
  });

  it("offers updates that arrived as a button, announced, and shows them on a press", async () => {
    await renderCoverage();
    await waitChecks(1);
    expect(fetchMock).toHaveBeenCalledWith(
      PAGE_DATA,
      expect.objectContaining({ cache: "no-cache" }),
    );
    expect(screen.queryByRole("button")).toBeNull();

    served = pageData([newer, ...updates]);
    await waitChecks(1);
    const button = screen.getByRole("button", { name: copy.newUpdatesOne });
    expect(screen.getByRole("status")).toHaveTextContent(copy.newUpdatesOne);
    // Nothing moves under the reader until they ask.
    expect(screen.queryByRole("article", { name: newer.headline! })).toBeNull();

    fireEvent.click(button);
    const shown = screen.getByRole("article", { name: newer.headline! });
    expect(document.querySelector("article")).toBe(shown);
    expect(within(shown).getByRole("heading")).toHaveFocus();
    expect(screen.getByText("4 updates")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("counts several arrivals in the button's words", async () => {
    await renderCoverage();
    served = pageData([
      newer,
      { ...newer, time: "2026-11-21T09:40:00-05:00", headline: "Buses back" },
      ...updates,
    ]);
    await waitChecks(1);
    expect(screen.getByRole("button", { name: "2 new updates" })).toBeInTheDocument();
  });

  it("checks nothing in a hidden tab, and again once it is visible", async () => {
    await renderCoverage();
    await waitChecks(0);
    setVisibility("hidden");
    await waitChecks(3);
    expect(fetchMock).not.toHaveBeenCalled();
    setVisibility("visible");
    await waitChecks(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("stops checking when coverage closes, and says Live no more", async () => {
    // Coverage ends at 18:00, between the first check and the second.
    jest.setSystemTime(Date.parse("2026-11-21T17:59:40-05:00"));
    await renderCoverage();
    await waitChecks(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitChecks(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(copy.label)).toBeNull();
  });

  it("checks nothing when coverage closed before the page was built or opened", async () => {
    jest.setSystemTime(Date.parse("2026-11-22T09:00:00-05:00"));
    await renderCoverage({ openAtBuild: false });
    await waitChecks(3);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(copy.label)).toBeNull();
    expect(screen.getByText("3 updates")).toBeInTheDocument();
  });
});
