import React from "react";
import { screen } from "@testing-library/react";
import { Byline } from "../../src/components/StoryPage/Byline";
import { ReadTimeProvider } from "../../src/components/ReadTime/ReadTime";
import { calendarDay, editionLocale } from "../../src/model/formatDate";
import { renderWithSite } from "../support/renderWithSite";

const AUTHORS = [
  { name: "Ana Ruiz", path: "/authors/ana-ruiz/" },
  { name: "Ben Cole", path: "/authors/ben-cole/" },
  { name: "Isabel Cruz", path: "/authors/isabel-cruz/" },
];

describe("Byline", () => {
  it("names the authors as a sentence does, each a link to their page", () => {
    const { container } = renderWithSite(<Byline authors={AUTHORS} template="By {author}" />);
    expect(container).toHaveTextContent("By Ana Ruiz, Ben Cole and Isabel Cruz");
    for (const author of AUTHORS) {
      expect(screen.getByRole("link", { name: author.name })).toHaveAttribute("href", author.path);
    }
  });

  it("joins them in the page's language on an edition's page", () => {
    const buildDay = calendarDay(Date.parse("2026-11-24T12:00:00Z"), editionLocale("es", "latn"));
    const { container } = renderWithSite(
      <ReadTimeProvider buildDay={buildDay}>
        <Byline authors={AUTHORS} template="Por {author}" />
      </ReadTimeProvider>,
    );
    expect(container).toHaveTextContent("Por Ana Ruiz, Ben Cole e Isabel Cruz");
    expect(screen.getByRole("link", { name: "Isabel Cruz" })).toHaveAttribute(
      "href",
      "/authors/isabel-cruz/",
    );
  });
});
