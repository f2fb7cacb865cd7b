import React from "react";
import { screen, within } from "@testing-library/react";
import { EditionHome } from "../../src/components/EditionHome/EditionHome";
import type { UiText } from "../../src/hooks/useSiteData";
import type { StoryItem } from "../../src/model/stories";
import { readContent } from "../support/content";
import { renderWithSite } from "../support/renderWithSite";

const arabic = readContent<{
  tagline: string;
  fillNotice: string;
  englishStory: string;
  sections: { category: string; title: string; description: string }[];
  ui: UiText;
}>("editions/ar.json");

const story = (id: string, position: number): StoryItem => ({
  articleId: `${id}-${position}`,
  title: `English headline ${position}`,
  summary: "An English summary.",
  author: "Renee Okafor",
  ageMinutes: position * 60,
  imageUrl: null,
});

function renderEdition() {
  const sections = arabic.sections.slice(0, 2).map((named) => ({
    id: named.category,
    title: named.title,
    description: named.description,
    articleCount: 2,
    storiesPath: `/stories/${named.category}.json`,
    stories: [story(named.category, 1), story(named.category, 2)],
  }));
  renderWithSite(
    <EditionHome
      siteName="The Detroit Herald"
      edition={arabic}
      sections={sections}
      ui={arabic.ui}
    />,
  );
  return sections;
}

describe("EditionHome", () => {
  it("says how it fills its sections while few stories are translated", () => {
    renderEdition();
    expect(screen.getByText(arabic.fillNotice)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(arabic.tagline);
  });

  it("shows every section under its name in the edition's language", () => {
    const sections = renderEdition();
    for (const section of sections) {
      expect(screen.getByRole("heading", { level: 2, name: section.title })).toBeInTheDocument();
    }
  });

  it("marks each English story, its headline and summary in English for screen readers", () => {
    renderEdition();
    for (const article of screen.getAllByRole("article")) {
      expect(within(article).getByText(arabic.englishStory)).toBeInTheDocument();
      expect(within(article).getByRole("heading", { level: 3 })).toHaveAttribute("lang", "en");
      expect(within(article).getByText("An English summary.")).toHaveAttribute("lang", "en");
    }
  });

  it("writes its interface, bylines included, in the edition's language", () => {
    renderEdition();
    const [first] = screen.getAllByRole("article");
    expect(first).toHaveTextContent(arabic.ui.byline.replace("{author}", "Renee Okafor"));
  });
});
