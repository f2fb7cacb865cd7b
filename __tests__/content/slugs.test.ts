import { matchesFormat } from "../../src/content/stringFormats";
import { MAX_SLUG_LENGTH, slugFromHeadline } from "../../src/content/slugs";

describe("slugFromHeadline", () => {
  it("writes the headline in lower case, words joined by hyphens", () => {
    expect(slugFromHeadline("New bus shelters arrive on Gratiot")).toBe(
      "new-bus-shelters-arrive-on-gratiot",
    );
    expect(slugFromHeadline("  Council: 7-2 vote -- delayed again?! ")).toBe(
      "council-7-2-vote-delayed-again",
    );
  });

  it("folds accents and letters of other alphabets' spelling, and drops apostrophes", () => {
    expect(slugFromHeadline("Café Façade’s reopening in Mexicantown")).toBe(
      "cafe-facades-reopening-in-mexicantown",
    );
    expect(slugFromHeadline("Straße, Ærø and Łódź: sister cities' names")).toBe(
      "strasse-aero-and-lodz-sister-cities-names",
    );
  });

  it("cuts a long headline at a word, within the limit", () => {
    const headline = `${"Riverwalk ".repeat(30)}opens`;
    const slug = slugFromHeadline(headline);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^riverwalk(-riverwalk)+$/);
    expect(slugFromHeadline("x".repeat(100))).toBe("x".repeat(MAX_SLUG_LENGTH));
  });

  it("always makes a valid id from a headline with a letter or digit", () => {
    for (const headline of ["Ñandú", "2026", "¿Qué pasa?", "A", "Detroit's 300th — a look back"]) {
      expect(matchesFormat("id", slugFromHeadline(headline))).toBe(true);
    }
  });
});
