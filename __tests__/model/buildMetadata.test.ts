import { buildMetadata } from "../../src/model/buildMetadata";
import { serializeJsonLd } from "../../src/model/serializeJsonLd";
import { site, content, crumb, nodeOfType } from "../support/metadata";

describe("buildMetadata", () => {
  const faqPage = buildMetadata(site, {
    title: "Frequently Asked Questions",
    description: "Answers about the Herald.",
    keywords: ["news tips", "corrections"],
    path: "/faq/",
    image: "/faq.png",
    type: "article",
    author: "Newsroom",
    publishedTime: "2026-11-01",
    modifiedTime: "2026-11-02",
    section: "Help",
    tag: ["faq", "help"],
    faq: [{ question: "How do I send a tip?", answer: "Use the form." }],
  });

  it("sets title, description and keywords", () => {
    expect(faqPage.title).toBe("Frequently Asked Questions | The Detroit Herald");
    expect(content(faqPage, "description")).toEqual(["Answers about the Herald."]);
    expect(content(faqPage, "keywords")).toEqual(["news tips, corrections"]);
    expect(faqPage.lang).toBe("en-US");
  });

  it("gives absolute canonical and og:url addresses from the site address", () => {
    expect(faqPage.canonical).toBe("https://www.detroitherald.news/faq/");
    expect(content(faqPage, "og:url")).toEqual(["https://www.detroitherald.news/faq/"]);
    expect(content(faqPage, "og:image")).toEqual(["https://www.detroitherald.news/faq.png"]);
  });

  it("sets Open Graph and Twitter tags with a large summary card", () => {
    expect(content(faqPage, "og:type")).toEqual(["article"]);
    expect(content(faqPage, "og:title")).toEqual([faqPage.title]);
    expect(content(faqPage, "og:site_name")).toEqual(["The Detroit Herald"]);
    expect(content(faqPage, "twitter:card")).toEqual(["summary_large_image"]);
    expect(content(faqPage, "twitter:title")).toEqual([faqPage.title]);
    expect(content(faqPage, "twitter:image")).toEqual(["https://www.detroitherald.news/faq.png"]);
  });

  it("gives Open Graph and Twitter the page's description, and Open Graph the site's locale", () => {
    expect(content(faqPage, "og:description")).toEqual(["Answers about the Herald."]);
    expect(content(faqPage, "twitter:description")).toEqual(["Answers about the Herald."]);
    expect(content(faqPage, "og:locale")).toEqual(["en_US"]);
    const canadian = buildMetadata(
      { ...site, language: "en-CA" },
      { title: "Home", description: "Local news.", keywords: [], path: "/" },
    );
    expect(content(canadian, "og:locale")).toEqual(["en_CA"]);
  });

  it("speaks an edition's language in every tag that names one, and gives its direction", () => {
    expect(faqPage.dir).toBeUndefined();
    const arabic = buildMetadata(site, {
      title: "The Detroit Herald",
      description: "أخبار ديترويت",
      keywords: [],
      path: "/ar/",
      language: { tag: "ar", direction: "rtl" },
    });
    expect(arabic).toMatchObject({ lang: "ar", dir: "rtl" });
    expect(content(arabic, "og:locale")).toEqual(["ar"]);
    const graph = arabic.jsonLd["@graph"].filter((node) => "inLanguage" in node);
    expect(graph.length).toBeGreaterThan(0);
    for (const node of graph) expect(node.inLanguage).toBe("ar");
  });

  it("links the page in each of its languages, the site's own as x-default", () => {
    expect(faqPage.alternates).toEqual([]);
    const alternates = [
      { lang: "en-US", path: "/" },
      { lang: "es", path: "/es/" },
    ];
    const home = { title: "Home", description: "News.", keywords: [], path: "/", alternates };
    const expected = [
      { hreflang: "en-US", href: "https://www.detroitherald.news/" },
      { hreflang: "es", href: "https://www.detroitherald.news/es/" },
      { hreflang: "x-default", href: "https://www.detroitherald.news/" },
    ];
    expect(buildMetadata(site, home).alternates).toEqual(expected);
    // An edition's page gives the same links: each page names all of them, itself included.
    const spanish = { ...home, path: "/es/", language: { tag: "es", direction: "ltr" } };
    expect(buildMetadata(site, spanish).alternates).toEqual(expected);
  });

  it("takes the address's country from content", () => {
    const elsewhere = buildMetadata(
      { ...site, countryCode: "CA" },
      { title: "Home", description: "Local news.", keywords: [], path: "/" },
    );
    expect(nodeOfType(elsewhere, "NewsMediaOrganization")).toEqual(
      expect.objectContaining({ address: expect.objectContaining({ addressCountry: "CA" }) }),
    );
  });

  it("describes the website, published by the organization, in the site's language", () => {
    expect(nodeOfType(faqPage, "WebSite")).toEqual({
      "@type": "WebSite",
      "@id": "https://www.detroitherald.news/#website",
      url: "https://www.detroitherald.news/",
      name: "The Detroit Herald",
      inLanguage: "en-US",
      publisher: { "@id": "https://www.detroitherald.news/#organization" },
    });
    expect(nodeOfType(faqPage, "WebPage")).toEqual(
      expect.objectContaining({ isPartOf: { "@id": "https://www.detroitherald.news/#website" } }),
    );
  });

  it("carries the article fields of the spec's page metadata", () => {
    expect(content(faqPage, "author")).toEqual(["Newsroom"]);
    expect(content(faqPage, "article:published_time")).toEqual(["2026-11-01"]);
    expect(content(faqPage, "article:modified_time")).toEqual(["2026-11-02"]);
    expect(content(faqPage, "article:section")).toEqual(["Help"]);
    expect(content(faqPage, "article:tag")).toEqual(["faq", "help"]);
  });

  it("robots is 'index, follow' by default and 'noindex, nofollow' when noIndex", () => {
    expect(content(faqPage, "robots")).toEqual(["index, follow"]);
    const hidden = buildMetadata(site, {
      title: "Page Not Found",
      description: "Missing.",
      keywords: [],
      path: "/404/",
      noIndex: true,
    });
    expect(content(hidden, "robots")).toEqual(["noindex, nofollow"]);
  });

  it("points an alias at the canonical front page", () => {
    const alias = buildMetadata(site, {
      title: "Redirecting",
      description: "Alias.",
      keywords: [],
      path: "/sports/",
      canonical: "/",
      noIndex: true,
    });
    expect(alias.canonical).toBe("https://www.detroitherald.news/");
    expect(content(alias, "og:url")).toEqual(["https://www.detroitherald.news/"]);
  });

  it("defaults to the site's sharing image and website type; the site name alone on the home page", () => {
    const home = buildMetadata(site, {
      title: "The Detroit Herald",
      description: "Local news.",
      keywords: ["Detroit"],
      path: "/",
    });
    expect(home.title).toBe("The Detroit Herald");
    expect(content(home, "og:type")).toEqual(["website"]);
    expect(content(home, "og:image")).toEqual(["https://www.detroitherald.news/og-image.png"]);
    expect(nodeOfType(home, "FAQPage")).toBeUndefined();
    expect(nodeOfType(home, "BreadcrumbList")).toBeUndefined();
  });

  it("describes the news organization with its founding year", () => {
    expect(faqPage.jsonLd["@context"]).toBe("https://schema.org");
    expect(nodeOfType(faqPage, "NewsMediaOrganization")).toEqual(
      expect.objectContaining({
        "@id": "https://www.detroitherald.news/#organization",
        name: "The Detroit Herald",
        foundingDate: "1825",
        address: expect.objectContaining({
          streetAddress: "615 W. Lafayette Blvd.",
          addressLocality: "Detroit",
          addressRegion: "Michigan",
          postalCode: "48226",
          addressCountry: "US",
        }),
        contactPoint: [
          expect.objectContaining({
            contactType: "Editorial",
            email: "newsroom@detroitherald.news",
          }),
        ],
      }),
    );
  });

  it("describes the web page, and on the FAQ its questions and breadcrumbs", () => {
    expect(nodeOfType(faqPage, "WebPage")).toEqual(
      expect.objectContaining({
        url: "https://www.detroitherald.news/faq/",
        name: "Frequently Asked Questions | The Detroit Herald",
        mainEntity: [
          {
            "@type": "Question",
            name: "How do I send a tip?",
            acceptedAnswer: { "@type": "Answer", text: "Use the form." },
          },
        ],
      }),
    );
    expect(nodeOfType(faqPage, "FAQPage")).toBe(nodeOfType(faqPage, "WebPage"));
    expect(nodeOfType(faqPage, "BreadcrumbList")).toEqual(
      expect.objectContaining({
        itemListElement: [
          crumb(1, "The Detroit Herald", "https://www.detroitherald.news/"),
          crumb(2, "Frequently Asked Questions", "https://www.detroitherald.news/faq/"),
        ],
      }),
    );
  });

  it("serializes JSON-LD so content cannot close the script tag", () => {
    expect(serializeJsonLd({ text: "</script><script>alert(1)</script>" })).toBe(
      '{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });
});
