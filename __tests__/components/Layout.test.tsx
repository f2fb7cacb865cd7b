import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/Layout/Layout";
import { renderWithSite } from "../support/renderWithSite";

function renderLayout() {
  renderWithSite(
    <Layout pathname="/faq/">
      <h1>Frequently Asked Questions</h1>
    </Layout>,
  );
  return userEvent.setup();
}

describe("Layout", () => {
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
