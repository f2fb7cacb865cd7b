import {
  allCorrections,
  fullestStory,
  joinNames,
  nameList,
  modifiedAt,
  moreInSection,
  newestFirst,
} from "../../src/model/newsStories";

const story = (slug: string, publishedAt: string, section = "local-news") => ({
  slug,
  section,
  publishedAt,
  headline: `Headline ${slug}`,
});

describe("newestFirst", () => {
  it("puts the latest publication first, comparing moments across time zones", () => {
    const stories = [
      story("early", "2026-11-20T08:00:00-05:00"),
      story("late", "2026-11-20T15:00:00Z"),
      story("middle", "2026-11-20T09:30:00-05:00"),
    ];
    expect(newestFirst(stories).map((entry) => entry.slug)).toEqual(["late", "middle", "early"]);
    expect(stories.map((entry) => entry.slug)).toEqual(["early", "late", "middle"]);
  });

  it("orders stories of the same moment by slug", () => {
    const stories = [
      story("b", "2026-11-20T13:00:00Z"),
      story("a", "2026-11-20T08:00:00-05:00"),
      story("c", "2026-11-20T13:00:00Z"),
    ];
    expect(newestFirst(stories).map((entry) => entry.slug)).toEqual(["a", "b", "c"]);
  });
});

describe("modifiedAt: when a story last changed for readers", () => {
  const publishedAt = "2026-11-20T09:30:00-05:00";

  it("is the publication when nothing followed, in UTC", () => {
    expect(modifiedAt({ publishedAt, corrections: [] })).toBe("2026-11-20T14:30:00.000Z");
  });

  it("is the update or the latest correction, whichever came last", () => {
    const updatedAt = "2026-11-21T10:00:00-05:00";
    expect(modifiedAt({ publishedAt, updatedAt, corrections: [] })).toBe(
      "2026-11-21T15:00:00.000Z",
    );
    expect(
      modifiedAt({
        publishedAt,
        updatedAt,
        corrections: [{ date: "2026-11-22T08:00:00Z" }, { date: "2026-11-21T08:00:00Z" }],
      }),
    ).toBe("2026-11-22T08:00:00.000Z");
    expect(
      modifiedAt({ publishedAt, updatedAt, corrections: [{ date: "2026-11-20T20:00:00Z" }] }),
    ).toBe("2026-11-21T15:00:00.000Z");
  });
});

describe("joinNames: a byline", () => {
  it("reads one, two or more names as a sentence does", () => {
    expect(joinNames([])).toBe("");
    expect(joinNames(["Ana Ruiz"])).toBe("Ana Ruiz");
    expect(joinNames(["Ana Ruiz", "Ben Cole"])).toBe("Ana Ruiz and Ben Cole");
    expect(joinNames(["Ana Ruiz", "Ben Cole", "Cy Dale"])).toBe("Ana Ruiz, Ben Cole and Cy Dale");
    expect(joinNames(["Ana Ruiz", "Ben Cole"], "en-US")).toBe("Ana Ruiz and Ben Cole");
  });

  it("joins names with an edition's own conjunction", () => {
    expect(joinNames(["Ana Ruiz", "Ben Cole", "Isabel Cruz"], "es")).toBe(
      "Ana Ruiz, Ben Cole e Isabel Cruz",
    );
    expect(joinNames(["Ana Ruiz", "Ben Cole"], "es-u-nu-latn")).toBe("Ana Ruiz y Ben Cole");
    expect(joinNames(["رنا", "Ben Cole"], "ar")).toBe("رنا وBen Cole");
    expect(nameList(["Ana Ruiz", "Ben Cole"], "es")).toEqual([
      { type: "element", value: "Ana Ruiz" },
      { type: "literal", value: " y " },
      { type: "element", value: "Ben Cole" },
    ]);
  });
});

