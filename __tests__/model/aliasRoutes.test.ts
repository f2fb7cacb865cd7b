import {
  ALIAS_SCROLL_DELAY_MS,
  buildAliasRoutes,
  HOME_ANCHORS,
  isSectionScrollRequest,
} from "../../src/model/aliasRoutes";

describe("alias routes: the home anchors and each section id", () => {
  it("each alias is /{id}/ and scrolls to the element with that id", () => {
    expect(buildAliasRoutes(["local-news", "events"])).toEqual([
      { path: "/home/", targetId: "home" },
      { path: "/about/", targetId: "about" },
      { path: "/news/", targetId: "news" },
      { path: "/contact/", targetId: "contact" },
      { path: "/local-news/", targetId: "local-news" },
      { path: "/events/", targetId: "events" },
    ]);
    expect(HOME_ANCHORS).toEqual(["home", "about", "news", "contact"]);
  });

  it("waits 100 ms before scrolling", () => {
    expect(ALIAS_SCROLL_DELAY_MS).toBe(100);
  });
});

describe("isSectionScrollRequest: the history state an alias hands to the home page", () => {
  it("accepts the state an alias sends", () => {
    expect(isSectionScrollRequest({ scrollToSection: "sports" })).toBe(true);
    expect(isSectionScrollRequest({ scrollToSection: "", key: "abc" })).toBe(true);
  });

  // Gatsby's router puts its own state (or none) in history; only an alias's request may scroll.
  it.each([
    ["no state", undefined],
    ["null", null],
    ["a bare section id", "sports"],
    ["a number", 7],
    ["an empty object", {}],
    ["Gatsby's own state", { key: "initial" }],
    ["a non-text section", { scrollToSection: 3 }],
    ["a missing section", { scrollToSection: null }],
    ["an array", ["sports"]],
  ])("refuses %s", (_name, state) => {
    expect(isSectionScrollRequest(state)).toBe(false);
  });
});
