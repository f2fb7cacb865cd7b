import React from "react";
import { screen } from "@testing-library/react";
import { FaqPage, type FaqPageProps } from "../../src/components/Faq/FaqPage";
import { Header } from "../../src/components/Header/Header";
import { PartnersPage, type PartnersPageProps } from "../../src/components/Partners/PartnersPage";
import { WeatherBox, type WeatherBoxProps } from "../../src/components/WeatherBox/WeatherBox";
import { readContent } from "../support/content";
import { renderFooter, renderWithSite, siteData } from "../support/renderWithSite";

/** Words around figures and links come from content: changing the content changes the page. */

const weather = readContent<{ weather: WeatherBoxProps["weather"] }>("home.json").weather;
const partners = readContent<PartnersPageProps["partners"]>("partners.json");

/** The paragraph whose whole text is `text`, however it is split into elements inside. */
const paragraphReading = (text: string) =>
  screen.getByText((_, element) => element?.tagName === "P" && element.textContent === text);

function renderPartners(content = partners, language = "en-US") {
  renderWithSite(
    <PartnersPage
      partners={content}
      newTabLabel={siteData().ui.newTab}
      unavailableText={siteData().ui.embedUnavailable}
      language={language}
    />,
  );
}

describe("copy around figures and links comes from content", () => {
  it("the weather box writes its figures with the units in content", () => {
    renderWithSite(<WeatherBox weather={weather} newTabLabel={siteData().ui.newTab} />);
    // The fixture's cold snap: a minus sign, written as content's template puts it.
    expect(screen.getByText("-7°F")).toBeInTheDocument();
    expect(screen.getByText("-2°F")).toBeInTheDocument();
    expect(screen.getByText("100%")).toBeInTheDocument();
    expect(screen.getByText("27 mph")).toBeInTheDocument();
  });

  it("the weather box follows changed units", () => {
    const units = { temperature: "{value} °F", humidity: "{value} percent", wind: "{value} mi/h" };
    renderWithSite(
      <WeatherBox weather={{ ...weather, units }} newTabLabel={siteData().ui.newTab} />,
    );
    expect(screen.getByText("-7 °F")).toBeInTheDocument();
    expect(screen.getByText("100 percent")).toBeInTheDocument();
    expect(screen.getByText("27 mi/h")).toBeInTheDocument();
  });

  it("the partners page says what its big figure counts, as one phrase", () => {
    renderPartners();
    const phrase = paragraphReading("3,000 publications in the network");
    expect(phrase.querySelector("strong")).toHaveTextContent(/^3,000$/);
    expect(phrase.closest("section")).toHaveAccessibleName("Join Our Network");
  });

  it("the partners page's figure follows the count, its words and the site's language", () => {
    const network = {
      ...partners.network,
      publicationCount: 12500,
      countLabel: "Members: {publicationCount}",
    };
    renderPartners({ ...partners, network }, "de-DE");
    expect(paragraphReading("Members: 12.500").querySelector("strong")).toHaveTextContent(
      /^12\.500$/,
    );
  });

  it("the footer's phone link and the FAQ's contact links are written by their templates", () => {
    renderFooter();
    // The fixture writes the number with a country code and brackets; the link dials digits.
    expect(
      screen.getByRole("link", { name: "Call the Newsroom: +1 (313) 555-0199" }),
    ).toHaveAttribute("href", "tel:+13135550199");
    const faq = readContent<FaqPageProps["faq"]>("faq.json");
    jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderWithSite(
      <FaqPage
        faq={{
          ...faq,
          stillHaveQuestions: {
            ...faq.stillHaveQuestions,
            emailLabel: "Write to {email}",
            phoneLabel: "Phone {phone} (weekdays)",
          },
        }}
      />,
    );
    expect(
      screen.getByRole("link", { name: "Write to newsroom@detroitherald.news" }),
    ).toHaveAttribute("href", "mailto:newsroom@detroitherald.news");
    expect(screen.getByRole("link", { name: "Phone (313) 555-0142 (weekdays)" })).toHaveAttribute(
      "href",
      "tel:+13135550142",
    );
  });

  it("the header names its Partners and FAQ links from content", () => {
    const { settings, ui, categories } = siteData();
    renderWithSite(
      <Header
        siteName={settings.name}
        tagline={settings.tagline}
        categories={categories}
        ui={{ ...ui, siteNavLabel: "About this site" }}
        homePath="/"
        searchPath="/search/"
        languages={[]}
        isHome={false}
        onSupport={() => undefined}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "About this site" });
    expect(nav).toContainElement(screen.getByRole("link", { name: "FAQ" }));
    expect(ui.siteNavLabel).toBe("Site");
  });
});
