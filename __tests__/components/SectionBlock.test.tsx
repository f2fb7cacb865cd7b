import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  SectionBlock,
  type SectionBlockProps,
} from "../../src/components/SectionBlock/SectionBlock";
import type { StoryItem } from "../../src/model/stories";
import { renderWithSite, siteData } from "../support/renderWithSite";

const LONG_SUMMARY =
  "This report from the Detroit Herald's Sports desk looks at what the latest development means for residents of Detroit and Wayne, Oakland and Macomb counties.";

const story = (position: number): StoryItem => ({
  articleId: `sports-${position}`,
  title: `Headline ${position}`,
  summary: LONG_SUMMARY,
  author: `Reporter ${position}`,
  ageMinutes: position * 60,
  imageUrl: position <= 8 ? `https://picsum.photos/seed/sports-${position}/800/450` : null,
});

const stories = Array.from({ length: 15 }, (_, index) => story(index + 1));

function renderSection(props: Partial<SectionBlockProps> = {}) {
  const loadLaterStories = jest.fn().mockResolvedValue(stories.slice(5));
  renderWithSite(
    <SectionBlock
      category={{ id: "sports", title: "Sports", description: "Detroit teams and more" }}
      stories={stories.slice(0, 5)}
      totalCount={15}
      loadLaterStories={loadLaterStories}
      ui={siteData().ui}
      {...props}
    />,
  );
  return { loadLaterStories };
}

const shownArticles = () => screen.getAllByRole("article");

