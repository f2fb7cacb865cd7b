import React from "react";
import { screen, within } from "@testing-library/react";
import { ArchivePage } from "../../src/components/ArchivePage/ArchivePage";
import { Pagination } from "../../src/components/Pagination/Pagination";
import { archiveHeading } from "../../src/model/archive";
import { fillTemplate } from "../../src/model/templates";
import { renderWithSite, siteData } from "../support/renderWithSite";

const { ui } = siteData();
const firstPage = "/sections/local-news/";

const pageList = () => screen.getByRole("navigation", { name: ui.archive.pagesLabel });
const hrefOf = (name: string) =>
  within(pageList()).getByRole("link", { name }).getAttribute("href");

describe("Pagination", () => {
  it("shows nothing for a list of one page", () => {
    renderWithSite(
      <Pagination page={{ number: 1, newest: true, newer: 0, firstPage }} copy={ui.archive} />,
    );
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("leads from a middle page to the newer and older pages and names each page", () => {
    renderWithSite(
      <Pagination page={{ number: 20, newest: false, newer: 3, firstPage }} copy={ui.archive} />,
    );
    expect(hrefOf(ui.archive.previous)).toBe("/sections/local-news/page/21/");
    expect(hrefOf(ui.archive.next)).toBe("/sections/local-news/page/19/");
    expect(hrefOf(ui.archive.newestLink)).toBe(firstPage);
    expect(hrefOf(fillTemplate(ui.archive.pageLink, { page: 1 }))).toBe(
      "/sections/local-news/page/1/",
    );
    const current = within(pageList()).getByRole("link", {
      name: fillTemplate(ui.archive.pageLink, { page: 20 }),
    });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveTextContent(/^20$/);
    // Newest first, and pages far from this one are left out: the list stays short.
    expect(
      within(pageList())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      ui.archive.previous,
      ui.archive.newestLink,
      "22",
      "21",
      "20",
      "19",
      "18",
      "1",
      ui.archive.next,
    ]);
  });

  it("has no newer link on the newest page and no older link on page 1", () => {
    const { unmount } = renderWithSite(
      <Pagination page={{ number: 2, newest: true, newer: 0, firstPage }} copy={ui.archive} />,
    );
    expect(within(pageList()).queryByRole("link", { name: ui.archive.previous })).toBeNull();
    expect(within(pageList()).getByRole("link", { name: ui.archive.newestLink })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(hrefOf(ui.archive.next)).toBe("/sections/local-news/page/1/");
    unmount();
    renderWithSite(
      <Pagination page={{ number: 1, newest: false, newer: 0, firstPage }} copy={ui.archive} />,
    );
    expect(hrefOf(ui.archive.previous)).toBe(firstPage);
    expect(within(pageList()).queryByRole("link", { name: ui.archive.next })).toBeNull();
  });
});

describe("ArchivePage", () => {
  it("says what the list is and which page, and lists its stories as headings with links", () => {
    const heading = archiveHeading(
      fillTemplate(ui.archive.sectionTitle, { section: "Local News" }),
      { number: 3, newest: false },
      ui.archive.pageOf,
    );
    expect(heading).toBe("Local News: stories, page 3 from the oldest");
    renderWithSite(
      <ArchivePage
        heading={heading}
        stories={[
          {
            path: "/local-news/a/",
            headline: "A headline",
            summary: "A dek.",
            publishedAt: "2026-11-20T12:00:00Z",
          },
        ]}
        page={{ number: 3, newest: false, newer: 3, firstPage }}
        copy={ui.archive}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(
      within(screen.getByRole("heading", { level: 2 })).getByRole("link", { name: "A headline" }),
    ).toHaveAttribute("href", "/local-news/a/");
    expect(pageList()).toBeInTheDocument();
  });

  it("needs no page number on the newest page", () => {
    expect(archiveHeading("Topic: Midtown", { number: 7, newest: true }, ui.archive.pageOf)).toBe(
      "Topic: Midtown",
    );
  });
});
