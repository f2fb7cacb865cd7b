import React from "react";
import { render, screen, within } from "@testing-library/react";
import { Hero, type HeroProps } from "../../src/components/Hero/Hero";
import { readContent } from "../support/content";

const ui = readContent<{ byline: string }>("ui.json");
const home = readContent<{ hero: HeroProps["hero"] & { storySlug?: string } }>("home.json");

const OWN_HERO: HeroProps["hero"] = {
  kicker: "Top Story",
  title: "Greenway opens",
  summary: "A new stretch opens.",
  byline: "By Elena Kowalski",
  imageUrl: "https://img.example/greenway.jpg",
  imageAlt: "People on a greenway",
  sectionId: "local-news",
  linkLabel: "More local news",
};

const STORY = {
  path: "/local-news/riverwalk-lighting-plan/",
  headline: "Riverwalk's dark stretch to get new lights",
  summary: "140 lamps along a half-mile of path.",
  authorNames: "Renee Okafor and Diego Santana",
  image: { alt: "The river at dusk" },
  imageUrl: "/images/riverfront-dusk-ab12cd34-960.jpg",
  imageWidth: 960,
  imageHeight: 540,
  imageSrcSet:
    "/images/riverfront-dusk-ab12cd34-480.jpg 480w, /images/riverfront-dusk-ab12cd34-960.jpg 960w",
  imageSources: [
    {
      type: "image/webp",
      srcSet:
        "/images/riverfront-dusk-ab12cd34-480.webp 480w, /images/riverfront-dusk-ab12cd34-960.webp 960w",
    },
  ],
};

const heroArticle = () => screen.getByRole("article");

describe("Hero", () => {
  it("shows a story the newsroom wrote: headline linked to its page, summary, byline, picture", () => {
    render(
      <Hero
        hero={{ kicker: "Top Story", story: STORY, sectionId: "local-news", linkLabel: "More" }}
        bylineTemplate={ui.byline}
      />,
    );
    const hero = heroArticle();
    expect(hero).toHaveAccessibleName(STORY.headline);
    expect(within(hero).getByRole("link", { name: STORY.headline })).toHaveAttribute(
      "href",
      STORY.path,
    );
    expect(within(hero).getByText(STORY.summary)).toBeInTheDocument();
    expect(within(hero).getByText("By Renee Okafor and Diego Santana")).toBeInTheDocument();
    const img = within(hero).getByRole("img", { name: "The river at dusk" });
    expect(img).toHaveAttribute("src", STORY.imageUrl);
    expect(img).toHaveAttribute("srcset", STORY.imageSrcSet);
    expect(img).toHaveAttribute("width", "960");
    expect(img).toHaveAttribute("height", "540");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("loading", "lazy");
    expect(hero.querySelector("picture > source")).toHaveAttribute("type", "image/webp");
    expect(within(hero).getByRole("link", { name: "More" })).toHaveAttribute("href", "#local-news");
  });

  it("without a story shows the hero written in home.json, exactly as before", () => {
    render(<Hero hero={OWN_HERO} bylineTemplate={ui.byline} />);
    const hero = heroArticle();
    expect(hero).toHaveAccessibleName("Greenway opens");
    expect(within(hero).queryByRole("link", { name: "Greenway opens" })).toBeNull();
    expect(within(hero).getByText("By Elena Kowalski")).toBeInTheDocument();
    const img = within(hero).getByRole("img", { name: "People on a greenway" });
    expect(img).toHaveAttribute("src", OWN_HERO.imageUrl);
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "675");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img.closest("picture")).toBeNull();
  });

  it("the shipped front page names a written story, not a hero of its own", () => {
    const story = readContent<{ headline: string }>(`stories/2026/11/${home.hero.storySlug}.json`);
    expect(story.headline).toMatch(/Joe Louis Greenway/);
    expect(home.hero.title).toBeUndefined();
  });
});
