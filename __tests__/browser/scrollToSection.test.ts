import { ALL_SECTIONS_LAID_OUT, scrollToSection } from "../../src/browser/scrollToSection";
import { JS_FLAG_SCRIPT } from "../../src/browser/jsFlag";

describe("scrollToSection", () => {
  beforeEach(() => {
    document.body.innerHTML = '<section id="sports"><h2>Sports</h2></section>';
    document.documentElement.className = "";
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("lays out every section before it scrolls, so the jump lands exactly", () => {
    const section = document.getElementById("sports")!;
    jest.mocked(section.scrollIntoView).mockImplementation(() => {
      expect(document.documentElement).toHaveClass(ALL_SECTIONS_LAID_OUT);
    });
    expect(scrollToSection("sports")).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(section).toHaveFocus();
  });

  it("does nothing for an unknown section", () => {
    expect(scrollToSection("nowhere")).toBe(false);
    expect(document.documentElement).not.toHaveClass(ALL_SECTIONS_LAID_OUT);
  });
});

describe("the head's script flag", () => {
  beforeEach(() => {
    document.documentElement.className = "";
  });
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("marks the page as script-capable", () => {
    new Function(JS_FLAG_SCRIPT)();
    expect(document.documentElement).toHaveClass("js");
    expect(document.documentElement).not.toHaveClass(ALL_SECTIONS_LAID_OUT);
  });

  it("lays out every section when the page is opened on an anchor", () => {
    window.history.replaceState(null, "", "/#sports");
    new Function(JS_FLAG_SCRIPT)();
    expect(document.documentElement).toHaveClass("js", ALL_SECTIONS_LAID_OUT);
  });
});
