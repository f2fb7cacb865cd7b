import { fetchLaterStories } from "../../src/model/laterStories";
import { groupByCategory, withStories, type StoryItem } from "../../src/model/stories";

const story = (articleId: string, imageUrl: string | null = null): StoryItem => ({
  articleId,
  title: `Title ${articleId}`,
  summary: "Summary.",
  author: "Author",
  ageMinutes: 90,
  imageUrl,
});

/** Answers the next fetch with `body` (JSON) and `status`. */
function answer(body: unknown, status = 200, statusText = "OK") {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: () => Promise.resolve(body),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("fetchLaterStories: the stories behind a See All button", () => {
  const path = "/stories/sports-0123456789.json";

  it("returns the stories of the file it was given", async () => {
    const stories = [story("sports-6", "https://img.example/6.jpg"), story("sports-9")];
    const fetchMock = answer(stories);
    await expect(fetchLaterStories(path)).resolves.toEqual(stories);
    expect(fetchMock).toHaveBeenCalledWith(path);
  });

  it("accepts a written story's page and moment, and a sample's null or missing ones", async () => {
    const written = {
      ...story("sports-6"),
      path: "/sports/cup-final/",
      publishedAt: "2026-11-20T09:30:00-05:00",
    };
    const sample = { ...story("sports-7"), path: null, publishedAt: null };
    answer([written, sample, story("sports-8")]);
    await expect(fetchLaterStories(path)).resolves.toEqual([written, sample, story("sports-8")]);
  });

  it("accepts an empty list", async () => {
    answer([]);
    await expect(fetchLaterStories(path)).resolves.toEqual([]);
  });

  it("fails with the status when the host answers with an error", async () => {
    answer("Not Found", 404, "Not Found");
    await expect(fetchLaterStories(path)).rejects.toThrow("404 Not Found");
  });

  it.each([
    ["not a list", { stories: [] }],
    ["null in the list", [null]],
    ["a text in the list", ["sports-6"]],
    ["no id", [{ ...story("sports-6"), articleId: undefined }]],
    ["a numeric title", [{ ...story("sports-6"), title: 6 }]],
    ["no summary", [{ ...story("sports-6"), summary: undefined }]],
    ["no author", [{ ...story("sports-6"), author: null }]],
    ["a text age", [{ ...story("sports-6"), ageMinutes: "90" }]],
    ["no image field", [{ ...story("sports-6"), imageUrl: undefined }]],
    ["a numeric image", [{ ...story("sports-6"), imageUrl: 1 }]],
    ["a numeric page", [{ ...story("sports-6"), path: 6 }]],
    ["a numeric moment", [{ ...story("sports-6"), publishedAt: 1763649000000 }]],
    ["one bad story among good ones", [story("sports-6"), { ...story("sports-7"), title: null }]],
  ])("refuses a file with %s, naming the file", async (_name, body) => {
    answer(body);
    await expect(fetchLaterStories(path)).rejects.toThrow(`Unexpected data in ${path}`);
  });
});

describe("groupByCategory", () => {
  it("groups stories by category id, keeping their order and the order categories appear in", () => {
    const groups = groupByCategory([
      { category: "b", n: 1 },
      { category: "a", n: 2 },
      { category: "b", n: 3 },
    ]);
    expect([...groups.entries()]).toEqual([
      [
        "b",
        [
          { category: "b", n: 1 },
          { category: "b", n: 3 },
        ],
      ],
      ["a", [{ category: "a", n: 2 }]],
    ]);
  });
});

describe("withStories", () => {
  it("gives each section its stories in the sections' order, an empty list to one with none", () => {
    const sections = withStories(
      [{ id: "sports" }, { id: "health" }, { id: "opinion" }],
      [
        { category: "health", title: "h1" },
        { category: "sports", title: "s1" },
        { category: "health", title: "h2" },
      ],
    );
    expect(sections).toEqual([
      { id: "sports", stories: [{ category: "sports", title: "s1" }] },
      {
        id: "health",
        stories: [
          { category: "health", title: "h1" },
          { category: "health", title: "h2" },
        ],
      },
      { id: "opinion", stories: [] },
    ]);
  });
});
