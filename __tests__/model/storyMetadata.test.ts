import { buildStoryMetadata } from "../../src/model/storyMetadata";
import { storyHeadPage } from "../../src/components/StoryPage/storyHead";
import { site, content, crumb, nodeOfType } from "../support/metadata";

describe("buildStoryMetadata", () => {
  const story = buildStoryMetadata(site, {
    title: "Council delays vote",
    description: "The dek.",
    keywords: ["City Council", "Housing"],
    path: "/politics/council-delays-vote/",
    image: "https://picsum.photos/seed/x/1200/675",
    type: "article",
    author: "Renee Okafor and Tomasz Nowicki",
    publishedTime: "2026-11-19T18:40:00-05:00",
    modifiedTime: "2026-11-20T16:05:00.000Z",
    section: "Politics & Government",
    tag: ["City Council", "Housing"],
    article: {
      headline: "Council delays vote",
      authors: [
        { name: "Renee Okafor", path: "/authors/renee-okafor/" },
        { name: "Tomasz Nowicki", path: "/authors/tomasz-nowicki/" },
      ],
      section: { title: "Politics & Government", path: "/politics/" },
      corrections: [
        { date: "2026-11-20T11:05:00-05:00", text: "Every two years, not every year." },
      ],
    },
  });

  it("has the article's Open Graph tags, one article:author per author page", () => {
    expect(content(story, "og:type")).toEqual(["article"]);
    expect(content(story, "article:published_time")).toEqual(["2026-11-19T18:40:00-05:00"]);
    expect(content(story, "article:modified_time")).toEqual(["2026-11-20T16:05:00.000Z"]);
    expect(content(story, "article:section")).toEqual(["Politics & Government"]);
    expect(content(story, "article:tag")).toEqual(["City Council", "Housing"]);
    expect(content(story, "article:author")).toEqual([
      "https://www.detroitherald.news/authors/renee-okafor/",
      "https://www.detroitherald.news/authors/tomasz-nowicki/",
    ]);
    expect(story.canonical).toBe("https://www.detroitherald.news/politics/council-delays-vote/");
  });

  it("describes the story as a NewsArticle published by the organisation", () => {
    expect(nodeOfType(story, "NewsArticle")).toEqual({
      "@type": "NewsArticle",
      "@id": "https://www.detroitherald.news/politics/council-delays-vote/#article",
      headline: "Council delays vote",
      description: "The dek.",
      image: ["https://picsum.photos/seed/x/1200/675"],
      datePublished: "2026-11-19T18:40:00-05:00",
      dateModified: "2026-11-20T16:05:00.000Z",
      author: [
        {
          "@type": "Person",
          name: "Renee Okafor",
          url: "https://www.detroitherald.news/authors/renee-okafor/",
        },
        {
          "@type": "Person",
          name: "Tomasz Nowicki",
          url: "https://www.detroitherald.news/authors/tomasz-nowicki/",
        },
      ],
      publisher: { "@id": "https://www.detroitherald.news/#organization" },
      mainEntityOfPage: {
        "@id": "https://www.detroitherald.news/politics/council-delays-vote/#webpage",
      },
      articleSection: "Politics & Government",
      keywords: "City Council, Housing",
      inLanguage: "en-US",
      isAccessibleForFree: true,
      correction: [
        {
          "@type": "CorrectionComment",
          text: "Every two years, not every year.",
          datePublished: "2026-11-20T11:05:00-05:00",
        },
      ],
    });
    expect(nodeOfType(story, "NewsMediaOrganization")).toMatchObject({
      logo: { "@type": "ImageObject", url: "https://www.detroitherald.news/icon-512.png" },
      publishingPrinciples: "https://www.detroitherald.news/ethics/",
      ethicsPolicy: "https://www.detroitherald.news/ethics/",
      correctionsPolicy: "https://www.detroitherald.news/corrections/",
    });
  });

  it("has breadcrumbs Home > Section > Story, which its web page points to", () => {
    const url = "https://www.detroitherald.news/politics/council-delays-vote/";
    expect(nodeOfType(story, "BreadcrumbList")).toEqual({
      "@type": "BreadcrumbList",
      "@id": `${url}#breadcrumb`,
      itemListElement: [
        crumb(1, "The Detroit Herald", "https://www.detroitherald.news/"),
        crumb(2, "Politics & Government", "https://www.detroitherald.news/politics/"),
        crumb(3, "Council delays vote", url),
      ],
    });
    expect(nodeOfType(story, "WebPage")).toMatchObject({
      breadcrumb: { "@id": `${url}#breadcrumb` },
    });
  });

  it("leaves out keywords and corrections a story does not have", () => {
    const plain = (tag: string[] | undefined) =>
      nodeOfType(
        buildStoryMetadata(site, {
          title: "Council delays vote",
          description: "The dek.",
          keywords: [],
          path: "/politics/council-delays-vote/",
          type: "article",
          publishedTime: "2026-11-19T18:40:00-05:00",
          tag,
          article: {
            headline: "Council delays vote",
            authors: [{ name: "Renee Okafor", path: "/authors/renee-okafor/" }],
            section: { title: "Politics & Government", path: "/politics/" },
            corrections: [],
          },
        }),
        "NewsArticle",
      );
    for (const tag of [undefined, []]) {
      expect(plain(tag)).not.toHaveProperty("keywords");
      expect(plain(tag)).not.toHaveProperty("correction");
    }
    expect(plain(["Parks"])).toMatchObject({ keywords: "Parks" });
  });
});

