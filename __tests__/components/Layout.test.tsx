import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/Layout/Layout";
import type { UiText } from "../../src/hooks/useSiteData";
import type { EditionChrome } from "../../src/model/editions";
import { calendarDay, editionLocale } from "../../src/model/formatDate";
import { readContent } from "../support/content";
import { renderWithSite, TEST_BUILD_TIME } from "../support/renderWithSite";

function renderLayout() {
  renderWithSite(
    <Layout pathname="/faq/">
      <h1>Frequently Asked Questions</h1>
    </Layout>,
  );
  return userEvent.setup();
}

describe("Layout", () => {
  afterEach(() => jest.useRealTimers());

  it("on an edition's page, speaks its language: copy, section names, date, home", () => {
    jest.useFakeTimers({ now: Date.parse(TEST_BUILD_TIME), advanceTimers: true });
    const spanish = readContent<Omit<EditionChrome<UiText>, "buildDay">>("editions/es.json");
    const buildDay = calendarDay(Date.parse(TEST_BUILD_TIME), editionLocale("es", "latn"));
    renderWithSite(
      <Layout pathname="/es/" edition={{ ...spanish, buildDay }}>
        <h1>Portada</h1>
      </Layout>,
    );
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: spanish.ui.skipLink })).toBeInTheDocument();
    expect(banner).toHaveTextContent(spanish.tagline);
    expect(banner).toHaveTextContent("domingo, 22 de noviembre de 2026");
    expect(within(banner).getByRole("link", { name: /Herald/ })).toHaveAttribute("href", "/es/");
    const bar = screen.getByRole("navigation", { name: spanish.ui.sectionsNavLabel });
    // The front page of the edition: a section choice stays on it.
    for (const named of spanish.sections) {
      const link = within(bar).getByRole("link", { name: named.navLabel });
      expect(link).toHaveAttribute("href", `#${named.category}`);
    }
    expect(screen.getByRole("contentinfo")).toHaveTextContent(spanish.ui.footer.sectionsHeading);
  });

  it("puts the page between the header and the footer, in the main landmark", () => {
    renderLayout();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
    );
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("loads the donation dialog when a reader first asks for it", async () => {
    const user = renderLayout();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Support/ }));
    expect(
      await screen.findByRole("dialog", { name: "Support Local Journalism" }),
    ).toBeInTheDocument();
  });
});
