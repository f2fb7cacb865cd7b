import React from "react";
import { render, screen } from "@testing-library/react";
import { describeError, ErrorBoundary } from "../../src/components/ErrorBoundary/ErrorBoundary";

function Broken({ error }: { error: unknown }): never {
  throw error;
}

describe("ErrorBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));

  it("renders its children when nothing fails", () => {
    render(
      <ErrorBoundary heading="Unexpected Application Error!" homeLabel="Return to the front page">
        <p>Front page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Front page")).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' with the message instead of a blank page", () => {
    render(
      <ErrorBoundary heading="Unexpected Application Error!" homeLabel="Return to the front page">
        <Broken error={new Error("Cannot read the weather")} />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Cannot read the weather")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to the front page" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(document.title).toBe("Unexpected Application Error!");
  });

  it("prefers a status text, then a message, then the value itself", () => {
    expect(describeError({ status: 503, statusText: "Service Unavailable", message: "x" })).toBe(
      "Service Unavailable",
    );
    expect(describeError(new Error("Boom"))).toBe("Boom");
    expect(describeError("plain failure")).toBe("plain failure");
  });
});