describe("moreInSection", () => {
  const stories = [
    story("this", "2026-11-20T12:00:00Z"),
    story("sports", "2026-11-20T13:00:00Z", "sports"),
    story("one", "2026-11-19T12:00:00Z"),
    story("two", "2026-11-20T11:00:00Z"),
    story("three", "2026-11-18T12:00:00Z"),
    story("four", "2026-11-17T12:00:00Z"),
  ];

  const slugsOf = (more: Map<string, { slug: string }[]>, slug: string) =>
    more.get(slug)?.map((entry) => entry.slug);

  it("lists the three stories published just before the story in its section, newest first", () => {
    const more = moreInSection(stories);
    expect(slugsOf(more, "this")).toEqual(["two", "one", "three"]);
    expect(slugsOf(more, "two")).toEqual(["one", "three", "four"]);
    expect(slugsOf(more, "sports")).toEqual([]);
  });

  it("completes the list of a story with fewer older ones with those just after it", () => {
    const more = moreInSection(stories);
    expect(slugsOf(more, "three")).toEqual(["two", "one", "four"]);
    expect(slugsOf(more, "four")).toEqual(["two", "one", "three"]);
  });

  it("leaves every other story's list as it was when a story is published", () => {
    const before = moreInSection(stories);
    const after = moreInSection([...stories, story("newest", "2026-11-21T08:00:00Z")]);
    for (const { slug } of stories) expect(slugsOf(after, slug)).toEqual(slugsOf(before, slug));
    expect(slugsOf(after, "newest")).toEqual(["this", "two", "one"]);
  });

  it("lists as many as asked for", () => {
    expect(slugsOf(moreInSection(stories, 1), "this")).toEqual(["two"]);
    expect(slugsOf(moreInSection(stories, 1), "two")).toEqual(["one"]);
    expect(slugsOf(moreInSection(stories, 1), "four")).toEqual(["three"]);
  });
});

describe("allCorrections: the corrections page", () => {
  it("lists every correction with its story's headline and page, newest first", () => {
    const first = {
      ...story("water-main", "2026-11-18T12:00:00Z"),
      corrections: [
        { date: "2026-11-19T12:00:00Z", text: "The main is on Cass, not Second." },
        { date: "2026-11-21T12:00:00Z", text: "The repair takes two days." },
      ],
    };
    const second = {
      ...story("cup-final", "2026-11-19T12:00:00Z", "sports"),
      corrections: [{ date: "2026-11-20T12:00:00Z", text: "The score was 2-1." }],
    };
    const none = { ...story("no-corrections", "2026-11-19T12:00:00Z"), corrections: [] };
    expect(allCorrections([first, none, second])).toEqual([
      {
        date: "2026-11-21T12:00:00Z",
        text: "The repair takes two days.",
        slug: "water-main",
        headline: "Headline water-main",
        path: "/local-news/water-main/",
      },
      {
        date: "2026-11-20T12:00:00Z",
        text: "The score was 2-1.",
        slug: "cup-final",
        headline: "Headline cup-final",
        path: "/sports/cup-final/",
      },
      {
        date: "2026-11-19T12:00:00Z",
        text: "The main is on Cass, not Second.",
        slug: "water-main",
        headline: "Headline water-main",
        path: "/local-news/water-main/",
      },
    ]);
  });

  it("orders corrections of the same moment by their story's slug", () => {
    const at = "2026-11-20T12:00:00Z";
    const corrected = (slug: string) => ({
      ...story(slug, "2026-11-19T12:00:00Z"),
      corrections: [{ date: at, text: `About ${slug}.` }],
    });
    expect(
      allCorrections([corrected("b"), corrected("a"), corrected("c")]).map((entry) => entry.slug),
    ).toEqual(["a", "b", "c"]);
  });

  it("links a translation's correction to its page in its edition", () => {
    const translation = {
      ...story("tormenta", "2026-11-19T12:00:00Z"),
      language: "es",
      corrections: [{ date: "2026-11-20T12:00:00Z", text: "La calle es Cass." }],
    };
    expect(allCorrections([translation])[0]?.path).toBe("/es/local-news/tormenta/");
  });
});

describe("fullestStory", () => {
  const picture = (src: string) => ({ src, alt: "A picture" });

  it("is the newest story with a picture of the site's own", () => {
    const stories = [
      {
        ...story("web-picture", "2026-11-22T10:00:00Z"),
        image: picture("https://example.org/a.jpg"),
      },
      { ...story("older-local", "2026-11-20T10:00:00Z"), image: picture("images/old.jpg") },
      { ...story("newer-local", "2026-11-21T10:00:00Z"), image: picture("images/new.jpg") },
    ];
    expect(fullestStory(stories)?.slug).toBe("newer-local");
  });

  it("is the newest story when none has a picture of the site's own, and none without stories", () => {
    const stories = [
      { ...story("older", "2026-11-20T10:00:00Z"), image: picture("https://example.org/a.jpg") },
      { ...story("newer", "2026-11-21T10:00:00Z"), image: undefined },
    ];
    expect(fullestStory(stories)?.slug).toBe("newer");
    expect(fullestStory([])).toBeUndefined();
  });
});
