import {
  ageInMinutes,
  buildArticles,
  publishedAt,
  PUBLISHED_WINDOW_MINUTES,
  type HeadlineSettings,
} from "../../src/model/buildArticles";

// The sample stories' rules (docs/architecture.md §4), on content made up here so each rule shows
// on its own.
const AUTHORS = Array.from({ length: 15 }, (_, index) => `Author ${index + 1}`);
const WEEK = 7 * 24 * 60;
const settings: HeadlineSettings = {
  articlesPerCategory: 15,
  authors: AUTHORS,
  summaryTemplate: "A paragraph about {category}.",
  genericTitleTemplate: "Breaking: Important {category} Development {n}",
  imageUrlTemplate: "https://img.example/{id}.jpg",
  imagesPerCategory: 8,
  headlines: [
    {
      category: "sports",
      headlines: Array.from({ length: 15 }, (_, index) => `Sports headline ${index + 1}`),
    },
    { category: "health", headlines: ["Clinic opens"] },
  ],
};
const sports = { id: "sports", title: "Sports" };
const health = { id: "health", title: "Health & Wellness" };

describe("sample stories", () => {
  it("ids are the category id plus a 1-based index, in order", () => {
    const stories = buildArticles([sports, health], { ...settings, articlesPerCategory: 3 });
    expect(stories.map((story) => [story.articleId, story.category, story.position])).toEqual([
      ["sports-1", "sports", 1],
      ["sports-2", "sports", 2],
      ["sports-3", "sports", 3],
      ["health-1", "health", 1],
      ["health-2", "health", 2],
      ["health-3", "health", 3],
    ]);
  });

  it("makes as many stories per category as content asks, even none", () => {
    expect(buildArticles([sports], { ...settings, articlesPerCategory: 0 })).toEqual([]);
    expect(buildArticles([sports, health], settings)).toHaveLength(30);
  });

  it("titles: the category's 15 headlines in order, then 'Breaking: Important … Development N'", () => {
    const titles = buildArticles([sports], { ...settings, articlesPerCategory: 17 }).map(
      (story) => story.title,
    );
    expect(titles.slice(0, 15)).toEqual(settings.headlines[0]!.headlines);
    expect(titles.slice(15)).toEqual([
      "Breaking: Important Sports Development 16",
      "Breaking: Important Sports Development 17",
    ]);
  });

  it("a category with fewer or no headlines gets generic titles past them", () => {
    const titles = (id: string, title: string) =>
      buildArticles([{ id, title }], { ...settings, articlesPerCategory: 2 }).map(
        (story) => story.title,
      );
    expect(titles("health", "Health & Wellness")).toEqual([
      "Clinic opens",
      "Breaking: Important Health & Wellness Development 2",
    ]);
    expect(titles("events", "Local Events")).toEqual([
      "Breaking: Important Local Events Development 1",
      "Breaking: Important Local Events Development 2",
    ]);
  });

  it("the summary is the fixed paragraph naming the category's title", () => {
    const stories = buildArticles([health], settings);
    expect(new Set(stories.map((story) => story.summary))).toEqual(
      new Set(["A paragraph about Health & Wellness."]),
    );
  });

  it("authors are the 15 names in turn, carried on from one category to the next", () => {
    const stories = buildArticles([sports, health], { ...settings, articlesPerCategory: 10 });
    expect(stories.map((story) => story.author)).toEqual(
      Array.from({ length: 20 }, (_, index) => AUTHORS[index % 15]),
    );
  });

  it("with no authors in content, a story has no byline rather than a made-up one", () => {
    const [story] = buildArticles([sports], { ...settings, authors: [] });
    expect(story!.author).toBe("");
  });

  it("only the first 8 stories of each category have a picture, addressed by the story's id", () => {
    for (const category of [sports, health]) {
      const images = buildArticles([category], settings).map((story) => story.imageUrl);
      expect(images).toEqual([
        ...Array.from(
          { length: 8 },
          (_, index) => `https://img.example/${category.id}-${index + 1}.jpg`,
        ),
        ...Array<null>(7).fill(null),
      ]);
    }
  });
});

describe("ages: random-looking, within the last 7 days", () => {
  const ids = Array.from({ length: 60 }, (_, index) => `local-news-${index + 1}`);

  it("the window is 7 days", () => {
    expect(PUBLISHED_WINDOW_MINUTES).toBe(WEEK);
  });

  it("gives each story its own slice of the week, newest first", () => {
    const ages = buildArticles([sports], settings).map((story) => story.ageMinutes);
    const slice = WEEK / 15;
    ages.forEach((age, index) => {
      expect(Number.isInteger(age)).toBe(true);
      expect(age).toBeGreaterThanOrEqual(index * slice);
      expect(age).toBeLessThan((index + 1) * slice);
    });
  });

  it("spreads a category's stories over the whole week, not just its first hours", () => {
    const ages = buildArticles([sports], settings).map((story) => story.ageMinutes);
    expect(Math.max(...ages)).toBeGreaterThan(6 * 24 * 60);
    expect(Math.max(...ages)).toBeLessThan(WEEK);
  });

  it("a story's place in its slice depends on its id, so ages do not fall in step", () => {
    const ages = ids.map((id) => ageInMinutes(id, 1, 1));
    expect(new Set(ages).size).toBeGreaterThan(40);
    expect(ages.every((age) => age >= 0 && age < WEEK)).toBe(true);
    expect(Math.min(...ages)).toBeLessThan(WEEK / 4);
    expect(Math.max(...ages)).toBeGreaterThan((3 * WEEK) / 4);
  });

  it("is the same for the same id on every build, so server and browser agree", () => {
    expect(ids.map((id) => ageInMinutes(id, 2, 15))).toEqual(
      ids.map((id) => ageInMinutes(id, 2, 15)),
    );
    const [first] = buildArticles([sports], settings);
    expect(first!.ageMinutes).toBe(ageInMinutes("sports-1", 1, 15));
  });

  it("keeps every sample story's age from release to release", () => {
    // Pinned (FNV-1a of the id, worked out by hand): a new hash would move every sample date and
    // rename every stories file, so it should be a choice, not an accident.
    expect(["local-news-1", "sports-15", "events-7"].map((id) => ageInMinutes(id, 1, 1))).toEqual([
      9317, 9747, 1487,
    ]);
  });

  it("a story published N minutes ago is dated N minutes before the moment of reading", () => {
    const readTime = Date.parse("2026-11-22T12:00:00Z");
    expect(publishedAt(readTime, 0).toISOString()).toBe("2026-11-22T12:00:00.000Z");
    expect(publishedAt(readTime, WEEK - 1).toISOString()).toBe("2026-11-15T12:01:00.000Z");
  });
});
