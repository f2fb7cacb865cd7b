import { calendarDay, editionLocale } from "../../src/model/formatDate";
import {
  chromeOf,
  frontPageAlternates,
  hreflangLinks,
  languageLinks,
  namedInEdition,
  type EditionSection,
} from "../../src/model/editions";

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

describe("languageLinks: the site in its other languages", () => {
  const language = { language: "en-US", languageName: "English" };
  const editions = [
    { id: "ar", name: "العربية", path: "/ar/" },
    { id: "es", name: "Español", path: "/es/" },
  ];

  it("leads from the site's pages to each edition, named in its own language", () => {
    expect(languageLinks(undefined, language, editions)).toEqual([
      { lang: "ar", name: "العربية", path: "/ar/" },
      { lang: "es", name: "Español", path: "/es/" },
    ]);
  });

  it("leads from an edition to the site and the other editions, never to itself", () => {
    expect(languageLinks("es", language, editions)).toEqual([
      { lang: "en-US", name: "English", path: "/" },
      { lang: "ar", name: "العربية", path: "/ar/" },
    ]);
  });

  it("offers none where the site has no edition", () => {
    expect(languageLinks(undefined, language, [])).toEqual([]);
  });
});

describe("hreflangLinks", () => {
  it("names each language, and the site's own again as x-default", () => {
    const alternates = [
      { lang: "en-US", path: "/" },
      { lang: "es", path: "/es/" },
    ];
    expect(hreflangLinks("en-US", alternates)).toEqual([
      { hreflang: "en-US", path: "/" },
      { hreflang: "es", path: "/es/" },
      { hreflang: "x-default", path: "/" },
    ]);
  });

  it("names none for a page in one language", () => {
    expect(hreflangLinks("en-US", [{ lang: "en-US", path: "/faq/" }])).toEqual([]);
  });
});

describe("frontPageAlternates", () => {
  it("names the front page in the site's language and in each edition's", () => {
    expect(frontPageAlternates({ language: "en-US" }, [{ id: "es", path: "/es/" }])).toEqual([
      { lang: "en-US", path: "/" },
      { lang: "es", path: "/es/" },
    ]);
  });
});
