import { SECTION_LAYOUT } from "../../src/model/sectionLayout";
import { truncateText } from "../../src/model/truncateText";

/** Words of three letters and a space, cut to exactly `length` characters (ending in a word). */
const textOfLength = (length: number) => "abc ".repeat(Math.ceil(length / 4) + 1).slice(0, length);

describe("summary cuts of the section block: 120 characters at the side, 100 in the grid", () => {
  const { sideSummaryLength, gridSummaryLength } = SECTION_LAYOUT;

  it("cuts side items at 120 characters and grid items at 100", () => {
    expect(sideSummaryLength).toBe(120);
    expect(gridSummaryLength).toBe(100);
  });

  it.each([120, 100])("keeps a summary of exactly %i characters whole", (max) => {
    const text = textOfLength(max - 1) + "z";
    expect(text).toHaveLength(max);
    expect(truncateText(text, max)).toBe(text);
  });

  it.each([120, 100])("cuts a summary of %i characters plus one", (max) => {
    const text = textOfLength(max - 1) + "zz";
    expect(text).toHaveLength(max + 1);
    const cut = truncateText(text, max);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(max);
  });
});

describe("truncateText: where the cut falls", () => {
  it("keeps a word that ends just before the ellipsis", () => {
    // 9 characters of words, then the ellipsis: exactly the 10 allowed.
    expect(truncateText("aaaa bbbb cccc", 10)).toBe("aaaa bbbb…");
  });

  it("never lets a word run past the limit", () => {
    expect(truncateText("aaaa bbbb c dd", 10)).toBe("aaaa bbbb…");
    expect(truncateText("aaaa bbbbbb cc", 10)).toBe("aaaa…");
  });

  it("measures the limit after white space is collapsed", () => {
    expect(truncateText("  aaaa    bbbb  ", 9)).toBe("aaaa bbbb");
  });

  it("drops every trailing mark before the ellipsis, and only trailing ones", () => {
    expect(truncateText("Wait... what happened next", 12)).toBe("Wait…");
    expect(truncateText("Lions, Tigers; Pistons — and more", 23)).toBe("Lions, Tigers; Pistons…");
    expect(truncateText("Lions, Tigers: and more", 17)).toBe("Lions, Tigers…");
  });

  it("cuts a single overlong word to the limit, ellipsis included", () => {
    expect(truncateText("abcdefghijkl", 5)).toBe("abcd…");
    expect(truncateText("abcdef ghij", 5)).toBe("abcd…");
  });
});
