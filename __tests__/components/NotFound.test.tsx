import React from "react";
import { screen } from "@testing-library/react";
import { NotFound } from "../../src/components/NotFound/NotFound";
import { notFoundEdition } from "../../src/components/NotFound/notFoundEdition";
import { Head } from "../../src/templates/NotFoundPage";
import { renderHead, renderWithSite, siteData } from "../support/renderWithSite";

const SITE_PATHS = { home: "/", news: "/news/", search: "/search/" };

describe("404 page", () => {
  it("shows the spec's heading, text, home button and news link", () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithSite(
      <NotFound
        pathname="/no-such-page/"
        copy={siteData().ui.notFound}
        searchLabel={siteData().ui.searchLink}
        paths={SITE_PATHS}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "The page you're looking for doesn't seem to exist. It might have been moved, deleted, or never existed in the first place.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Browse the latest news" })).toHaveAttribute(
      "href",
      "/news/",
    );
  });

  it("logs the missing path to the console", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithSite(
      <NotFound
        pathname="/no-such-page/"
        copy={siteData().ui.notFound}
        searchLabel={siteData().ui.searchLink}
        paths={SITE_PATHS}
      />,
    );
    expect(warn).toHaveBeenCalledWith("404: no page at /no-such-page/");
  });

  it("shows banner ad slots above and below the content", () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWithSite(
      <NotFound
        pathname="/x/"
        copy={siteData().ui.notFound}
        searchLabel={siteData().ui.searchLink}
        paths={SITE_PATHS}
      />,
    );
    const slots = screen.getAllByRole("figure", { name: "Advertisement" });
    expect(slots).toHaveLength(4);
    expect(slots.filter((slot) => slot.className.includes("wideOnly"))).toHaveLength(2);
  });

  it("has a page-not-found title, its own description and noindex", () => {
    renderHead(
      <Head
        location={{ pathname: "/no-such-page/" } as never}
        params={{}}
        data={{ editions: { nodes: [] } }}
        pageContext={{}}
        serverData={{}}
      />,
    );
    const title = document.querySelector("title");
    expect(title).toHaveTextContent("Page Not Found | The Detroit Fixture Herald");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      siteData().ui.notFound.description,
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
  });

  it("speaks, in the browser, the language the host served it in, whatever the address", () => {
    const editions = [{ id: "ar" }, { id: "es" }];
    document.documentElement.lang = "es";
    expect(notFoundEdition(editions, "/es/gone/")).toEqual({ id: "es" });
    // A host with one 404.html for every address served the site's page: it stays the site's.
    document.documentElement.lang = "en-US";
    expect(notFoundEdition(editions, "/es/gone/")).toBeUndefined();
    document.documentElement.removeAttribute("lang");
  });
});
