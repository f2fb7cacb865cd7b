import { calendarDay, editionLocale } from "../../src/model/formatDate";
import { chromeOf, namedInEdition, type EditionSection } from "../../src/model/editions";

const categories = [
  {
    id: "local-news",
    title: "Local News",
    description: "Detroit area coverage",
    navLabel: "Local",
  },
  { id: "sports", title: "Sports", description: "Detroit teams and more", navLabel: "Sports" },
];
const names: EditionSection[] = [
  { category: "sports", title: "Deportes", description: "Los equipos", navLabel: "Dep." },
  { category: "local-news", title: "Noticias locales", description: "Detroit", navLabel: "Local" },
];
const moment = Date.parse("2026-11-22T20:00:00Z");
const site = {
  tagline: "Detroit and Metro Area News",
  categories,
  ui: { skipLink: "Skip to main content" },
  buildDay: calendarDay(moment),
};

describe("namedInEdition", () => {
  it("gives each section its edition's names, in the site's order", () => {
    expect(namedInEdition(categories, names)).toEqual([
      { id: "local-news", title: "Noticias locales", description: "Detroit", navLabel: "Local" },
      { id: "sports", title: "Deportes", description: "Los equipos", navLabel: "Dep." },
    ]);
  });

  it("keeps what else a section has (its count, its address)", () => {
    const [named] = namedInEdition([{ ...categories[1]!, articleCount: 15 }], names);
    expect(named).toMatchObject({ id: "sports", title: "Deportes", articleCount: 15 });
  });
});

describe("chromeOf", () => {
  it("is the site's, home at /, on the site's pages", () => {
    expect(chromeOf(site, undefined)).toEqual({ ...site, homePath: "/" });
  });

  it("is the edition's on its pages: copy, tagline, names, day, and its front page as home", () => {
    const buildDay = calendarDay(moment, editionLocale("es", "latn"));
    const chrome = chromeOf(site, {
      id: "es",
      tagline: "Noticias de Detroit",
      sections: names,
      ui: { skipLink: "Saltar al contenido principal" },
      buildDay,
    });
    expect(chrome).toMatchObject({
      tagline: "Noticias de Detroit",
      ui: { skipLink: "Saltar al contenido principal" },
      homePath: "/es/",
    });
    expect(chrome.buildDay.long).toBe("domingo, 22 de noviembre de 2026");
    expect(chrome.categories.map((category) => category.navLabel)).toEqual(["Local", "Dep."]);
  });
});

describe("editionLocale: one numbering system, on the build and in every browser", () => {
  it("writes Arabic dates with the digits the edition pins", () => {
    const day = (numerals: string) => calendarDay(moment, editionLocale("ar", numerals)).short;
    expect(day("latn")).toMatch(/22/);
    expect(day("arab")).toMatch(/٢٢/);
    expect(day("arab")).not.toMatch(/[0-9]/);
  });
});
