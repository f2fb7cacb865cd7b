import React from "react";
import { screen, within } from "@testing-library/react";
import { AuthorPage } from "../../src/components/StoryPage/AuthorPage";
import { CorrectionsPage } from "../../src/components/StoryPage/CorrectionsPage";
import { StoryPage, type StoryPageProps } from "../../src/components/StoryPage/StoryPage";
import type { LiveCopy } from "../../src/components/LiveCoverage/LiveCoverage";
import {
  allCorrections,
  modifiedAt,
  isInEnglish,
  moreInSection,
  newestFirst,
  type Author,
  type NewsStory,
} from "../../src/model/newsStories";
import { storyTopics } from "../../src/model/archive";
import { authorPath, storyPath } from "../../src/model/pageIds";
import { renderMarkdown } from "../../src/model/renderMarkdown";
import { readAllContent, readContent } from "../support/content";
import { renderWithSite, siteData } from "../support/renderWithSite";

const stories = Object.entries(readAllContent())
  .filter(([file]) => file.startsWith("stories/"))
  .map(([, story]) => story as NewsStory)
  .filter(isInEnglish);
const authors = readContent<{ authors: Author[] }>("authors.json").authors;
// As the story template has its copy: the site's, with live coverage's and the labels' own.
const storyCopy = readContent<{ live: LiveCopy; story: { labels: Record<string, string> } }>(
  "ui.json",
);
const ui = {
  ...siteData().ui,
  live: storyCopy.live,
  story: { ...siteData().ui.story, labels: storyCopy.story.labels },
};

const storyWith = (slug: string) => {
  const story = stories.find((candidate) => candidate.slug === slug);
  if (!story) throw new Error(`no story ${slug}`);
  return story;
};

function renderStory(
  story: NewsStory,
  { scheduled = false, ...extra }: { scheduled?: boolean } & Partial<StoryPageProps> = {},
) {
  return renderWithSite(
    <StoryPage
      story={{
        ...story,
        scheduled,
        bodyHtml: renderMarkdown(story.body, { newTabLabel: ui.newTab }),
        path: storyPath(story.section, story.slug),
        updates: null,
        imageUrl: story.image?.src.startsWith("https://") ? story.image.src : null,
        imageWidth: story.image?.width,
        imageHeight: story.image?.height,
      }}
      section={{
        title: "Politics & Government",
        path: "/politics/",
        archivePath: "/sections/politics/",
      }}
      topics={storyTopics(story.tags)}
      correctionsPath="/corrections/"
      url={`https://www.detroitherald.news${storyPath(story.section, story.slug)}`}
      authors={story.authors.map((id) => ({
        name: authors.find((author) => author.id === id)?.name ?? id,
        path: authorPath(id),
      }))}
      more={(moreInSection(stories).get(story.slug) ?? []).map((other) => ({
        ...other,
        path: storyPath(other.section, other.slug),
      }))}
      ui={ui}
      {...extra}
    />,
  );
}

