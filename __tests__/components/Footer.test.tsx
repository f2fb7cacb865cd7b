import { screen, within } from "@testing-library/react";
import { renderFooter, siteData } from "../support/renderWithSite";

describe("Footer", () => {
  beforeEach(() => {
    renderFooter();
  });

  it("links every section to the front page", () => {
    const links = within(screen.getByRole("navigation", { name: "All Sections" })).getAllByRole(
      "link",
    );
    expect(links).toHaveLength(16);
    expect(links[0]).toHaveTextContent("Local");
    expect(links.every((link) => link.getAttribute("href")!.startsWith("/#"))).toBe(true);
  });

  it("has the information links: privacy, terms, contact editor by mail, phone", () => {
    const info = within(screen.getByRole("navigation", { name: "Information" }));
    expect(info.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy/");
    expect(info.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms/");
    expect(info.getByRole("link", { name: "Contact the Editor" })).toHaveAttribute(
      "href",
      "mailto:newsroom@detroitherald.news",
    );
    expect(info.getByRole("link", { name: /Call the Newsroom/ })).toHaveAttribute(
      "href",
      "tel:+13135550199",
    );
  });

  it("links the three network sites in a new tab, safely", () => {
    const links = within(screen.getByRole("navigation", { name: "Our Network" })).getAllByRole(
      "link",
    );
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveTextContent("(opens in a new tab)");
    }
  });

  it("states the founding year from content", () => {
    expect(screen.getByText("Established 1825")).toBeInTheDocument();
    expect(
      screen.getByText("© 2026 The Detroit Fixture Herald. All rights reserved."),
    ).toBeInTheDocument();
  });
});

describe("Footer links whose addresses content controls", () => {
  it("follows a policy page renamed in content, with the page's own link text", () => {
    renderFooter({
      policyPages: [
        { id: "privacy-policy", linkLabel: "Your Privacy" },
        { id: "terms", linkLabel: "Terms of Service" },
      ],
    });
    const info = within(screen.getByRole("navigation", { name: "Information" }));
    expect(info.getByRole("link", { name: "Your Privacy" })).toHaveAttribute(
      "href",
      "/privacy-policy/",
    );
    expect(info.queryByRole("link", { name: "Privacy Policy" })).not.toBeInTheDocument();
  });

  it("leads an edition's readers to its front page's sections and its copies of the policy pages", () => {
    renderFooter({
      homePath: "/es/",
      edition: "es",
      policyPages: [{ id: "privacy", linkLabel: "Privacy Policy" }],
    });
    const sections = within(screen.getByRole("navigation", { name: "All Sections" }));
    for (const link of sections.getAllByRole("link")) {
      expect(link.getAttribute("href")).toMatch(/^\/es\/#[a-z-]+$/);
    }
    const info = within(screen.getByRole("navigation", { name: "Information" }));
    expect(info.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/es/privacy/",
    );
  });

  it("links the contact content names for the footer, not a fixed one", () => {
    const { settings } = siteData();
    const press = settings.contacts.find((contact) => contact.id === "press")!;
    renderFooter({ settings: { ...settings, footerContactId: "press" } });
    const info = within(screen.getByRole("navigation", { name: "Information" }));
    expect(info.getByRole("link", { name: "Contact the Editor" })).toHaveAttribute(
      "href",
      `mailto:${press.email}`,
    );
  });
});
