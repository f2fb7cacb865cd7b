import fs from "fs";
import path from "path";
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomePage, type HomePageProps } from "../../src/components/HomePage/HomePage";
import { Layout } from "../../src/components/Layout/Layout";
import { HOME_ANCHORS } from "../../src/model/aliasRoutes";
import { buildArticles, type HeadlineSettings } from "../../src/model/buildArticles";
import { FIXED_ELEMENT_IDS, FIXED_ROUTES } from "../../src/content/reservedIds";
import { sectionElementIds } from "../../src/model/pageIds";
import { groupByCategory } from "../../src/model/stories";
import { readContent } from "../support/content";
import { renderWithSite, siteData } from "../support/renderWithSite";

const headlines = readContent<HeadlineSettings>("headlines.json");

/**
 * The front page as the build makes it, inside the layout, with every story of every section;
 * settles once its parts below the first screen, whose code is a chunk of its own, are shown.
 */
async function renderFrontPage() {
  const { settings, ui, categories } = siteData();
  const byCategory = groupByCategory(buildArticles(categories, headlines));
  const sections: HomePageProps["sections"] = categories.map((category) => ({
    ...category,
    articleCount: byCategory.get(category.id)?.length ?? 0,
    storiesPath: `/stories/${category.id}.json`,
    stories: byCategory.get(category.id) ?? [],
  }));
  const home = readContent<HomePageProps["home"]>("home.json");
  renderWithSite(
    <Layout pathname="/">
      <HomePage home={home} sections={sections} settings={settings} ui={ui} historyState={null} />
    </Layout>,
  );
  await screen.findByRole("heading", { name: home.contactsHeading });
  return categories;
}

const elementIds = () =>
  [...document.querySelectorAll("[id]")]
    .map((element) => element.id)
    // React's useId ids (":r1:") are not ids an editor's id could ever be.
    .filter((id) => !id.includes(":"));

describe("ids an editor's id must not take", () => {
  it("every alias anchor (/home/, /about/, /news/, /contact/) is an element of the front page", async () => {
    await renderFrontPage();
    for (const anchor of HOME_ANCHORS) expect(document.getElementById(anchor)).not.toBeNull();
    expect(document.getElementById("about")).toContainElement(
      screen.getByRole("heading", {
        level: 2,
        name: readContent<HomePageProps["home"]>("home.json").about.heading,
      }),
    );
  });

  it("the fixed element ids name every id on the front page that is not a section's", async () => {
    const user = userEvent.setup();
    const categories = await renderFrontPage();
    // The donation dialog's ids exist once a reader opens it.
    await user.click(screen.getByRole("button", { name: /^Support/ }));
    await screen.findByRole("dialog");
    const sectionIds = new Set(
      categories.flatMap((category) =>
        sectionElementIds(category.id, headlines.articlesPerCategory),
      ),
    );
    const ids = elementIds();
    expect(ids.filter((id) => sectionIds.has(id))).toContain(`${categories[0]!.id}-heading`);
    const unlisted = ids.filter((id) => !sectionIds.has(id) && !FIXED_ELEMENT_IDS.includes(id));
    expect(unlisted).toEqual([]);
  });

  it("the fixed routes name every page in src/pages and every alias anchor", () => {
    const pages = fs
      .readdirSync(path.join(__dirname, "..", "..", "src", "pages"))
      .map((file) => file.replace(/\.[jt]sx?$/, ""))
      .filter((name) => name !== "index");
    expect(pages.length).toBeGreaterThan(0);
    for (const name of [...pages, ...HOME_ANCHORS, "404", "stories"]) {
      expect(Object.hasOwn(FIXED_ROUTES, name)).toBe(true);
    }
  });
});
