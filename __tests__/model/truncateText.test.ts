import { truncateText } from "../../src/model/truncateText";

const summary =
  "This report from the Detroit Herald's Sports desk looks at what the latest development means for residents of Detroit and Wayne, Oakland and Macomb counties.";

describe("truncateText", () => {
  it("leaves short text alone", () => {
    expect(truncateText("Short summary.", 100)).toBe("Short summary.");
  });

  it.each([120, 100, 60, 37])("cuts to at most %i characters, between words", (max) => {
    const cut = truncateText(summary, max);
    expect(cut.length).toBeLessThanOrEqual(max);
    expect(cut.endsWith("…")).toBe(true);
    const kept = cut.slice(0, -1);
    expect(summary.startsWith(kept)).toBe(true);
    // The next character of the original is a word boundary: nothing was split mid-word.
    expect(/[\s,.;:]/.test(summary.charAt(kept.length))).toBe(true);
    expect(kept).not.toMatch(/[\s,;:]$/);
  });

  it("drops a dangling comma before the ellipsis", () => {
    expect(truncateText("Detroit and Wayne, Oakland and Macomb counties", 20)).toBe(
      "Detroit and Wayne…",
    );
  });

  it("cuts a single overlong word only when it must", () => {
    expect(truncateText("Supercalifragilisticexpialidocious", 10)).toBe("Supercali…");
  });

  it("collapses runs of white space", () => {
    expect(truncateText("  Lions   win \n again  ", 100)).toBe("Lions win again");
  });
});
