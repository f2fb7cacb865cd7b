import {
  contentLanguage,
  copiedFacts,
  fillFacts,
  formatFact,
  readFacts,
} from "../../src/model/contentFacts";
import { fillContentFacts } from "../../src/content/prepareContent";
import { readAllContent } from "../support/content";

type Json = Record<string, unknown>;

/** Every string in a piece of content, with where it is. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${at}/${key}`));
}

const faqAnswer = (content: Json, question: string) =>
  ((
    content["faq.json"] as { categories: { questions: { question: string; answer: string }[] }[] }
  ).categories
    .flatMap((category) => category.questions)
    .find((entry) => entry.question === question)?.answer ?? "") as string;

describe("content facts: one value in content, quoted everywhere else", () => {
  it("reads the founding year from site.json and the network's size from partners.json", () => {
    expect(readFacts(readAllContent())).toEqual({ foundingYear: 1825, publicationCount: 3000 });
  });

  it("the shipped content writes neither fact out anywhere but at its one place", () => {
    const found = Object.entries(readAllContent()).flatMap(([file, data]) =>
      strings(data)
        .filter(([, text]) => /(?<![\d.,])(1825|3,000|3000)(?![\d])/.test(text))
        .map(([at]) => `${file}${at}`),
    );
    expect(found).toEqual([]);
  });

  it("fills the placeholders of prose as readers see it: the year as is, the count grouped", () => {
    const filled = fillContentFacts(readAllContent()) as Json;
    expect((filled["home.json"] as { about: { text: string } }).about.text).toMatch(
      /^Since 1825 The Detroit Herald .* Local News Network of 3,000 publications\.$/,
    );
    expect(faqAnswer(filled, "How long has the Herald been around?")).toMatch(
      /^The Herald was founded in 1825,/,
    );
    expect((filled["partners.json"] as { description: string }).description).toContain(
      "Local News Network of 3,000 publications",
    );
    const left = Object.entries(filled).flatMap(([file, data]) =>
      strings(data)
        .filter(([, text]) => /\{(foundingYear|publicationCount)\}/.test(text))
        .map(([at]) => `${file}${at}`),
    );
    // The one template left is the partners page's figure, which its component renders.
    expect(left).toEqual(["partners.json/network/countLabel"]);
  });

  it("a changed fact changes every text that quotes it", () => {
    const input = readAllContent();
    (input["site.json"] as Json).foundingYear = 1901;
    ((input["partners.json"] as Json).network as Json).publicationCount = 12500;
    const filled = fillContentFacts(input) as Json;
    expect(faqAnswer(filled, "How long has the Herald been around?")).toContain("founded in 1901");
    expect((filled["home.json"] as { about: { text: string } }).about.text).toMatch(
      /^Since 1901 .* of 12,500 publications\.$/,
    );
  });

  it("leaves templates for components alone and does not change its input", () => {
    const input = readAllContent();
    const before = JSON.stringify(input);
    const filled = fillContentFacts(input) as Json;
    expect(JSON.stringify(input)).toBe(before);
    // The partners page renders the figure itself, in its own element.
    expect(((filled["partners.json"] as Json).network as Json).countLabel).toBe(
      "{publicationCount} publications in the network",
    );
    expect((filled["ui.json"] as { footer: { established: string } }).footer.established).toBe(
      "Established {year}",
    );
  });

  it("formats and finds facts in the site's language", () => {
    expect(formatFact("publicationCount", 3000, "en-US")).toBe("3,000");
    expect(formatFact("publicationCount", 3000, "de-DE")).toBe("3.000");
    expect(formatFact("publicationCount", 3000, "not a language")).toBe("3,000");
    expect(formatFact("foundingYear", 1825, "en-US")).toBe("1825");
    const facts = { foundingYear: 1825, publicationCount: 3000 };
    expect(fillFacts("{foundingYear}, {publicationCount}, {other}", facts, "en-US")).toBe(
      "1825, 3,000, {other}",
    );
    expect(copiedFacts("Since 1825, 3,000 strong", facts, "en-US")).toEqual([
      ["foundingYear", "1825"],
      ["publicationCount", "3,000"],
    ]);
    expect(copiedFacts("In 18250 or 11825, 13,000 or 3,0001", facts, "en-US")).toEqual([]);
  });
});

describe("content facts in other languages and in content that is not yet valid", () => {
  const facts = { foundingYear: 1825, publicationCount: 3000 };

  it("reads the site's language from site.json, and falls back to en-US", () => {
    expect(contentLanguage({ "site.json": { language: "de-DE" } })).toBe("de-DE");
    expect(contentLanguage({ "site.json": { language: "not a language" } })).toBe("en-US");
    expect(contentLanguage({ "site.json": { language: ["de-DE"] } })).toBe("en-US");
    expect(contentLanguage({ "site.json": null })).toBe("en-US");
    expect(contentLanguage({})).toBe("en-US");
  });

  it("groups a count's thousands even where the language would not (Spanish: 3.000)", () => {
    expect(formatFact("publicationCount", 3000, "es-ES")).toBe("3.000");
  });

  it("finds a count written out with the language's separator, or without one", () => {
    expect(copiedFacts("Más de 3.000 periódicos", facts, "es-ES")).toEqual([
      ["publicationCount", "3.000"],
    ]);
    expect(copiedFacts("Über 3000 Zeitungen", facts, "de-DE")).toEqual([
      ["publicationCount", "3000"],
    ]);
    expect(copiedFacts("3x000", facts, "de-DE")).toEqual([]);
  });

  it("finds and fills nothing for a fact the content does not give", () => {
    expect(copiedFacts("undefined and NaN", {}, "en-US")).toEqual([]);
    expect(fillFacts("Since {foundingYear}", {}, "en-US")).toBe("Since {foundingYear}");
  });

  it("reads only whole numbers as facts", () => {
    const input = readAllContent();
    (input["site.json"] as Json).foundingYear = 1825.5;
    ((input["partners.json"] as Json).network as Json).publicationCount = "3000";
    expect(readFacts(input)).toEqual({});
    expect(readFacts({ "site.json": null, "partners.json": { network: null } })).toEqual({});
  });

  it("passes on what does not fit the model as it is, and keeps files it does not know", () => {
    const input = readAllContent();
    (input["home.json"] as { about: unknown }).about = { text: 1825 };
    input["faq.json"] = null;
    input["partners.json"] = ["not", "a", "group"];
    input["notes.json"] = { text: "{foundingYear}" };
    const filled = fillContentFacts(input) as Json;
    expect((filled["home.json"] as Json).about).toEqual({ text: 1825 });
    expect(filled["faq.json"]).toBeNull();
    expect(filled["partners.json"]).toEqual(["not", "a", "group"]);
    expect(filled["notes.json"]).toEqual({ text: "{foundingYear}" });
  });
});
