import React from "react";
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

/** Pagefind as the page uses it, answering every search with `count` results. */
function fakePagefind(count: number) {
  const searches: { query: string; options: Record<string, unknown> }[] = [];
  const api: PagefindApi = {
    options: () => Promise.resolve(),
    filters: () =>
      Promise.resolve({ section: { Sports: 3, "Local News": 5 }, author: { "Renée Okafor": 2 } }),
    debouncedSearch: (query, options) => {
      searches.push({ query, options });
      return Promise.resolve({
        results: Array.from({ length: count }, (_, index) => ({
          id: String(index),
          data: () => Promise.resolve(page(index)),
        })),
      });
    },
  };
  return { api, searches };
}

async function renderSearch(address: string, pagefind: Promise<PagefindApi>) {
  window.history.replaceState(null, "", address);
  renderWithSite(<SearchPage copy={copy} archives={archives} loadSearch={() => pagefind} />);
  await act(() =>
    pagefind.then(
      () => undefined,
      () => undefined,
    ),
  );
}

describe("SearchPage", () => {
  it("searches the words in the address and lists the results, the count announced", async () => {
    const { api, searches } = fakePagefind(12);
    await renderSearch("/search/?q=rovers&section=Sports", Promise.resolve(api));
    expect(screen.getByRole("searchbox", { name: copy.label })).toHaveValue("rovers");
    expect(screen.getByRole("combobox", { name: copy.sectionFilter })).toHaveValue("Sports");
    // The sections with the most results first.
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
