import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { PagefindApi } from "../../src/browser/pagefind";
import { SearchPage, type SearchCopy } from "../../src/components/SearchPage/SearchPage";
import { fillTemplate } from "../../src/model/templates";
import { readContent } from "../support/content";
import { renderWithSite } from "../support/renderWithSite";

/** The search page queries its copy itself: ui.json's `search`. */
const copy = readContent<{ search: SearchCopy }>("ui.json").search;
const archives = [
  { title: "Local News", path: "/sections/local-news/" },
  { title: "Sports", path: "/sections/sports/" },
];

const page = (index: number) => ({
  url: `/sports/story-${index}/`,
  excerpt: `Result ${index} about the <mark>rovers</mark> &lt;b&gt;`,
  meta: {
    title: `Story ${index}`,
    date: `2026-11-${String(10 + (index % 10)).padStart(2, "0")}T12:00:00Z`,
  },
  filters: { section: ["Sports"] },
});

/** The filters' values, as the page's query gives them. */
const choices = { sections: ["Local News", "Sports"], authors: ["Renée Okafor"] };

/** Pagefind as the page uses it, answering every search with `count` results from `first` on. */
function fakePagefind(count: number, first = 0) {
  const searches: { query: string; options: Record<string, unknown> }[] = [];
  const api: PagefindApi = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    debouncedSearch: (query, options) => {
      searches.push({ query, options });
      return Promise.resolve({
        results: Array.from({ length: count }, (_, index) => ({
          id: String(first + index),
          data: () => Promise.resolve(page(first + index)),
        })),
      });
    },
  };
  return { api, searches };
}

/** Renders the page; `older` answers for the older stories' indexes, by folder. */
async function renderSearch(
  address: string,
  pagefind: Promise<PagefindApi>,
  { storyCount = 3, older = {} as Record<string, PagefindApi> } = {},
) {
  window.history.replaceState(null, "", address);
  const loadSearch = jest.fn((indexDir: string) =>
    indexDir in older ? Promise.resolve(older[indexDir]!) : pagefind,
  );
  renderWithSite(
    <SearchPage
      copy={copy}
      archives={archives}
      choices={choices}
      storyCount={storyCount}
      storiesPerIndex={3}
      loadSearch={loadSearch}
    />,
  );
  await act(() =>
    pagefind.then(
      () => undefined,
      () => undefined,
    ),
  );
  return loadSearch;
}

