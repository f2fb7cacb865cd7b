import { calendarDay, editionLocale } from "../../src/model/formatDate";
import {
  chromeOf,
  frontPageAlternates,
  hreflangLinks,
  languageLinks,
  namedInEdition,
  storyAlternates,
  translationLinks,
  type EditionSection,
} from "../../src/model/editions";
import { editionArchiveLinks, editionCards, editionHero } from "../../src/model/editionHome";

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
    expect(chromeOf(site, undefined)).toEqual({ ...site, homePath: "/", searchPath: "/search/" });
  });

  it("is the edition's on its pages: copy, tagline, names, day, its front and search pages", () => {
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
      searchPath: "/es/search/",
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

  it("leads to the same page in a language it is in, else to that language's front page", () => {
    const alternates = [
      { lang: "en-US", path: "/local-news/storm/" },
      { lang: "es", path: "/es/local-news/tormenta/" },
    ];
    expect(languageLinks("es", language, editions, alternates)).toEqual([
      { lang: "en-US", name: "English", path: "/local-news/storm/" },
      { lang: "ar", name: "العربية", path: "/ar/" },
    ]);
    expect(translationLinks("es", language, editions, alternates)).toEqual([
      { lang: "en-US", name: "English", path: "/local-news/storm/" },
    ]);
    expect(translationLinks(undefined, language, editions)).toEqual([]);
  });
});

describe("storyAlternates: a story and its translations name one another", () => {
  const story = (slug: string, language?: string, translationOf?: string) => ({
    slug,
    path: language ? `/${language}/local-news/${slug}/` : `/local-news/${slug}/`,
    language: language ?? null,
    translationOf: translationOf ?? null,
  });

  it("gives the original and each translation the same list: the original first, then by language", () => {
    const stories = [
      story("tormenta", "es", "storm"),
      story("storm"),
      story("asifa", "ar", "storm"),
      story("alone"),
    ];
    const family = [
      { lang: "en-US", path: "/local-news/storm/" },
      { lang: "ar", path: "/ar/local-news/asifa/" },
      { lang: "es", path: "/es/local-news/tormenta/" },
    ];
    const alternates = storyAlternates(stories, "en-US");
    expect(alternates.get("storm")).toEqual(family);
    expect(alternates.get("tormenta")).toEqual(family);
    expect(alternates.get("asifa")).toEqual(family);
    expect(alternates.has("alone")).toBe(false);
  });

  it("names none for a translation whose original is not published", () => {
    expect(storyAlternates([story("tormenta", "es", "storm")], "en-US").size).toBe(0);
  });
});

describe("editionCards: an edition's front page", () => {
  const card = (slug: string) => ({ category: "local-news", path: `/local-news/${slug}/` });
  const translation = {
    slug: "tormenta",
    section: "local-news",
    headline: "Tormenta",
    summary: "Resumen",
    path: "/es/local-news/tormenta/",
    publishedAt: "2026-11-24T12:00:00Z",
    translationOf: "storm",
    authorNames: "Renee Okafor y Keisha Lamont",
  };

  it("leads with the translations, then the English stories not translated, none twice", () => {
    const cards = editionCards([card("storm"), card("flu")], [translation]);
    expect(cards.map((each) => each.path)).toEqual([
      "/es/local-news/tormenta/",
      "/local-news/flu/",
    ]);
    expect(cards[0]).toMatchObject({
      articleId: "local-news-tormenta",
      category: "local-news",
      title: "Tormenta",
      // The byline as the build joined it, in the translation's language.
      author: "Renee Okafor y Keisha Lamont",
      translated: true,
      imageUrl: null,
    });
  });
});

describe("editionHero: an edition's top story", () => {
  const translation = (slug: string, section: string, translationOf: string) => ({
    slug,
    section,
    headline: slug,
    summary: "Resumen",
    path: `/es/${section}/${slug}/`,
    publishedAt: "2026-11-24T12:00:00Z",
    translationOf,
    authorNames: "Renee Okafor",
  });
  const newestFirst = [
    translation("gripe", "health", "flu"),
    translation("tormenta", "local-news", "storm"),
  ];
  const kicker = "Noticia principal";
  const sections = [
    { id: "local-news", title: "Noticias locales" },
    { id: "health", title: "Salud" },
  ];

  it("is the translation of the front page's top story, its link to its section below", () => {
    const hero = editionHero(
      newestFirst,
      { storySlug: "storm", sectionId: "local-news" },
      kicker,
      sections,
    );
    expect(hero).toEqual({
      kicker: "Noticia principal",
      story: newestFirst[1],
      sectionId: "local-news",
      linkLabel: "Noticias locales",
    });
  });

  it("is the newest translation where the top story has none, and none without translations", () => {
    const frontPage = { storySlug: "bridge", sectionId: "local-news" };
    expect(editionHero(newestFirst, frontPage, kicker, sections)).toMatchObject({
      story: newestFirst[0],
      sectionId: "health",
      linkLabel: "Salud",
    });
    // A slug of another section is another story.
    expect(
      editionHero(newestFirst, { storySlug: "storm", sectionId: "health" }, kicker, sections)
        ?.story,
    ).toBe(newestFirst[0]);
    expect(editionHero([], frontPage, kicker, sections)).toBeUndefined();
  });
});

describe("editionArchiveLinks: more of a section, from an edition's front page", () => {
  const categories = [
    { id: "local-news", archivePath: "/sections/local-news/" },
    { id: "sports", archivePath: "/sections/sports/" },
    { id: "weather", archivePath: null },
  ];

  it("leads to the edition's list of a section it has translated, else to the site's, said to be in its language", () => {
    expect(editionArchiveLinks(categories, "es", ["local-news"], "en")).toEqual([
      { id: "local-news", archivePath: "/es/sections/local-news/" },
      { id: "sports", archivePath: "/sections/sports/", archiveLanguage: "en" },
      { id: "weather", archivePath: null },
    ]);
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
