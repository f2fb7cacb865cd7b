import {
  buildArticles,
  publishedAt,
  PUBLISHED_WINDOW_MINUTES,
  type HeadlineSettings,
} from "../../src/model/buildArticles";
import { SECTION_LAYOUT } from "../../src/model/sectionLayout";
import { fillTemplate } from "../../src/model/templates";
import { readContent } from "../support/content";

const categories = readContent<{ categories: { id: string; title: string }[] }>(
  "categories.json",
).categories;
const settings = readContent<HeadlineSettings>("headlines.json");
const articles = buildArticles(categories, settings);
const ofCategory = (id: string) => articles.filter((article) => article.category === id);

describe("buildArticles: written stories, then samples (docs/architecture.md §4)", () => {
  it("makes 15 stories for each of the 16 categories", () => {
    expect(categories).toHaveLength(16);
    for (const category of categories) expect(ofCategory(category.id)).toHaveLength(15);
    expect(articles).toHaveLength(240);
  });

  it("ids are the category id plus a 1-based index", () => {
    expect(ofCategory("sports").map((article) => article.articleId)).toEqual(
      Array.from({ length: 15 }, (_, index) => `sports-${index + 1}`),
    );
    expect(new Set(articles.map((article) => article.articleId)).size).toBe(articles.length);
  });

  it("titles come from the category's headline list, in order", () => {
    expect(ofCategory("business").map((article) => article.title)).toEqual(
      settings.headlines.find((list) => list.category === "business")?.headlines,
    );
  });

  it("past the headline list, titles are 'Breaking: Important … Development N'", () => {
    const longer = buildArticles([{ id: "sports", title: "Sports" }], {
      ...settings,
      articlesPerCategory: 17,
    });
    expect(longer.slice(15).map((article) => article.title)).toEqual([
      "Breaking: Important Sports Development 16",
      "Breaking: Important Sports Development 17",
    ]);
  });

  it("the summary is the fixed paragraph naming the category", () => {
    const [first] = ofCategory("health");
    expect(first!.summary).toBe(
      settings.summaryTemplate.replace("{category}", "Health & Wellness"),
    );
    expect(new Set(ofCategory("health").map((article) => article.summary)).size).toBe(1);
  });

  it("authors cycle through the 15 names", () => {
    expect(settings.authors).toHaveLength(15);
    articles.forEach((article, index) => {
      expect(article.author).toBe(settings.authors[index % 15]);
    });
  });

  it("only the first 8 stories of a category have an image", () => {
    for (const category of categories) {
      const images = ofCategory(category.id).map((article) => article.imageUrl);
      expect(images.slice(0, 8).every((url) => typeof url === "string")).toBe(true);
      expect(images.slice(8).every((url) => url === null)).toBe(true);
    }
    expect(ofCategory("events")[0]!.imageUrl).toBe(
      fillTemplate(settings.imageUrlTemplate, { id: "events-1" }),
    );
  });

  it("every story was published within the last 7 days, newest first", () => {
    for (const category of categories) {
      const ages = ofCategory(category.id).map((article) => article.ageMinutes);
      expect(ages.every((age) => age >= 0 && age < PUBLISHED_WINDOW_MINUTES)).toBe(true);
      expect([...ages].sort((a, b) => a - b)).toEqual(ages);
    }
  });

  it("is deterministic: the same content gives the same stories", () => {
    expect(buildArticles(categories, settings)).toEqual(articles);
  });

  it("dates are counted back from the moment of reading, so an old build stays fresh", () => {
    const readTime = Date.parse("2027-03-01T12:00:00Z");
    const date = publishedAt(readTime, 90);
    expect(date.toISOString()).toBe("2027-03-01T10:30:00.000Z");
  });
});

describe("buildArticles with stories the newsroom wrote", () => {
  const story = (slug: string, section: string, publishedAt: string) => ({
    slug,
    section,
    headline: `Headline ${slug}`,
    summary: `Dek ${slug}`,
    authors: ["a", "b"],
    publishedAt,
    image: undefined,
  });
  const written = {
    stories: [
      story("older", "sports", "2026-11-20T09:00:00-05:00"),
      story("newer", "sports", "2026-11-21T09:00:00-05:00"),
    ],
    authors: [
      { id: "a", name: "Ann" },
      { id: "b", name: "Bo" },
    ],
    image: () => ({ imageUrl: null }),
    showSamples: true,
  };

  it("puts a section's stories first, newest first, then the samples up to the count", () => {
    const sports = buildArticles(categories, settings, written).filter(
      (article) => article.category === "sports",
    );
    expect(sports).toHaveLength(15);
    expect(sports.slice(0, 3).map((article) => article.articleId)).toEqual([
      "sports-newer",
      "sports-older",
      "sports-1",
    ]);
    expect(sports.map((article) => article.position)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 1),
    );
    expect(sports[0]).toMatchObject({
      title: "Headline newer",
      author: "Ann and Bo",
      path: "/sports/newer/",
      publishedAt: "2026-11-21T09:00:00-05:00",
    });
    // The samples that remain are the spec's first ones, unchanged but for their place.
    const { position: _a, ...sample } = sports[2]!;
    const { position: _b, ...original } = ofCategory("sports")[0]!;
    expect(sample).toEqual(original);
  });

  it("leaves every section without stories exactly as the spec has it", () => {
    const withStories = buildArticles(categories, settings, written);
    expect(withStories.filter((article) => article.category !== "sports")).toEqual(
      articles.filter((article) => article.category !== "sports"),
    );
  });

  it("shows only written stories once the samples are switched off", () => {
    const only = buildArticles(categories, settings, { ...written, showSamples: false });
    expect(only.map((article) => article.articleId)).toEqual(["sports-newer", "sports-older"]);
  });

  it("puts at most the 30 newest written stories of a section on the front page", () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      story(
        `s${index}`,
        "sports",
        new Date(Date.UTC(2026, 9, 1) + index * 3_600_000).toISOString(),
      ),
    );
    const sports = buildArticles(categories, settings, { ...written, stories: many }).filter(
      (article) => article.category === "sports",
    );
    expect(sports).toHaveLength(SECTION_LAYOUT.maxWrittenCount);
    expect(sports[0]?.articleId).toBe("sports-s44");
    expect(sports.at(-1)?.articleId).toBe("sports-s15");
  });
});
