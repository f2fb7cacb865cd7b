import {
  excerptParts,
  MAX_QUERY_LENGTH,
  pagefindOptions,
  readSearchAddress,
  newestSearchIndexStories,
  olderSearchIndexes,
  SEARCH_INDEX_STORIES,
  searchAddress,
  searchIndexStories,
  searchIndexTiers,
  toSearchResult,
} from "../../src/model/search";

describe("the search in the address", () => {
  it("reads the words, the filters and the order; anything missing is empty", () => {
    expect(readSearchAddress("?q=bus+shelters&section=Local%20News&sort=date&older=1")).toEqual({
      query: "bus shelters",
      section: "Local News",
      author: "",
      sort: "date",
      older: true,
    });
    expect(readSearchAddress("")).toEqual({
      query: "",
      section: "",
      author: "",
      sort: "relevance",
      older: false,
    });
    // An order it does not know is relevance; older stories are asked for with 1 only.
    expect(readSearchAddress("?sort=oldest").sort).toBe("relevance");
    expect(readSearchAddress("?older=yes").older).toBe(false);
  });

  it("collapses spaces and keeps at most the first 200 characters", () => {
    expect(readSearchAddress("?q=%20%20water%0A%09main%20%20").query).toBe("water main");
    const long = readSearchAddress(`?q=${"a".repeat(1_000_000)}`).query;
    expect(long).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("writes only what is set, and reads back what it wrote", () => {
    expect(searchAddress("/search/", readSearchAddress(""))).toBe("/search/");
    const state = {
      query: "a&b=c <x>",
      section: "",
      author: "Renée Okafor",
      sort: "date" as const,
      older: true,
    };
    const address = searchAddress("/search/", state);
    expect(address).toBe("/search/?q=a%26b%3Dc+%3Cx%3E&author=Ren%C3%A9e+Okafor&sort=date&older=1");
    expect(readSearchAddress(address.slice(address.indexOf("?")))).toEqual(state);
  });

  it("asks Pagefind for the filters set and, newest first, by date", () => {
    expect(pagefindOptions(readSearchAddress("?q=x"))).toEqual({ filters: {} });
    expect(pagefindOptions(readSearchAddress("?q=x&section=Sports&author=A&sort=date"))).toEqual({
      filters: { section: "Sports", author: "A" },
      sort: { date: "desc" },
    });
  });
});

describe("Pagefind's results as the page lists them", () => {
  it("splits an excerpt into text and marked words, entities decoded, no markup kept", () => {
    expect(excerptParts("The <mark>bus</mark> shelters &amp; <mark>benches</mark>")).toEqual([
      { text: "The ", marked: false },
      { text: "bus", marked: true },
      { text: " shelters & ", marked: false },
      { text: "benches", marked: true },
    ]);
    // A story that wrote markup is indexed as text: it stays text here.
    expect(
      excerptParts("&lt;script&gt;alert(1)&lt;/script&gt; <mark>x</mark>&#39;s &#x2014;"),
    ).toEqual([
      { text: "<script>alert(1)</script> ", marked: false },
      { text: "x", marked: true },
      { text: "'s —", marked: false },
    ]);
    expect(excerptParts("")).toEqual([]);
    expect(excerptParts("<b>stray</b> tag")).toEqual([{ text: "stray tag", marked: false }]);
  });

  it("takes the headline, section and date of a result, and copes without them", () => {
    expect(
      toSearchResult({
        url: "/sports/final/",
        excerpt: "a <mark>final</mark>",
        meta: { title: "Rovers reach the final", date: "2026-11-20T09:30:00-05:00" },
        filters: { section: ["Sports"], author: ["A"] },
      }),
    ).toEqual({
      url: "/sports/final/",
      title: "Rovers reach the final",
      section: "Sports",
      date: "2026-11-20T09:30:00-05:00",
      excerpt: [
        { text: "a ", marked: false },
        { text: "final", marked: true },
      ],
    });
    expect(toSearchResult({ url: "/faq/", excerpt: "", meta: {} })).toEqual({
      url: "/faq/",
      title: "/faq/",
      section: undefined,
      date: undefined,
      excerpt: [],
    });
  });
});

describe("the newest stories first, the older ones on request", () => {
  it("puts 2,500 stories in an older index unless SEARCH_INDEX_STORIES says otherwise", () => {
    expect(SEARCH_INDEX_STORIES).toBe(2_500);
    expect(searchIndexStories(undefined)).toBe(2_500);
    expect(searchIndexStories("")).toBe(2_500);
    expect(searchIndexStories("500")).toBe(500);
  });

  it("says what a count looks like when SEARCH_INDEX_STORIES is not one", () => {
    for (const setting of ["0", "-5", "2.5", "many"]) {
      expect(() => searchIndexStories(setting)).toThrow(
        `SEARCH_INDEX_STORIES is "${setting}", not a whole number above 0`,
      );
    }
  });

  it("keeps from one to two indexes' worth of the newest stories in the first index", () => {
    expect(olderSearchIndexes(0, 2)).toEqual([]);
    expect(olderSearchIndexes(3, 2)).toEqual([]);
    expect(olderSearchIndexes(4, 2)).toEqual(["pagefind-older/1"]);
    expect(olderSearchIndexes(7, 2)).toEqual(["pagefind-older/2", "pagefind-older/1"]);
    expect([1, 3, 4, 5, 6, 7].map((count) => newestSearchIndexStories(count, 2))).toEqual([
      1, 3, 2, 3, 2, 3,
    ]);
  });

  it("splits stories, newest first, into the indexes, the older ones numbered from the oldest", () => {
    expect(searchIndexTiers(["a", "b", "c", "d", "e"], 2)).toEqual([
      { dir: "pagefind", stories: ["a", "b", "c"] },
      { dir: "pagefind-older/1", stories: ["d", "e"] },
    ]);
    expect(searchIndexTiers(["a", "b"], 2)).toEqual([{ dir: "pagefind", stories: ["a", "b"] }]);
    expect(searchIndexTiers([], 2)).toEqual([{ dir: "pagefind", stories: [] }]);
  });

  it("leaves every older index as it was when a story is published", () => {
    const stories = Array.from({ length: 40 }, (_, n) => `story-${40 - n}`);
    for (let count = 1; count < stories.length; count += 1) {
      const before = searchIndexTiers(stories.slice(-count), 3);
      const after = new Map(
        searchIndexTiers(stories.slice(-count - 1), 3).map((tier) => [tier.dir, tier.stories]),
      );
      for (const tier of before.slice(1)) expect(after.get(tier.dir)).toEqual(tier.stories);
    }
  });
});
