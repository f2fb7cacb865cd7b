import React from "react";
import { act, render } from "@testing-library/react";
import { navigate } from "gatsby";
import { AliasRedirect } from "../../src/components/AliasRedirect/AliasRedirect";
import { useSectionScrollRequest } from "../../src/browser/useSectionScrollRequest";
import { Head } from "../../src/templates/AliasRedirect";
import { renderHead, siteData, TEST_SITE_URL } from "../support/renderWithSite";

function HomeWithSections({ historyState }: { historyState: unknown }) {
  useSectionScrollRequest(historyState);
  return (
    <section id="sports">
      <h2>Sports</h2>
    </section>
  );
}

describe("alias routes", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(navigate).mockClear();
    Element.prototype.scrollIntoView = jest.fn();
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => jest.useRealTimers());

  it("replaces the history entry with the front page, naming the section", () => {
    const { getByRole } = render(
      <AliasRedirect targetId="sports" continueLabel="Continue to the front page" />,
    );
    expect(navigate).toHaveBeenCalledWith("/", {
      replace: true,
      state: { scrollToSection: "sports" },
    });
    // Without scripts the link still lands on the section.
    expect(getByRole("link", { name: "Continue to the front page" })).toHaveAttribute(
      "href",
      "/#sports",
    );
  });

  it("the front page scrolls smoothly to the section 100 ms later", () => {
    render(<HomeWithSections historyState={{ scrollToSection: "sports" }} />);
    const section = document.getElementById("sports")!;
    act(() => jest.advanceTimersByTime(99));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(section).toHaveFocus();
  });

  it("the front page does not scroll without a request", () => {
    render(<HomeWithSections historyState={null} />);
    act(() => jest.runAllTimers());
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});

describe("alias routes' head", () => {
  function renderAliasHead(pathname: string, targetId: string) {
    renderHead(
      <Head
        location={{ pathname } as never}
        params={{}}
        data={{}}
        pageContext={{ targetId }}
        serverData={{}}
      />,
    );
  }

  it.each([
    ["/sports/", "sports"],
    ["/about/", "about"],
  ])("%s is canonical to the site root and kept out of search engines", (pathname, targetId) => {
    renderAliasHead(pathname, targetId);
    const canonical = document.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]).toHaveAttribute("href", `${TEST_SITE_URL}/`);
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `${TEST_SITE_URL}/`,
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    expect(document.querySelector("title")).toHaveTextContent(
      `${siteData().ui.alias.title} | ${siteData().settings.name}`,
    );
  });
});
