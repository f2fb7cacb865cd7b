import React from "react";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/components/Header/Header";
import type { LanguageLink } from "../../src/model/editions";
import { renderWithSite, siteData, TEST_BUILD_TIME } from "../support/renderWithSite";

function renderHeader(isHome: boolean, languages: readonly LanguageLink[] = []) {
  const onSupport = jest.fn();
  const onSupportIntent = jest.fn();
  const { settings, ui, categories } = siteData();
  renderWithSite(
    <>
      <Header
        siteName={settings.name}
        tagline={settings.tagline}
        categories={categories}
        ui={ui}
        homePath="/"
        searchPath="/search/"
        languages={languages}
        isHome={isHome}
        onSupport={onSupport}
        onSupportIntent={onSupportIntent}
      />
      <section id="sports" tabIndex={-1}>
        <h2>Sports</h2>
      </section>
    </>,
  );
  return { onSupport, onSupportIntent };
}

const sectionNav = () => screen.getByRole("navigation", { name: "Sections" });

describe("Header", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse(TEST_BUILD_TIME), advanceTimers: true });
    Element.prototype.scrollIntoView = jest.fn();
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => jest.useRealTimers());

  it("starts with a skip link to the main content", () => {
    renderHeader(true);
    const links = screen.getAllByRole("link");
    expect(links[0]).toHaveTextContent("Skip to main content");
    expect(links[0]).toHaveAttribute("href", "#main-content");
  });

  it("lists the 16 sections with the spec's labels", () => {
    renderHeader(true);
    const labels = within(sectionNav())
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual([
      "Local",
      "National",
      "World",
      "Politics",
      "Business",
      "Technology",
      "Automotive",
      "Real Estate",
      "Health",
      "Sports",
      "Arts & Culture",
      "Food & Dining",
      "Lifestyle",
      "Opinion",
      "Archives",
      "Events",
    ]);
  });

  it("on the home page, a section choice scrolls smoothly to the section and focuses it", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader(true);
    const link = within(sectionNav()).getByRole("link", { name: "Sports" });
    expect(link).toHaveAttribute("href", "#sports");
    await user.click(link);
    const section = document.getElementById("sports")!;
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(section).toHaveFocus();
  });

  it("respects reduced motion when scrolling", async () => {
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader(true);
    await user.click(within(sectionNav()).getByRole("link", { name: "Sports" }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: "auto",
      block: "start",
    });
  });

  it("elsewhere, a section choice goes to /{section id}/", () => {
    renderHeader(false);
    expect(within(sectionNav()).getByRole("link", { name: "Sports" })).toHaveAttribute(
      "href",
      "/sports/",
    );
    expect(within(sectionNav()).getByRole("link", { name: "Local" })).toHaveAttribute(
      "href",
      "/local-news/",
    );
  });

  it("the mobile menu opens, closes, and closes after a choice", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader(true);
    const toggle = within(sectionNav()).getByRole("button", { name: "Sections" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "section-menu");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    await user.click(within(sectionNav()).getByRole("link", { name: "Sports" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("the mobile menu closes when focus moves on past it, so it never covers what has focus", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader(true);
    const toggle = within(sectionNav()).getByRole("button", { name: "Sections" });
    await user.click(toggle);
    // Tabbing inside the menu keeps it open.
    await user.tab();
    expect(within(sectionNav()).getByRole("link", { name: "Local" })).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    act(() => within(sectionNav()).getByRole("link", { name: "Events" }).focus());
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    act(() => document.getElementById("sports")!.focus());
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("off the home page, a section choice in the open mobile menu closes it and goes to /{id}/", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader(false);
    const toggle = within(sectionNav()).getByRole("button", { name: "Sections" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("section-menu")).toHaveAttribute("data-open", "true");

    const link = within(sectionNav()).getByRole("link", { name: "Sports" });
    expect(link).toHaveAttribute("href", "/sports/");
    // Gatsby's Link navigates on click: the menu must not cancel that, nor scroll here.
    // Listened to on the document, so after React's handlers; jsdom itself cannot navigate.
    let defaultPrevented: boolean | undefined;
    const afterReact = (event: MouseEvent) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", afterReact);
    await user.click(link);
    document.removeEventListener("click", afterReact);
    expect(defaultPrevented).toBe(false);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("section-menu")).toHaveAttribute("data-open", "false");
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it("shows today's date in long form and in short form for narrow screens", () => {
    renderHeader(true);
    const date = screen.getByText("Sunday, November 22, 2026").closest("time")!;
    expect(date).toHaveAttribute("datetime", "2026-11-22");
    expect(within(date).getByText("Nov 22, 2026")).toBeInTheDocument();
  });

  it("shows the day a reader reads on, not the build's, once the page has started", () => {
    jest.setSystemTime(Date.parse("2026-11-24T14:00:00Z"));
    renderHeader(true);
    const date = screen.getByText("Tuesday, November 24, 2026").closest("time")!;
    expect(date).toHaveAttribute("datetime", "2026-11-24");
    expect(within(date).getByText("Nov 24, 2026")).toBeInTheDocument();
  });

  it("links the site in its other languages, each named and marked in its own", () => {
    renderHeader(true, [
      { lang: "es", name: "Español", path: "/es/" },
      { lang: "ar", name: "العربية", path: "/ar/" },
    ]);
    const languages = screen.getByRole("navigation", { name: "Other languages" });
    const spanish = within(languages).getByRole("link", { name: "Español" });
    expect(spanish).toHaveAttribute("href", "/es/");
    expect(spanish).toHaveAttribute("lang", "es");
    expect(spanish).toHaveAttribute("hreflang", "es");
    expect(within(languages).getByRole("link", { name: "العربية" })).toHaveAttribute("lang", "ar");
  });

  it("has no language links where the site has no other language", () => {
    renderHeader(true);
    expect(screen.queryByRole("navigation", { name: "Other languages" })).not.toBeInTheDocument();
  });

  it("the support button, long and short labels, opens the donation dialog", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onSupport } = renderHeader(true);
    const button = screen.getByRole("button", { name: /Support Local Journalism/ });
    expect(within(button).getByText("Support")).toBeInTheDocument();
    await user.click(button);
    expect(onSupport).toHaveBeenCalledTimes(1);
  });

  it("announces the intent to support on pointing or focus, before the click", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onSupport, onSupportIntent } = renderHeader(true);
    const button = screen.getByRole("button", { name: /Support Local Journalism/ });
    await user.hover(button);
    expect(onSupportIntent).toHaveBeenCalled();
    onSupportIntent.mockClear();
    button.focus();
    expect(onSupportIntent).toHaveBeenCalledTimes(1);
    expect(onSupport).not.toHaveBeenCalled();
  });

  it("links to Partners and FAQ", () => {
    renderHeader(false);
    expect(screen.getByRole("link", { name: "Partners" })).toHaveAttribute("href", "/partners/");
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq/");
  });
});
