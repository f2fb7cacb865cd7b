import React from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/Layout/Layout";
import { renderWithSite, siteData } from "../support/renderWithSite";

// The dialog's script cannot be fetched (a flaky connection, or a deploy that replaced it).
jest.mock("../../src/components/DonationDialog/DonationDialog", () => {
  throw new Error("Loading chunk donation-dialog failed.");
});

describe("Layout, when the donation dialog cannot load", () => {
  const { location } = window;
  const goTo = jest.fn();

  beforeEach(() => {
    // jsdom cannot navigate; stand in for the one call the fallback makes.
    Object.defineProperty(window, "location", { configurable: true, value: { assign: goTo } });
  });
  afterEach(() => {
    Object.defineProperty(window, "location", { configurable: true, value: location });
  });

  it("sends the reader to the donation page and keeps the page whole", async () => {
    const user = userEvent.setup();
    renderWithSite(
      <Layout pathname="/faq/">
        <h1>Frequently Asked Questions</h1>
      </Layout>,
    );
    await user.click(screen.getByRole("button", { name: /^Support/ }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(siteData().settings.donationUrl));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Frequently Asked Questions",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
