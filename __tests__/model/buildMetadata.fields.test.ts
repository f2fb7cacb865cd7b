import {
  buildMetadata,
  pageTitle,
  type PageMetadata,
  type SiteIdentity,
} from "../../src/model/buildMetadata";

// Every field of a page's metadata (`PageMetadata`) and every tag and JSON-LD node built from
// it, compared whole: a tag that goes missing or gains a value shows here.
const site: SiteIdentity = {
  name: "The Detroit Herald",
  siteUrl: "https://herald.example",
  description: "Local news for Detroit.",
  language: "en-US",
  foundingYear: 2025,
  address: " 615 W. Lafayette Blvd. , Detroit, MI 48226",
  countryCode: "US",
  city: "Detroit",
  region: "Michigan",
  contacts: [
    { id: "editorial", title: "Editorial", email: "news@herald.example", phone: "(313) 555-0142" },
    { id: "press", title: "Press", email: "press@herald.example", phone: "(313) 555-0143" },
  ],
  publishingPrinciplesPageId: "how-we-work",
};

const plainPage: PageMetadata = {
  title: "Privacy Policy",
  description: "How we handle data.",
  keywords: ["privacy"],
  path: "/privacy/",
};

const organization = {
  "@type": "NewsMediaOrganization",
  "@id": "https://herald.example/#organization",
  name: "The Detroit Herald",
  url: "https://herald.example/",
  logo: { "@type": "ImageObject", url: "https://herald.example/icon-512.png" },
  foundingDate: "2025",
  publishingPrinciples: "https://herald.example/how-we-work/",
  ethicsPolicy: "https://herald.example/how-we-work/",
  correctionsPolicy: "https://herald.example/corrections/",
  address: {
    "@type": "PostalAddress",
    streetAddress: "615 W. Lafayette Blvd.",
    addressLocality: "Detroit",
    addressRegion: "Michigan",
    postalCode: "48226",
    addressCountry: "US",
  },
  contactPoint: [
    {
      "@type": "ContactPoint",
      contactType: "Editorial",
      email: "news@herald.example",
      telephone: "(313) 555-0142",
    },
    {
      "@type": "ContactPoint",
      contactType: "Press",
      email: "press@herald.example",
      telephone: "(313) 555-0143",
    },
  ],
};

const website = {
  "@type": "WebSite",
  "@id": "https://herald.example/#website",
  url: "https://herald.example/",
  name: "The Detroit Herald",
  inLanguage: "en-US",
  publisher: { "@id": "https://herald.example/#organization" },
};