describe("SearchPage", () => {
  it("is built with its form, so nothing moves when its script starts, and the message for readers without it", () => {
    const built = document.createElement("div");
    built.innerHTML = renderToStaticMarkup(
      <SearchPage
        copy={copy}
        archives={archives}
        choices={choices}
        storyCount={3}
        storiesPerIndex={3}
        loadSearch={() => new Promise(() => undefined)}
      />,
    );
    expect(within(built).getByRole("search")).toContainElement(
      within(built).getByRole("searchbox", { name: copy.label }),
    );
    expect(within(built).getByRole("status")).toBeEmptyDOMElement();
    expect(built).toHaveTextContent(copy.needsJavaScript);
    expect(within(built).getByRole("link", { name: "Sports" })).toHaveAttribute(
      "href",
      "/sections/sports/",
    );
  });

  it("searches the words in the address and lists the results, the count announced", async () => {
    const { api, searches } = fakePagefind(12);
    await renderSearch("/search/?q=rovers&section=Sports", Promise.resolve(api));
    expect(screen.getByRole("searchbox", { name: copy.label })).toHaveValue("rovers");
    expect(screen.getByRole("combobox", { name: copy.sectionFilter })).toHaveValue("Sports");
    // The sections as the site lists them.
    expect(
      within(screen.getByRole("combobox", { name: copy.sectionFilter }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([copy.anyValue, "Local News", "Sports"]);
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        fillTemplate(copy.resultCount, { count: "12", query: "rovers" }),
      ),
    );
    expect(searches.at(-1)).toEqual({
      query: "rovers",
      options: { filters: { section: "Sports" } },
    });
    const listed = screen.getAllByRole("heading", { level: 2 });
    expect(listed).toHaveLength(10);
    expect(screen.getByRole("link", { name: "Story 0" })).toHaveAttribute(
      "href",
      "/sports/story-0/",
    );
    // The excerpt is text with the matched word marked: the story's "<b>" is not markup.
    const first = listed[0]!.closest("li")!;
    expect(first.querySelector("mark")).toHaveTextContent("rovers");
    expect(first).toHaveTextContent("about the rovers <b>");
    expect(first.querySelector("b")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: copy.moreResults }));
    expect(await screen.findByRole("link", { name: "Story 11" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: copy.moreResults })).toBeNull();
  });

  it("keeps the address in step with what the reader types and chooses", async () => {
    const { api, searches } = fakePagefind(0);
    await renderSearch("/search/", Promise.resolve(api));
    fireEvent.change(screen.getByRole("searchbox", { name: copy.label }), {
      target: { value: "  water   main " },
    });
    fireEvent.change(screen.getByRole("combobox", { name: copy.sortLabel }), {
      target: { value: "date" },
    });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        fillTemplate(copy.noResults, { query: "water main" }),
      ),
    );
    expect(window.location.search).toBe("?q=water+main&sort=date");
    expect(searches.at(-1)?.options).toEqual({ filters: {}, sort: { date: "desc" } });
  });

  it("searches the newest stories first, and the older ones when the reader asks", async () => {
    const recent = fakePagefind(3);
    const older = fakePagefind(2, 100);
    const oldest = fakePagefind(1, 200);
    const loadSearch = await renderSearch(
      "/search/?q=rovers&sort=date",
      Promise.resolve(recent.api),
      // Three indexes of 3: the older ones are numbered from the oldest.
      { storyCount: 9, older: { "pagefind-older/2": older.api, "pagefind-older/1": oldest.api } },
    );
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        fillTemplate(copy.resultCount, { count: "3", query: "rovers" }),
      ),
    );
    expect(loadSearch.mock.calls.map(([dir]) => dir)).toEqual(["pagefind"]);
    expect(screen.getByText(fillTemplate(copy.recentOnly, { count: "3" }))).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: copy.searchOlder }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        fillTemplate(copy.resultCount, { count: "6", query: "rovers" }),
      ),
    );
    expect(screen.getByRole("status")).toHaveFocus();
    expect(window.location.search).toBe("?q=rovers&sort=date&older=1");
    for (const index of [older, oldest]) {
      expect(index.searches.at(-1)).toEqual({
        query: "rovers",
        options: { filters: {}, sort: { date: "desc" } },
      });
    }
    // Each older index's results after the newer one's.
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(["Story 0", "Story 1", "Story 2", "Story 100", "Story 101", "Story 200"]);
    expect(screen.queryByRole("button", { name: copy.searchOlder })).toBeNull();
  });

  it("says one result in the singular", async () => {
    const { api } = fakePagefind(1);
    await renderSearch("/search/?q=rovers", Promise.resolve(api));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        fillTemplate(copy.resultCountOne, { query: "rovers" }),
      ),
    );
  });

  it("offers no older stories where the first index holds them all", async () => {
    const { api } = fakePagefind(3);
    await renderSearch("/search/?q=rovers&older=1", Promise.resolve(api));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        fillTemplate(copy.resultCount, { count: "3", query: "rovers" }),
      ),
    );
    expect(screen.queryByRole("button", { name: copy.searchOlder })).toBeNull();
  });

  it("says so and leads to the archives when search cannot load", async () => {
    await renderSearch("/search/?q=x", Promise.reject(new Error("offline")));
    expect(await screen.findByText(copy.unavailable)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sports" })).toHaveAttribute(
      "href",
      "/sections/sports/",
    );
    expect(screen.queryByRole("searchbox")).toBeNull();
  });
});