describe("a story in two languages (storyHeadPage, buildStoryMetadata)", () => {
  const alternates = [
    { lang: "en-US", path: "/food-dining/la-palmita/" },
    { lang: "es", path: "/es/food-dining/la-palmita-reabre/" },
  ];
  const story = (path: string, translators?: string[]) => ({
    headline: "La Palmita",
    summary: "The dek.",
    tags: ["Restaurants"],
    path,
    publishedAt: "2026-11-23T08:00:00-05:00",
    modifiedAt: "2026-11-23T13:00:00.000Z",
    corrections: [],
    authorProfiles: [{ name: "Diego Santana", path: "/authors/diego-santana/" }],
    translators,
  });
  const original = buildStoryMetadata(
    site,
    storyHeadPage({
      story: story("/food-dining/la-palmita/"),
      section: { id: "food-dining", title: "Food" },
      alternates,
    }),
  );
  const translation = buildStoryMetadata(
    site,
    storyHeadPage({
      story: story("/es/food-dining/la-palmita-reabre/", ["Lucía Ramírez"]),
      section: { id: "food-dining", title: "Comida" },
      alternates,
      edition: { language: { tag: "es", direction: "ltr" }, homePath: "/es/" },
    }),
  );
  const url = (path: string) => `https://www.detroitherald.news${path}`;

  it("links both pages to each other with hreflang, the original as x-default", () => {
    const links = [
      { hreflang: "en-US", href: url("/food-dining/la-palmita/") },
      { hreflang: "es", href: url("/es/food-dining/la-palmita-reabre/") },
      { hreflang: "x-default", href: url("/food-dining/la-palmita/") },
    ];
    expect(original.alternates).toEqual(links);
    expect(translation.alternates).toEqual(links);
    expect(translation).toMatchObject({ lang: "es", dir: "ltr", feed: "/es/rss.xml" });
  });

  it("names the translation's original and translators, the original's translations", () => {
    expect(nodeOfType(original, "NewsArticle")).toMatchObject({
      inLanguage: "en-US",
      workTranslation: [{ "@id": `${url("/es/food-dining/la-palmita-reabre/")}#article` }],
    });
    expect(nodeOfType(original, "NewsArticle")).not.toHaveProperty("translationOfWork");
    expect(nodeOfType(translation, "NewsArticle")).toMatchObject({
      inLanguage: "es",
      translationOfWork: { "@id": `${url("/food-dining/la-palmita/")}#article` },
      translator: [{ "@type": "Person", name: "Lucía Ramírez" }],
    });
    expect(nodeOfType(translation, "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { position: 1, item: url("/es/") },
        { position: 2, name: "Comida", item: url("/es/#food-dining") },
        { position: 3 },
      ],
    });
  });
});
