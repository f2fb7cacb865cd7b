import {
  ARCHIVE_PAGE_SIZE,
  archivePagePath,
  buildArchives,
  isThinTopic,
  pageList,
  paginate,
  sectionArchivePath,
  storyTopics,
  topicPath,
  topicSlug,
} from "../../src/model/archive";

const ids = (count: number) => Array.from({ length: count }, (_, index) => `s${index + 1}`);

describe("paginate", () => {
  it("has no page for an empty list", () => {
    expect(paginate([], "/sections/sports/")).toEqual([]);
  });

  it("makes one page of a list of exactly a page's size, and two of one more", () => {
    expect(paginate(ids(ARCHIVE_PAGE_SIZE), "/x/")).toHaveLength(1);
    const two = paginate(ids(ARCHIVE_PAGE_SIZE + 1), "/x/");
    expect(
      two.map((page) => [page.number, page.count, page.ids.length, page.path, page.total]),
    ).toEqual([
      [1, 2, ARCHIVE_PAGE_SIZE, "/x/", ARCHIVE_PAGE_SIZE + 1],
      [2, 2, 1, "/x/page/2/", ARCHIVE_PAGE_SIZE + 1],
    ]);
  });

  it("keeps the list's order across pages and names the first page on each", () => {
    const pages = paginate(ids(7), "/topics/midtown/", 3);
    expect(pages.map((page) => page.ids)).toEqual([["s1", "s2", "s3"], ["s4", "s5", "s6"], ["s7"]]);
    expect(pages.every((page) => page.firstPage === "/topics/midtown/")).toBe(true);
  });
});

describe("addresses", () => {
  it("puts archives where no alias or story can be", () => {
    expect(sectionArchivePath("local-news")).toBe("/sections/local-news/");
    expect(archivePagePath("/sections/local-news/", 1)).toBe("/sections/local-news/");
    expect(archivePagePath("/sections/local-news/", 3)).toBe("/sections/local-news/page/3/");
    expect(topicPath("eastern-market")).toBe("/topics/eastern-market/");
  });

  it("makes a tag an address segment", () => {
    expect(topicSlug("Eastern Market")).toBe("eastern-market");
    expect(topicSlug("  Café  Society! ")).toBe("cafe-society");
    expect(topicSlug("K-12 / Schools")).toBe("k-12-schools");
    expect(topicSlug("!!!")).toBe("");
  });
});

describe("pageList", () => {
  it("lists every page of a short archive", () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows the first, the last and two either side, with a gap for the rest", () => {
    expect(pageList(1, 41)).toEqual([1, 2, 3, null, 41]);
    expect(pageList(20, 41)).toEqual([1, null, 18, 19, 20, 21, 22, null, 41]);
    expect(pageList(41, 41)).toEqual([1, null, 39, 40, 41]);
    expect(pageList(4, 41)).toEqual([1, 2, 3, 4, 5, 6, null, 41]);
  });
});

describe("buildArchives", () => {
  const story = (
    slug: string,
    publishedAt: string,
    extra: Partial<{
      section: string;
      authors: string[];
      tags: string[];
      corrections: { date: string }[];
    }> = {},
  ) => ({
    id: `id-${slug}`,
    slug,
    publishedAt,
    section: "local-news",
    authors: ["ana"],
    tags: [],
    corrections: [],
    ...extra,
  });
  const stories = [
    story("old", "2026-11-01T09:00:00-04:00", { tags: ["Midtown"] }),
    story("new", "2026-11-20T09:00:00-05:00", {
      tags: ["midtown", "Schools"],
      authors: ["ana", "ben"],
    }),
    story("game", "2026-11-10T09:00:00Z", { section: "sports", authors: ["ben"], tags: ["!!"] }),
    story("fixed", "2026-11-05T09:00:00Z", {
      corrections: [{ date: "2026-11-06" }, { date: "2026-11-21" }],
    }),
    story("fixed-once", "2026-11-02T09:00:00Z", { corrections: [{ date: "2026-11-08" }] }),
  ];
  const archives = buildArchives(stories);
  const idsOf = (pages: { ids: string[] }[] | undefined) => pages?.flatMap((page) => page.ids);

  it("lists each section's stories newest first", () => {
    expect(idsOf(archives.sections.get("local-news"))).toEqual([
      "id-new",
      "id-fixed",
      "id-fixed-once",
      "id-old",
    ]);
    expect(idsOf(archives.sections.get("sports"))).toEqual(["id-game"]);
    expect(archives.sections.get("sports")?.[0]?.path).toBe("/sections/sports/");
  });

  it("gives each author their stories, the author page being the first page", () => {
    expect(idsOf(archives.authors.get("ben"))).toEqual(["id-new", "id-game"]);
    expect(archives.authors.get("ben")?.[0]?.path).toBe("/authors/ben/");
  });

  it("makes one topic of tags spelt alike, named as the newest story spells it; none of a tag without letters", () => {
    expect(archives.topics.map((topic) => [topic.slug, topic.name, idsOf(topic.pages)])).toEqual([
      ["midtown", "midtown", ["id-new", "id-old"]],
      ["schools", "Schools", ["id-new"]],
    ]);
  });

  it("lists corrected stories by their latest correction, newest first", () => {
    expect(idsOf(archives.corrections)).toEqual(["id-fixed", "id-fixed-once"]);
  });

  it("keeps a corrections page and no other archive when nothing is written", () => {
    const empty = buildArchives([]);
    expect(empty.sections.size).toBe(0);
    expect(empty.topics).toEqual([]);
    expect(empty.corrections).toEqual([
      {
        number: 1,
        count: 1,
        path: "/corrections/",
        ids: [],
        total: 0,
        firstPage: "/corrections/",
      },
    ]);
  });

  it("leaves a story with no tags out of every topic", () => {
    const untagged = buildArchives([story("quiet", "2026-11-01T09:00:00Z")]);
    expect(untagged.topics).toEqual([]);
    expect(idsOf(untagged.sections.get("local-news"))).toEqual(["id-quiet"]);
  });
});

describe("storyTopics and thin topics", () => {
  it("links a story's tags once each, in its order, leaving out a tag without letters", () => {
    expect(storyTopics(["Midtown", "midtown", "!!", "Eastern Market"])).toEqual([
      { name: "Midtown", path: "/topics/midtown/" },
      { name: "Eastern Market", path: "/topics/eastern-market/" },
    ]);
    expect(storyTopics([])).toEqual([]);
  });

  it("keeps a topic of one story out of the index until a second story shares it", () => {
    expect(isThinTopic({ total: 1 })).toBe(true);
    expect(isThinTopic({ total: 2 })).toBe(false);
  });
});
