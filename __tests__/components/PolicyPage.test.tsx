import React from "react";
import { screen } from "@testing-library/react";
import { PolicyPage, type PolicyPageProps } from "../../src/components/PolicyPage/PolicyPage";
import { readContent } from "../support/content";
import { renderWithSite, siteData } from "../support/renderWithSite";

const privacy = readContent<PolicyPageProps["page"]>("pages/privacy.json");
const arabic = readContent<{ englishPage: string; ui: { advertisement: string } }>(
  "editions/ar.json",
);

describe("PolicyPage", () => {
  it("is the site's page in its own language, ads captioned by the site", () => {
    renderWithSite(<PolicyPage page={privacy} lastUpdatedLabel={siteData().ui.lastUpdated} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(privacy.title);
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getAllByText(siteData().ui.advertisement).length).toBeGreaterThan(0);
  });

  it("in an edition, says in its language that the page is English, and marks the text so", () => {
    renderWithSite(
      <PolicyPage
        page={privacy}
        lastUpdatedLabel={siteData().ui.lastUpdated}
        englishNotice={arabic.englishPage}
        adLabel={arabic.ui.advertisement}
      />,
    );
    expect(screen.getByRole("note")).toHaveTextContent(arabic.englishPage);
    expect(screen.getByRole("heading", { level: 1 }).closest("[lang]")).toHaveAttribute(
      "lang",
      "en",
    );
    expect(screen.getAllByText(arabic.ui.advertisement).length).toBeGreaterThan(0);
    expect(screen.queryByText(siteData().ui.advertisement)).toBeNull();
  });
});
