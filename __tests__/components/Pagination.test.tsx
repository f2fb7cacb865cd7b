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
    renderWithSite(<Pagination page={{ number: 1, count: 1, firstPage }} copy={ui.archive} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("leads from a middle page to the newer and older pages and names each page", () => {
    renderWithSite(<Pagination page={{ number: 3, count: 41, firstPage }} copy={ui.archive} />);
    expect(hrefOf(ui.archive.previous)).toBe("/sections/local-news/page/2/");
    expect(hrefOf(ui.archive.next)).toBe("/sections/local-news/page/4/");
    expect(hrefOf(fillTemplate(ui.archive.pageLink, { page: 1 }))).toBe(firstPage);
    expect(hrefOf(fillTemplate(ui.archive.pageLink, { page: 41 }))).toBe(
      "/sections/local-news/page/41/",
    );
    const current = within(pageList()).getByRole("link", {
      name: fillTemplate(ui.archive.pageLink, { page: 3 }),
    });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveTextContent(/^3$/);
    // Pages far from this one are left out: the list stays short.
    expect(within(pageList()).queryByRole("link", { name: "Page 20" })).toBeNull();
  });

  it("has no newer link on the first page and no older link on the last", () => {
    const { unmount } = renderWithSite(
      <Pagination page={{ number: 1, count: 2, firstPage }} copy={ui.archive} />,
    );
    expect(within(pageList()).queryByRole("link", { name: ui.archive.previous })).toBeNull();
    expect(hrefOf(ui.archive.next)).toBe("/sections/local-news/page/2/");
    unmount();
    renderWithSite(<Pagination page={{ number: 2, count: 2, firstPage }} copy={ui.archive} />);
    expect(hrefOf(ui.archive.previous)).toBe(firstPage);
    expect(within(pageList()).queryByRole("link", { name: ui.archive.next })).toBeNull();
  });
});

describe("ArchivePage", () => {
  it("says what the list is and which page, and lists its stories as headings with links", () => {
    const heading = archiveHeading(
      fillTemplate(ui.archive.sectionTitle, { section: "Local News" }),
      { number: 3, count: 41 },
      ui.archive.pageOf,
    );
    expect(heading).toBe("Local News: stories, page 3 of 41");
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
        page={{ number: 3, count: 41, firstPage }}
        copy={ui.archive}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(
      within(screen.getByRole("heading", { level: 2 })).getByRole("link", { name: "A headline" }),
    ).toHaveAttribute("href", "/local-news/a/");
    expect(pageList()).toBeInTheDocument();
  });

  it("needs no page number while the list has one page", () => {
    expect(archiveHeading("Topic: Midtown", { number: 1, count: 1 }, ui.archive.pageOf)).toBe(
      "Topic: Midtown",
    );
  });
});