describe("buildMetadata: every tag of a page", () => {
  it("a plain page: defaults for everything it does not set, and no article tags", () => {
    const head = buildMetadata(site, plainPage);
    expect(head.title).toBe("Privacy Policy | The Detroit Herald");
    expect(head.lang).toBe("en-US");
    expect(head.canonical).toBe("https://herald.example/privacy/");
    expect(head.meta).toEqual([
      { name: "description", content: "How we handle data." },
      { name: "keywords", content: "privacy" },
      { name: "robots", content: "index, follow" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "The Detroit Herald" },
      { property: "og:title", content: "Privacy Policy | The Detroit Herald" },
      { property: "og:description", content: "How we handle data." },
      { property: "og:url", content: "https://herald.example/privacy/" },
      { property: "og:image", content: "https://herald.example/og-image.png" },
      { property: "og:locale", content: "en_US" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "Privacy Policy | The Detroit Herald" },
      { name: "twitter:description", content: "How we handle data." },
      { name: "twitter:image", content: "https://herald.example/og-image.png" },
    ]);
  });

  it("an article: author, times, section and tags, in that order", () => {
    const head = buildMetadata(site, {
      ...plainPage,
      title: "Tigers win",
      keywords: ["sports", "baseball", "Tigers"],
      path: "/sports/",
      image: "https://cdn.example/tigers.jpg",
      type: "article",
      author: "Jordan Lee",
      publishedTime: "2026-11-20T10:00:00Z",
      modifiedTime: "2026-11-21T09:30:00Z",
      section: "Sports",
      tag: ["Tigers", "MLB"],
      noIndex: true,
      canonical: "/",
    });
    expect(head.canonical).toBe("https://herald.example/");
    expect(head.meta).toEqual([
      { name: "description", content: "How we handle data." },
      { name: "keywords", content: "sports, baseball, Tigers" },
      { name: "robots", content: "noindex, nofollow" },
      { name: "author", content: "Jordan Lee" },
      { property: "og:type", content: "article" },
      { property: "og:site_name", content: "The Detroit Herald" },
      { property: "og:title", content: "Tigers win | The Detroit Herald" },
      { property: "og:description", content: "How we handle data." },
      { property: "og:url", content: "https://herald.example/" },
      { property: "og:image", content: "https://cdn.example/tigers.jpg" },
      { property: "og:locale", content: "en_US" },
      { property: "article:author", content: "Jordan Lee" },
      { property: "article:published_time", content: "2026-11-20T10:00:00Z" },
      { property: "article:modified_time", content: "2026-11-21T09:30:00Z" },
      { property: "article:section", content: "Sports" },
      { property: "article:tag", content: "Tigers" },
      { property: "article:tag", content: "MLB" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "Tigers win | The Detroit Herald" },
      { name: "twitter:description", content: "How we handle data." },
      { name: "twitter:image", content: "https://cdn.example/tigers.jpg" },
    ]);
  });

  it("leaves out optional tags whose value is empty", () => {
    const head = buildMetadata(site, { ...plainPage, author: "", section: "", tag: [] });
    const names = head.meta.map((tag) => tag.name ?? tag.property);
    expect(names).not.toContain("author");
    expect(names).not.toContain("article:author");
    expect(names).not.toContain("article:section");
    expect(names).not.toContain("article:tag");
  });

  it("keeps http and https addresses as they are and prefixes any other with the site", () => {
    const image = (address: string) =>
      buildMetadata(site, { ...plainPage, image: address }).meta.find(
        (tag) => tag.property === "og:image",
      )?.content;
    expect(image("http://old.example/a.png")).toBe("http://old.example/a.png");
    expect(image("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(image("/share.png?from=https://x.example/")).toBe(
      "https://herald.example/share.png?from=https://x.example/",
    );
  });

  it("writes the locale with an underscore, as Open Graph wants", () => {
    const head = buildMetadata({ ...site, language: "fr-CA" }, plainPage);
    expect(head.meta).toContainEqual({ property: "og:locale", content: "fr_CA" });
    expect(head.lang).toBe("fr-CA");
  });
});

describe("pageTitle", () => {
  it("is the page's name then the masthead, or the masthead alone on the home page", () => {
    expect(pageTitle(site, { title: "FAQ" })).toBe("FAQ | The Detroit Herald");
    expect(pageTitle(site, { title: "The Detroit Herald" })).toBe("The Detroit Herald");
  });
});

describe("buildMetadata: structured data", () => {
  it("a plain page: the organization, the website and the web page", () => {
    expect(buildMetadata(site, plainPage).jsonLd).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        organization,
        website,
        {
          "@type": "WebPage",
          "@id": "https://herald.example/privacy/#webpage",
          url: "https://herald.example/privacy/",
          name: "Privacy Policy | The Detroit Herald",
          description: "How we handle data.",
          inLanguage: "en-US",
          isPartOf: { "@id": "https://herald.example/#website" },
          publisher: { "@id": "https://herald.example/#organization" },
        },
      ],
    });
  });

  it("an FAQ page: its questions, and breadcrumbs from the home page", () => {
    const faq = [
      { question: "How do I send a tip?", answer: "Use the form." },
      { question: "Who owns the Herald?", answer: "Its readers." },
    ];
    const graph = (
      buildMetadata(site, { ...plainPage, title: "FAQ", path: "/faq/", faq }).jsonLd as {
        "@graph": unknown[];
      }
    )["@graph"];
    expect(graph.slice(2)).toEqual([
      {
        "@type": ["WebPage", "FAQPage"],
        "@id": "https://herald.example/faq/#webpage",
        url: "https://herald.example/faq/",
        name: "FAQ | The Detroit Herald",
        description: "How we handle data.",
        inLanguage: "en-US",
        isPartOf: { "@id": "https://herald.example/#website" },
        publisher: { "@id": "https://herald.example/#organization" },
        mainEntity: [
          {
            "@type": "Question",
            name: "How do I send a tip?",
            acceptedAnswer: { "@type": "Answer", text: "Use the form." },
          },
          {
            "@type": "Question",
            name: "Who owns the Herald?",
            acceptedAnswer: { "@type": "Answer", text: "Its readers." },
          },
        ],
        breadcrumb: { "@id": "https://herald.example/faq/#breadcrumb" },
      },
      {
        "@type": "BreadcrumbList",
        "@id": "https://herald.example/faq/#breadcrumb",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: "The Detroit Herald",
            item: "https://herald.example/",
          },
          { "@type": "ListItem", position: 2, name: "FAQ", item: "https://herald.example/faq/" },
        ],
      },
    ]);
  });

  it("takes the postal code from the address, and leaves it out when there is none", () => {
    const address = (value: string) =>
      (
        buildMetadata({ ...site, address: value }, plainPage).jsonLd as {
          "@graph": { address?: Record<string, string> }[];
        }
      )["@graph"][0]!.address;
    expect(address("1 Main St, Detroit, MI 48226-1234")).toEqual(
      expect.objectContaining({ streetAddress: "1 Main St", postalCode: "48226" }),
    );
    expect(address("1 Main St, Detroit, MI, 48226")).toHaveProperty("postalCode", "48226");
    expect(address("1 Main St, Suite 123456, Detroit")).not.toHaveProperty("postalCode");
    expect(address("1 Main St, Detroit")).not.toHaveProperty("postalCode");
    expect(address("12345 Main St, Detroit")).not.toHaveProperty("postalCode");
  });
});