describe("SectionBlock", () => {
  it("shows the heading, the description and the first 5 stories", () => {
    renderSection();
    expect(screen.getByRole("heading", { level: 2, name: "Sports" })).toBeInTheDocument();
    expect(screen.getByText("Detroit teams and more")).toBeInTheDocument();
    expect(shownArticles()).toHaveLength(5);
    expect(screen.getByRole("region", { name: "Sports" })).toHaveAttribute("id", "sports");
  });

  it("the lead story has image, title, full summary, byline and date", () => {
    renderSection();
    const lead = shownArticles()[0]!;
    expect(within(lead).getByRole("heading", { name: "Headline 1" })).toBeInTheDocument();
    expect(within(lead).getByText(LONG_SUMMARY)).toBeInTheDocument();
    expect(within(lead).getByText("By Reporter 1")).toBeInTheDocument();
    expect(lead.querySelector("img")).toHaveAttribute("src", stories[0]!.imageUrl);
    expect(lead.querySelector("img")).toHaveAttribute("width", "800");
    expect(lead.querySelector("img")).toHaveAttribute("height", "450");
    expect(lead.querySelector("img")).toHaveAttribute("loading", "lazy");
    expect(lead.querySelector("time")).toHaveAttribute(
      "datetime",
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    );
    // Only the lead shows a picture.
    expect(document.querySelectorAll("article img")).toHaveLength(1);
  });

  it("shows a written story's local picture resized for its card: srcset, sizes, size, lazy", () => {
    const written: StoryItem = {
      ...story(1),
      path: "/sports/rovers-final/",
      publishedAt: "2026-11-22T21:10:00-05:00",
      imageUrl: "/images/rovers-ab12cd34-800.jpg",
      imageWidth: 800,
      imageHeight: 450,
      imageSrcSet: "/images/rovers-ab12cd34-480.jpg 480w, /images/rovers-ab12cd34-800.jpg 800w",
      imageSources: [
        {
          type: "image/avif",
          srcSet: "/images/rovers-ab12cd34-480.avif 480w, /images/rovers-ab12cd34-800.avif 800w",
        },
      ],
    };
    renderSection({ stories: [written, ...stories.slice(1, 5)] });
    const lead = shownArticles()[0]!;
    const img = lead.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/images/rovers-ab12cd34-800.jpg");
    expect(img).toHaveAttribute("srcset", written.imageSrcSet);
    expect(img).toHaveAttribute("sizes", expect.stringContaining("100vw"));
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "450");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    const source = lead.querySelector("picture > source")!;
    expect(source).toHaveAttribute("type", "image/avif");
    expect(source).toHaveAttribute("srcset", written.imageSources![0]!.srcSet);
    expect(source).toHaveAttribute("sizes", img.getAttribute("sizes"));
  });

  it("keeps the size of a picture from the web, and a sample's 800 by 450", () => {
    const remote: StoryItem = {
      ...story(1),
      path: "/sports/rovers-final/",
      imageUrl: "https://picsum.photos/seed/rovers/1200/675",
      imageWidth: 1200,
      imageHeight: 675,
    };
    renderSection({ stories: [remote, ...stories.slice(1, 5)] });
    const img = shownArticles()[0]!.querySelector("img")!;
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "675");
    expect(img).not.toHaveAttribute("srcset");
    expect(img.closest("picture")).toBeNull();
  });

  it("cuts side summaries to 120 characters and grid summaries to 100, between words", () => {
    renderSection();
    const summaries = shownArticles().map((article) => article.querySelector("p")!.textContent!);
    expect(summaries[0]).toBe(LONG_SUMMARY);
    for (const side of summaries.slice(1, 3)) {
      expect(side.length).toBeLessThanOrEqual(120);
      expect(side.length).toBeGreaterThan(100);
      expect(side).toMatch(/\w…$/);
    }
    for (const grid of summaries.slice(3)) {
      expect(grid.length).toBeLessThanOrEqual(100);
      expect(grid).toMatch(/\w…$/);
      expect(LONG_SUMMARY.startsWith(grid.slice(0, -1))).toBe(true);
    }
  });

  it("expands to every story with 'See All Sports (15)' and collapses with 'Show Less'", async () => {
    const user = userEvent.setup();
    const { loadLaterStories } = renderSection();
    const toggle = screen.getByRole("button", { name: "See All Sports (15)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(await screen.findByRole("button", { name: "Show Less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(shownArticles()).toHaveLength(15);
    expect(loadLaterStories).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Show Less" }));
    expect(shownArticles()).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "See All Sports (15)" }));
    expect(shownArticles()).toHaveLength(15);
    expect(loadLaterStories).toHaveBeenCalledTimes(1);
  });

  it("says so when later stories cannot load, and stays collapsed", async () => {
    const user = userEvent.setup();
    renderSection({ loadLaterStories: jest.fn().mockRejectedValue(new Error("offline")) });
    await user.click(screen.getByRole("button", { name: "See All Sports (15)" }));
    expect(await screen.findByText(siteData().ui.storiesFailed)).toBeInTheDocument();
    expect(shownArticles()).toHaveLength(5);
    expect(screen.getByRole("button", { name: "See All Sports (15)" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("has no toggle with 5 stories or fewer", () => {
    renderSection({ stories: stories.slice(0, 3), totalCount: 3 });
    expect(shownArticles()).toHaveLength(3);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("has no toggle with exactly 5 stories", () => {
    const { loadLaterStories } = renderSection({ stories: stories.slice(0, 5), totalCount: 5 });
    expect(shownArticles()).toHaveLength(5);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByText(/See All/)).not.toBeInTheDocument();
    expect(loadLaterStories).not.toHaveBeenCalled();
  });

  it("with 6 stories shows 5 and the toggle 'See All Sports (6)', which shows the sixth", async () => {
    const user = userEvent.setup();
    const { loadLaterStories } = renderSection({
      stories: stories.slice(0, 5),
      totalCount: 6,
      loadLaterStories: jest.fn().mockResolvedValue(stories.slice(5, 6)),
    });
    expect(shownArticles()).toHaveLength(5);
    const toggle = screen.getByRole("button", { name: "See All Sports (6)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "sports-stories");
    expect(loadLaterStories).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(await screen.findByRole("button", { name: "Show Less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(shownArticles()).toHaveLength(6);
    expect(
      within(shownArticles()[5]!).getByRole("heading", { name: "Headline 6" }),
    ).toBeInTheDocument();
  });

  it("is hidden when the category has no stories", () => {
    renderSection({ stories: [], totalCount: 0 });
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("leads past its bounded list to the section's archive, before and after See All", async () => {
    const user = userEvent.setup();
    renderSection({
      category: {
        id: "sports",
        title: "Sports",
        description: "Detroit teams and more",
        archivePath: "/sections/sports/",
      },
    });
    const archive = () => screen.getByRole("link", { name: "More Sports stories" });
    expect(archive()).toHaveAttribute("href", "/sections/sports/");
    await user.click(screen.getByRole("button", { name: "See All Sports (15)" }));
    expect(await screen.findAllByRole("article")).toHaveLength(15);
    expect(archive()).toHaveAttribute("href", "/sections/sports/");
  });

  it("has no archive link while the section has no written story", () => {
    renderSection();
    expect(screen.queryByRole("link", { name: /^More .* stories$/ })).toBeNull();
  });

  it("leads a section of few stories to its archive with no See All", () => {
    renderSection({
      stories: stories.slice(0, 2),
      totalCount: 2,
      category: {
        id: "sports",
        title: "Sports",
        description: "Detroit teams and more",
        archivePath: "/sections/sports/",
      },
    });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "More Sports stories" })).toBeInTheDocument();
  });

  it("says which language its archive is in where it is not the page's", () => {
    const category = {
      id: "sports",
      title: "Sports",
      description: "Detroit teams and more",
      archivePath: "/sections/sports/",
    };
    renderSection({ category: { ...category, archiveLanguage: "en" } });
    expect(screen.getByRole("link", { name: "More Sports stories" })).toHaveAttribute(
      "hreflang",
      "en",
    );
  });
});