describe("StoryPage", () => {
  it("shows label, the only h1, dek, linked byline, times in Detroit and the body", () => {
    const story = storyWith("eastern-market-holiday-hours");
    renderStory(story);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(story.headline);
    expect(screen.getByText(story.label)).toBeInTheDocument();
    expect(screen.getByText(story.summary)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tomasz Nowicki" })).toHaveAttribute(
      "href",
      "/authors/tomasz-nowicki/",
    );
    const times = [...document.querySelectorAll("header time")];
    expect(times.map((time) => time.getAttribute("datetime"))).toEqual([
      "2026-11-21T14:00:00.000Z",
      "2026-11-21T20:45:00.000Z",
    ]);
    expect(times[0]).toHaveTextContent("November 21, 2026 at 9:00 AM EST");
    expect(screen.getByRole("img", { name: story.image?.alt })).toHaveAttribute("width", "1200");
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("credits a translation's translators and links the story in its other languages", () => {
    renderStory(storyWith("la-palmita-reopens-after-fire"), {
      translationCredit: "Traducción de Lucía Ramírez",
      otherLanguages: {
        label: "También en",
        links: [
          { lang: "en-US", name: "English", path: "/food-dining/la-palmita-reopens-after-fire/" },
        ],
      },
    });
    expect(screen.getByText("Traducción de Lucía Ramírez")).toBeInTheDocument();
    const languages = screen.getByRole("navigation", { name: "También en" });
    const link = within(languages).getByRole("link", { name: "English" });
    expect(link).toHaveAttribute("href", "/food-dining/la-palmita-reopens-after-fire/");
    expect(link).toHaveAttribute("lang", "en-US");
    expect(link).toHaveAttribute("hreflang", "en-US");
  });

  it("names no other language for a story in one", () => {
    renderStory(storyWith("eastern-market-holiday-hours"), {
      otherLanguages: { label: "Also in", links: [] },
    });
    expect(screen.queryByRole("navigation", { name: "Also in" })).toBeNull();
  });

  it("marks a scheduled story, which only the development server shows, with its time", () => {
    const story = storyWith("eastern-market-holiday-hours");
    renderStory(story, { scheduled: true });
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent(`${ui.story.scheduled} November 21, 2026 at 9:00 AM EST`);
    expect(note.querySelector("time")).toHaveAttribute("datetime", "2026-11-21T14:00:00.000Z");
  });

  it("shows a corrections box linking to /corrections/ when the story was corrected", () => {
    renderStory(storyWith("council-delays-rental-inspection-vote"));
    const box = screen.getByRole("complementary", { name: ui.story.correctionsHeading });
    expect(box).toHaveTextContent("It would require them every two years.");
    expect(within(box).getByRole("link")).toHaveAttribute("href", "/corrections/");
  });

  it("lists up to three newer stories of the section under 'More in'", () => {
    renderStory(storyWith("midtown-water-main-repairs"));
    const more = screen.getByRole("navigation", { name: "More in Politics & Government" });
    // The other stories of its section, newest first.
    expect(
      within(more)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/local-news/riverwalk-lighting-plan/",
      "/local-news/joe-louis-greenway-next-stretch-opens/",
      "/local-news/jefferson-water-main-break-live/",
      // Then the way to every older one: the section's archive.
      "/sections/politics/",
    ]);
    expect(within(more).getByRole("link", { name: "All Politics & Government stories" }));
  });

  it("renders a story without a picture without a figure", () => {
    renderStory(storyWith("keep-branch-libraries-open-late"));
    expect(document.querySelector("figure")).toBeNull();
  });
});

describe("author and corrections pages", () => {
  it("an author page shows the bio and the stories, newest first", () => {
    const author = authors.find((candidate) => candidate.id === "renee-okafor")!;
    const own = newestFirst(stories.filter((story) => story.authors.includes(author.id)));
    renderWithSite(
      <AuthorPage
        author={author}
        stories={own.map((story) => ({ ...story, path: storyPath(story.section, story.slug) }))}
        page={{ number: 1, newest: true, newer: 0, firstPage: "/authors/renee-okafor/" }}
        ui={ui}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Renee Okafor");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      /^Stories by Renee Okafor$/,
    );
    // One page needs no page list.
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByText(author.bio)).toBeInTheDocument();
    // Search finds the author by the first page of their stories (Pagefind reads this part).
    expect(document.querySelector("[data-pagefind-body]")).toHaveTextContent(author.bio);
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links.filter((href) => href?.startsWith("/"))).toEqual([
      "/local-news/riverwalk-lighting-plan/",
      "/local-news/jefferson-water-main-break-live/",
      "/local-news/midtown-water-main-repairs/",
      "/politics/council-delays-rental-inspection-vote/",
    ]);
  });

  it("an author's later page says which page it is and leads to the others", () => {
    const author = authors.find((candidate) => candidate.id === "renee-okafor")!;
    renderWithSite(
      <AuthorPage
        author={author}
        stories={[]}
        page={{ number: 2, newest: false, newer: 0, firstPage: "/authors/renee-okafor/" }}
        ui={ui}
      />,
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      "Stories by Renee Okafor, page 2 from the oldest",
    );
    // Only the first page is in search: an author is one result, not one per page.
    expect(document.querySelector("[data-pagefind-body]")).toBeNull();
    const pages = screen.getByRole("navigation", { name: ui.archive.pagesLabel });
    expect(within(pages).getByRole("link", { name: ui.archive.previous })).toHaveAttribute(
      "href",
      "/authors/renee-okafor/",
    );
    expect(within(pages).getByRole("link", { name: ui.archive.next })).toHaveAttribute(
      "href",
      "/authors/renee-okafor/page/1/",
    );
  });

  it("the corrections page lists every correction with a link to its story", () => {
    renderWithSite(
      <CorrectionsPage
        copy={ui.corrections}
        corrections={allCorrections(stories)}
        page={{ number: 1, newest: true, newer: 0, firstPage: "/corrections/" }}
        archiveCopy={ui.archive}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Corrections$/);
    expect(screen.getByRole("link", { name: /Council delays vote/ })).toHaveAttribute(
      "href",
      "/politics/council-delays-rental-inspection-vote/",
    );
  });
});

describe("story dates", () => {
  it("a correction or an update moves the modified date; publication alone does not", () => {
    const base = { publishedAt: "2026-11-19T18:40:00-05:00", corrections: [] };
    expect(modifiedAt(base)).toBe("2026-11-19T23:40:00.000Z");
    expect(
      modifiedAt({
        ...base,
        updatedAt: "2026-11-20T08:00:00-05:00",
        corrections: [{ date: "2026-11-21T10:00:00-05:00" }],
      }),
    ).toBe("2026-11-21T15:00:00.000Z");
  });
});
