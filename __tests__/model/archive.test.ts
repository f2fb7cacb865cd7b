import {
  ARCHIVE_PAGE_SIZE,
  archivePagePath,
  archivesByLanguage,
  buildArchives,
  isThinTopic,
  pageList,
  paginate,
  storyTopics,
  topicSlug,
} from "../../src/model/archive";
import { sectionArchivePath, topicPath } from "../../src/model/pageIds";

const ids = (count: number) => Array.from({ length: count }, (_, index) => `s${index + 1}`);

describe("paginate", () => {
  const summary = (pages: ReturnType<typeof paginate>) =>
    pages.map((page) => [page.number, page.newest, page.newer, page.path, page.ids]);

  it("has no page for an empty list", () => {
    expect(paginate([], "/sections/sports/")).toEqual([]);
  });

  it("keeps a list of up to two pages less one story on its newest page", () => {
    expect(summary(paginate(ids(3), "/x/", 3))).toEqual([[1, true, 0, "/x/", ids(3)]]);
    expect(summary(paginate(ids(5), "/x/", 3))).toEqual([[1, true, 0, "/x/", ids(5)]]);
    expect(paginate(ids(2 * ARCHIVE_PAGE_SIZE - 1), "/x/")).toHaveLength(1);
    expect(paginate(ids(2 * ARCHIVE_PAGE_SIZE), "/x/")).toHaveLength(2);
  });

  it("numbers the pages from the oldest, the newest page at the list's own address", () => {
    // s1 is the newest, s8 the oldest.
    expect(summary(paginate(ids(8), "/topics/midtown/", 3))).toEqual([
      [2, true, 0, "/topics/midtown/", ["s1", "s2", "s3", "s4", "s5"]],
      [1, false, 0, "/topics/midtown/page/1/", ["s6", "s7", "s8"]],
    ]);
    expect(summary(paginate(ids(9), "/topics/midtown/", 3))).toEqual([
      [3, true, 0, "/topics/midtown/", ["s1", "s2", "s3"]],
      [2, false, 0, "/topics/midtown/page/2/", ["s4", "s5", "s6"]],
      [1, false, 1, "/topics/midtown/page/1/", ["s7", "s8", "s9"]],
    ]);
  });

  it("leaves every numbered page as it was when a story is published, until one fills a page", () => {
    const list = ids(100);
    const before = paginate(list, "/x/", 3);
    const published = ["new", ...list];
    const after = paginate(published, "/x/", 3);
    expect(after.slice(1)).toEqual(before.slice(1));
    // The story that fills a page: one new page, and the three below it gain a newer one.
    const filled = paginate(["newer", ...published], "/x/", 3);
    const changed = filled.slice(1).filter((page) => {
      const old = before.find((candidate) => candidate.path === page.path);
      return JSON.stringify(old) !== JSON.stringify(page);
    });
    expect(changed.map((page) => page.number)).toEqual([33, 32, 31, 30]);
  });
});

describe("addresses", () => {
  it("puts archives where no alias or story can be", () => {
    expect(sectionArchivePath("local-news")).toBe("/sections/local-news/");
    expect(archivePagePath("/sections/local-news/", { number: 9, newest: true })).toBe(
      "/sections/local-news/",
    );
    expect(archivePagePath("/sections/local-news/", { number: 3, newest: false })).toBe(
      "/sections/local-news/page/3/",
    );
    expect(topicPath("eastern-market")).toBe("/topics/eastern-market/");
  });

  it("makes a tag an address segment", () => {
    expect(topicSlug("Eastern Market")).toBe("eastern-market");
    expect(topicSlug("  Café  Society! ")).toBe("cafe-society");
    expect(topicSlug("K-12 / Schools")).toBe("k-12-schools");
    expect(topicSlug("!!!")).toBe("");
  });

  it("keeps the letters of any script, dropping Arabic vowel and hamza marks as accents", () => {
    expect(topicSlug("الأعمال الصغيرة")).toBe("الاعمال-الصغيرة");
    expect(topicSlug("إيسترن ماركت")).toBe("ايسترن-ماركت");
    expect(topicSlug("Año 2026")).toBe("ano-2026");
    expect(topicSlug("İstanbul")).toBe("istanbul");
  });
});

