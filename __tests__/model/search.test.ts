import {
  excerptParts,
  filterChoices,
  MAX_QUERY_LENGTH,
  pagefindOptions,
  readSearchAddress,
  searchAddress,
  toSearchResult,
} from "../../src/model/search";

describe("the search in the address", () => {
  it("reads the words, the filters and the order; anything missing is empty", () => {
    expect(readSearchAddress("?q=bus+shelters&section=Local%20News&sort=date")).toEqual({
      query: "bus shelters",
      section: "Local News",
      author: "",
      sort: "date",
    });
    expect(readSearchAddress("")).toEqual({
      query: "",
      section: "",
      author: "",
      sort: "relevance",
    });
    // An order it does not know is relevance.
    expect(readSearchAddress("?sort=oldest").sort).toBe("relevance");
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
    };
    const address = searchAddress("/search/", state);
    expect(address).toBe("/search/?q=a%26b%3Dc+%3Cx%3E&author=Ren%C3%A9e+Okafor&sort=date");
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

  it("offers a filter's values with the most results first, then by name", () => {
    expect(filterChoices({ Sports: 2, Business: 5, Arts: 2 })).toEqual([
      "Business",
      "Arts",
      "Sports",
    ]);
    expect(filterChoices(undefined)).toEqual([]);
  });
});
