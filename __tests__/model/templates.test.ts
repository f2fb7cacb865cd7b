import {
  fillEveryPlaceholder,
  fillTemplate,
  placeholdersIn,
  splitTemplate,
} from "../../src/model/templates";

describe("fillTemplate", () => {
  it("fills known placeholders and leaves unknown ones", () => {
    expect(fillTemplate("See All {title} ({count}) {other}", { title: "Sports", count: 15 })).toBe(
      "See All Sports (15) {other}",
    );
  });

  it("fills every occurrence of a placeholder and writes numbers as they are", () => {
    expect(fillTemplate("{n} and {n}", { n: 0 })).toBe("0 and 0");
  });

  it("does not take names from the object's prototype", () => {
    expect(fillTemplate("{toString}", {})).toBe("{toString}");
  });
});

describe("placeholdersIn", () => {
  it("lists every placeholder in order, including names that are not words", () => {
    expect(placeholdersIn("{a} x {b c} {a} {}")).toEqual(["a", "b c", "a", ""]);
  });

  it("finds none in plain text", () => {
    expect(placeholdersIn("No braces here")).toEqual([]);
  });
});

describe("fillEveryPlaceholder", () => {
  it("replaces each placeholder whatever its name", () => {
    expect(fillEveryPlaceholder("https://img.example/{id}/{size}.jpg", "x")).toBe(
      "https://img.example/x/x.jpg",
    );
  });
});

describe("splitTemplate", () => {
  it("cuts the text around the placeholder", () => {
    expect(splitTemplate("{count} publications in the network", "count")).toEqual([
      "",
      " publications in the network",
    ]);
    expect(splitTemplate("A network of {count} titles", "count")).toEqual([
      "A network of ",
      " titles",
    ]);
  });

  it("keeps all the text first when the placeholder is missing", () => {
    expect(splitTemplate("Publications in the network", "count")).toEqual([
      "Publications in the network",
      "",
    ]);
  });
});
