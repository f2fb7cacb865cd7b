import { shouldUpdateScroll } from "../../gatsby-browser";
import { ALL_SECTIONS_LAID_OUT } from "../../src/browser/scrollToSection";

type ScrollArgs = Parameters<NonNullable<typeof shouldUpdateScroll>>[0];

/** Gatsby calls the hook with its arguments and the (here empty) plugin options. */
const decide = (args: ScrollArgs) => shouldUpdateScroll!(args, { plugins: [] });

/** What Gatsby hands the hook on a route change to `location`. */
function routeChange(location: { pathname: string; hash?: string; state?: unknown }) {
  const full = { search: "", hash: "", state: null, ...location };
  return {
    routerProps: { location: full },
    prevRouterProps: { location: { pathname: "/faq/", search: "", hash: "", state: null } },
    pathname: full.pathname,
    getSavedScrollPosition: () => [0, 480],
  } as unknown as ScrollArgs;
}

describe("shouldUpdateScroll (gatsby-browser)", () => {
  afterEach(() => document.documentElement.classList.remove(ALL_SECTIONS_LAID_OUT));

  it("starts an ordinary route change at the top", () => {
    expect(decide(routeChange({ pathname: "/partners/" }))).toEqual([0, 0]);
    expect(decide(routeChange({ pathname: "/", hash: "#" }))).toEqual([0, 0]);
  });

  it("leaves the scroll to the front page when an alias asks for a section", () => {
    const alias = routeChange({ pathname: "/", state: { scrollToSection: "sports" } });
    expect(decide(alias)).toBe(false);
  });

  it("lands a /#id link on the element, with every section laid out first", () => {
    expect(decide(routeChange({ pathname: "/", hash: "#real-estate" }))).toBe("real-estate");
    expect(document.documentElement).toHaveClass(ALL_SECTIONS_LAID_OUT);
    expect(decide(routeChange({ pathname: "/", hash: "#caf%C3%A9" }))).toBe("café");
  });
});
