import {
  buildDeskIndex,
  storiesWithWords,
  storyAtAddress,
  type DeskIndexStory,
} from "../../src/model/deskIndex";

const story = (slug: string, publishedAt: string, address = `/local-news/${slug}/`) => ({
  file: `stories/2026/11/${slug}.json`,
  headline: `Headline of ${slug}`,
  publishedAt,
  address,
});

const NOW = Date.parse("2026-11-25T12:00:00Z");

describe("buildDeskIndex", () => {
  it("keeps the stories out at the build's moment, newest first, and only the fields it lists", () => {
    const index = buildDeskIndex(
      [
        story("older", "2026-11-01T12:00:00Z"),
        // A story node holds more than the index lists.
        {
          ...story("scheduled", "2026-11-25T12:00:00.001Z"),
          summary: "not listed",
        } as DeskIndexStory,
        { ...story("newer", "2026-11-25T12:00:00Z"), summary: "not listed" } as DeskIndexStory,
        // The same moment as "older", written in Detroit's offset: ordered by file.
        story("also-older", "2026-11-01T07:00:00-05:00"),
      ],
      NOW,
    );
    expect(index.map((entry) => entry.file)).toEqual([
      "stories/2026/11/newer.json",
      "stories/2026/11/also-older.json",
      "stories/2026/11/older.json",
    ]);
    expect(Object.keys(index[0]!)).toEqual(["file", "headline", "publishedAt", "address"]);
  });
});

describe("storyAtAddress", () => {
  const stories: DeskIndexStory[] = [
    story("riverwalk-lighting-plan", "2026-11-01T12:00:00Z"),
    story("qline", "2026-11-02T12:00:00Z", "/ar/local-news/الخط-الجديد/"),
  ];
  const slugAt = (address: string) => storyAtAddress(stories, address)?.file;

  it("finds a story by the address a reader's browser shows, whole or as a path", () => {
    const file = "stories/2026/11/riverwalk-lighting-plan.json";
    expect(slugAt("https://www.detroitherald.news/local-news/riverwalk-lighting-plan/")).toBe(file);
    expect(slugAt("  /local-news/riverwalk-lighting-plan  ")).toBe(file);
    expect(slugAt("https://herald.example/local-news/riverwalk-lighting-plan?utm=x#updates")).toBe(
      file,
    );
  });

  it("reads an address in Arabic letters, as a browser encodes it", () => {
    expect(slugAt(`https://herald.example${encodeURI("/ar/local-news/الخط-الجديد/")}`)).toBe(
      "stories/2026/11/qline.json",
    );
  });

  it("finds nothing for another page, a story it does not hold, or a broken address", () => {
    expect(slugAt("https://herald.example/local-news/")).toBeUndefined();
    expect(slugAt("/local-news/no-such-story/")).toBeUndefined();
    expect(slugAt("https://herald.example/%E0%A4%A/")).toBeUndefined();
  });
});

describe("storiesWithWords", () => {
  const stories: DeskIndexStory[] = [
    {
      ...story("riverwalk-lighting-plan", "2026-11-01T12:00:00Z"),
      headline: "Riverwalk's dark stretch to get new lights",
    },
    {
      ...story("lights-out-on-woodward", "2026-11-02T12:00:00Z"),
      headline: "Lights out on Woodward",
    },
  ];
  const found = (words: string) => storiesWithWords(stories, words).map((entry) => entry.address);

  it("finds the stories whose headline holds every word, in any order and any case", () => {
    expect(found("lights RIVERWALK")).toEqual(["/local-news/riverwalk-lighting-plan/"]);
    expect(found("  lights  ")).toEqual([
      "/local-news/riverwalk-lighting-plan/",
      "/local-news/lights-out-on-woodward/",
    ]);
    expect(found("lights parade")).toEqual([]);
  });

  it("finds a story by its slug too", () => {
    expect(found("lighting-plan")).toEqual(["/local-news/riverwalk-lighting-plan/"]);
  });
});