describe("pageList", () => {
  it("lists every page of a short archive, newest first", () => {
    expect(pageList({ number: 3, newest: true, newer: 0 })).toEqual(["newest", 2, 1]);
    expect(pageList({ number: 1, newest: false, newer: 1 })).toEqual(["newest", 2, 1]);
  });

  it("shows the newest, two either side and the oldest, with a gap for the rest", () => {
    expect(pageList({ number: 41, newest: true, newer: 0 })).toEqual(["newest", 40, 39, null, 1]);
    expect(pageList({ number: 20, newest: false, newer: 3 })).toEqual([
      "newest",
      null,
      22,
      21,
      20,
      19,
      18,
      null,
      1,
    ]);
    expect(pageList({ number: 38, newest: false, newer: 2 })).toEqual([
      "newest",
      40,
      39,
      38,
      37,
      36,
      null,
      1,
    ]);
    expect(pageList({ number: 4, newest: false, newer: 3 })).toEqual([
      "newest",
      null,
      6,
      5,
      4,
      3,
      2,
      1,
    ]);
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
        newest: true,
        newer: 0,
        path: "/corrections/",
        ids: [],
        firstPage: "/corrections/",
      },
    ]);
  });

  it("puts an edition's lists under its address, its corrections page among them", () => {
    const spanish = buildArchives(
      [story("tormenta", "2026-11-24T09:00:00Z", { tags: ["Clima"] })],
      "es",
    );
    expect(spanish.sections.get("local-news")?.[0]?.path).toBe("/es/sections/local-news/");
    expect(spanish.authors.get("ana")?.[0]?.path).toBe("/es/authors/ana/");
    expect(spanish.topics[0]?.pages[0]?.path).toBe("/es/topics/clima/");
    // Its corrections page is its own too, there while it has none yet, as the site's is.
    expect(spanish.corrections.map((page) => [page.path, page.ids])).toEqual([
      ["/es/corrections/", []],
    ]);
  });

  it("leaves a story with no tags out of every topic", () => {
    const untagged = buildArchives([story("quiet", "2026-11-01T09:00:00Z")]);
    expect(untagged.topics).toEqual([]);
    expect(idsOf(untagged.sections.get("local-news"))).toEqual(["id-quiet"]);
  });
});

describe("archivesByLanguage", () => {
  const story = (slug: string, language?: string) => ({
    id: slug,
    slug,
    publishedAt: "2026-11-20T09:00:00Z",
    section: "local-news",
    authors: ["ana"],
    tags: [],
    corrections: [],
    ...(language && { language }),
  });

  it("lists the site's stories in English, and each edition's translations apart", () => {
    const languages = archivesByLanguage([
      story("storm"),
      story("tormenta", "es"),
      story("ar-storm", "ar"),
    ]);
    expect(
      languages.map(({ edition, archives }) => [
        edition,
        archives.sections.get("local-news")?.flatMap((page) => [page.path, ...page.ids]),
      ]),
    ).toEqual([
      [undefined, ["/sections/local-news/", "storm"]],
      ["es", ["/es/sections/local-news/", "tormenta"]],
      ["ar", ["/ar/sections/local-news/", "ar-storm"]],
    ]);
  });

  it("keeps the site's archives, its corrections page among them, with no story in English", () => {
    const [site] = archivesByLanguage([story("tormenta", "es")]);
    expect(site?.edition).toBeUndefined();
    expect(site?.archives.corrections[0]?.path).toBe("/corrections/");
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

  it("links an edition's story to its edition's topics", () => {
    expect(storyTopics(["Clima"], "es")).toEqual([{ name: "Clima", path: "/es/topics/clima/" }]);
  });

  it("keeps a topic of one story out of the index until a second story shares it", () => {
    expect(isThinTopic({ newest: true, ids: ["a"] })).toBe(true);
    expect(isThinTopic({ newest: true, ids: ["a", "b"] })).toBe(false);
  });
});
