import React from "react";
import { act, render } from "@testing-library/react";
import { navigate } from "gatsby";
import { AliasRedirect } from "../../src/components/AliasRedirect/AliasRedirect";
import { useSectionScrollRequest } from "../../src/browser/useSectionScrollRequest";

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
