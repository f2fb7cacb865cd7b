import { mailHref, telHref } from "../../src/model/contactLinks";
import { contentHash } from "../../src/model/contentHash";
import { FIXED_ELEMENT_IDS, FIXED_ROUTES } from "../../src/content/reservedIds";
import {
  sectionElementIds,
  sectionHeadingId,
  sectionListId,
  storyId,
} from "../../src/model/pageIds";
import { SECTION_LAYOUT, splitSection } from "../../src/model/sectionLayout";

describe("telHref", () => {
  it("dials a 10-digit North American number with +1, and any other as written", () => {
    expect(telHref("(313) 555-0142")).toBe("tel:+13135550142");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("+49 301 2345")).toBe("tel:+493012345");
    expect(telHref("555-0142")).toBe("tel:5550142");
    expect(telHref("1 (313) 555-0142")).toBe("tel:13135550142");
  });

  it("mailHref", () => {
    expect(mailHref("tips@herald.example")).toBe("mailto:tips@herald.example");
  });
});

describe("contentHash", () => {
  it("is 10 hex digits, the same for the same content and different for other content", () => {
    const hash = contentHash([{ id: "sports-6" }]);
    expect(hash).toMatch(/^[0-9a-f]{10}$/);
    expect(contentHash([{ id: "sports-6" }])).toBe(hash);
    expect(contentHash([{ id: "sports-7" }])).not.toBe(hash);
  });
});

describe("page ids of a section (spec: section ids are anchors)", () => {
  it("names a section's heading, story list and stories after its id", () => {
    expect(storyId("sports", 3)).toBe("sports-3");
    expect(sectionHeadingId("sports")).toBe("sports-heading");
    expect(sectionListId("sports")).toBe("sports-stories");
    expect(sectionElementIds("sports", 2)).toEqual([
      "sports",
      "sports-heading",
      "sports-stories",
      "sports-1",
      "sports-2",
    ]);
  });
});

describe("addresses and element ids editors' ids must not take", () => {
  // The validator quotes a route's description when it refuses an id, e.g. "/static/, which is
  // already Gatsby's folder of static files".
  it("describes every fixed address in words", () => {
    for (const [route, description] of Object.entries(FIXED_ROUTES)) {
      expect(route).toMatch(/^[a-z0-9-]+$/);
      expect(description.length).toBeGreaterThan(10);
    }
    expect(Object.keys(FIXED_ROUTES)).toEqual(
      expect.arrayContaining(["faq", "partners", "404", "home", "stories", "static"]),
    );
  });

  it("lists element ids that are real ids, each once", () => {
    for (const id of FIXED_ELEMENT_IDS) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(new Set(FIXED_ELEMENT_IDS).size).toBe(FIXED_ELEMENT_IDS.length);
  });
});

describe("section layout: a lead, two side stories, the rest in a grid", () => {
  it("shows 5 stories: 1 lead, 2 side items and the rest in the grid", () => {
    expect(SECTION_LAYOUT.initialCount).toBe(5);
    expect(SECTION_LAYOUT.sideCount).toBe(2);
    const shown = ["a", "b", "c", "d", "e", "f", "g"].slice(0, SECTION_LAYOUT.initialCount);
    expect(splitSection(shown)).toEqual({ lead: "a", side: ["b", "c"], grid: ["d", "e"] });
    expect(splitSection([])).toEqual({ lead: undefined, side: [], grid: [] });
  });
});
