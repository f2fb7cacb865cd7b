import { hreflangLinks } from "./editions";
import { correctionsPath, feedPath, policyPath } from "./pageIds";

/** A page's metadata: what its Head holds besides the links every page shares (`Seo`). */
export interface PageMetadata {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's own path, e.g. `/faq/`. */
  path: string;
  /** Absolute or root-relative address of the sharing image; the site's default otherwise. */
  image?: string;
  type?: "website" | "article";
  author?: string;
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  tag?: readonly string[];
  noIndex?: boolean;
  /** Path of the page search engines should index instead, e.g. `/` for an alias. */
  canonical?: string;
  /** The same page in each of the site's languages, this one included: `hreflang` links. */
  alternates?: readonly { lang: string; path: string }[];
  /** A page of an edition: its language and writing direction, the site's otherwise. */
  language?: { tag: string; direction: string };
  /** Questions and answers, for a page that is an FAQ. */
  faq?: readonly { question: string; answer: string }[];
  /** A story the newsroom wrote: a NewsArticle in the structured data, and its breadcrumbs. */
  article?: {
    headline: string;
    authors: readonly { name: string; path: string }[];
    section: { title: string; path: string };
    /** The front page the breadcrumbs start from: an edition's, or the site's (`/`). */
    homePath?: string;
    corrections: readonly { date: string; text: string }[];
    /** A translation: its original's address and who translated it. */
    translation?: { of: string; translators: readonly string[] };
    /** An original: its translations' addresses. */
    translations?: readonly string[];
    /** Live coverage: a LiveBlogPosting, from publication to `liveUntil`, with its updates. */
    live?: {
      liveUntil: string;
      updates: readonly { time: string; headline?: string | null; bodyHtml: string }[];
    };
  };
}

export interface SiteIdentity {
  name: string;
  siteUrl: string;
  description: string;
  language: string;
  foundingYear: number;
  address: string;
  /** Two-letter country code of the postal address, e.g. US. */
  countryCode: string;
  city: string;
  region: string;
  contacts: readonly { id: string; title: string; email: string; phone: string }[];
  /** The policy page that sets out the newsroom's standards, ethics and corrections. */
  publishingPrinciplesPageId: string;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface HeadData {
  title: string;
  lang: string;
  /** Set on an edition's pages only: English pages' `<html>` stays as it was. */
  dir?: string;
  /** An edition's page's RSS feed, its edition's; the site's (`feedPath()`) otherwise. */
  feed?: string;
  /** The page in each language, and `x-default` (the site's own language) for any other. */
  alternates: { hreflang: string; href: string }[];
  meta: MetaTag[];
  canonical: string;
  jsonLd: { "@context": string; "@graph": Record<string, unknown>[] };
}

export const DEFAULT_SHARE_IMAGE = "/og-image.png";
export const LOGO_PATH = "/icon-512.png";

export const absolute = (siteUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;

/** Title shown in the tab and in search results: the page's name, then the masthead. */
export function pageTitle(site: Pick<SiteIdentity, "name">, page: Pick<PageMetadata, "title">) {
  return page.title === site.name ? site.name : `${page.title} | ${site.name}`;
}

function buildJsonLd(site: SiteIdentity, page: PageMetadata, url: string, title: string) {
  const organizationId = `${site.siteUrl}/#organization`;
  const websiteId = `${site.siteUrl}/#website`;
  const [street, ...rest] = site.address.split(",").map((part) => part.trim());
  const postalCode = rest.join(" ").match(/\b\d{5}\b/)?.[0];
  const graph: Record<string, unknown>[] = [
    {
      "@type": "NewsMediaOrganization",
      "@id": organizationId,
      name: site.name,
      url: `${site.siteUrl}/`,
      logo: { "@type": "ImageObject", url: absolute(site.siteUrl, LOGO_PATH) },
      foundingDate: String(site.foundingYear),
      publishingPrinciples: absolute(site.siteUrl, policyPath(site.publishingPrinciplesPageId)),
      ethicsPolicy: absolute(site.siteUrl, policyPath(site.publishingPrinciplesPageId)),
      correctionsPolicy: absolute(site.siteUrl, correctionsPath()),
      address: {
        "@type": "PostalAddress",
        streetAddress: street,
        addressLocality: site.city,
        addressRegion: site.region,
        ...(postalCode ? { postalCode } : {}),
        addressCountry: site.countryCode,
      },
      contactPoint: site.contacts.map((contact) => ({
        "@type": "ContactPoint",
        contactType: contact.title,
        email: contact.email,
        telephone: contact.phone,
      })),
    },
    {
      "@type": "WebSite",
      "@id": websiteId,
      url: `${site.siteUrl}/`,
      name: site.name,
      inLanguage: site.language,
      publisher: { "@id": organizationId },
    },
    {
      "@type": page.faq ? ["WebPage", "FAQPage"] : "WebPage",
      "@id": `${url}#webpage`,
      url,
      name: title,
      description: page.description,
      inLanguage: site.language,
      isPartOf: { "@id": websiteId },
      publisher: { "@id": organizationId },
      ...(page.faq
        ? {
            mainEntity: page.faq.map((entry) => ({
              "@type": "Question",
              name: entry.question,
              acceptedAnswer: { "@type": "Answer", text: entry.answer },
            })),
            breadcrumb: { "@id": `${url}#breadcrumb` },
          }
        : {}),
      ...(page.article ? { breadcrumb: { "@id": `${url}#breadcrumb` } } : {}),
    },
  ];
  if (page.faq) {
    graph.push({
      "@type": "BreadcrumbList",
      "@id": `${url}#breadcrumb`,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: site.name, item: `${site.siteUrl}/` },
        { "@type": "ListItem", position: 2, name: page.title, item: url },
      ],
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

/** The front page's metadata: the masthead's own name and description. */
export const frontPageMetadata = (
  settings: Pick<SiteIdentity, "name" | "description"> & { keywords: readonly string[] },
): PageMetadata => ({
  title: settings.name,
  description: settings.description,
  keywords: settings.keywords,
  path: "/",
});

/**
 * Everything a page puts in its `<head>`, built in one place for every page. A story's article
 * and breadcrumbs are added by buildStoryMetadata (storyMetadata.ts), which only story pages load:
 * every other page's scripts leave that code out.
 */
export function buildMetadata(siteIdentity: SiteIdentity, page: PageMetadata): HeadData {
  // An edition's page speaks its language in every tag that names one.
  const site = page.language ? { ...siteIdentity, language: page.language.tag } : siteIdentity;
  const canonical = absolute(site.siteUrl, page.canonical ?? page.path);
  const title = pageTitle(site, page);
  const image = absolute(site.siteUrl, page.image ?? DEFAULT_SHARE_IMAGE);
  const type = page.type ?? "website";
  const optional = (property: string, content: string | undefined): MetaTag[] =>
    content ? [{ property, content }] : [];

  const meta: MetaTag[] = [
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords.join(", ") },
    { name: "robots", content: page.noIndex ? "noindex, nofollow" : "index, follow" },
    ...(page.author ? [{ name: "author", content: page.author }] : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: site.language.replace("-", "_") },
    // Open Graph names an article's authors by their pages.
    ...(page.article
      ? page.article.authors.map((author) => ({
          property: "article:author",
          content: absolute(site.siteUrl, author.path),
        }))
      : optional("article:author", page.author)),
    ...optional("article:published_time", page.publishedTime),
    ...optional("article:modified_time", page.modifiedTime),
    ...optional("article:section", page.section),
    ...(page.tag ?? []).map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];

  return {
    title,
    lang: site.language,
    ...(page.language && { dir: page.language.direction, feed: feedPath(page.language.tag) }),
    alternates: hreflangLinks(siteIdentity.language, page.alternates ?? []).map(
      ({ hreflang, path }) => ({ hreflang, href: absolute(site.siteUrl, path) }),
    ),
    meta,
    canonical,
    jsonLd: buildJsonLd(site, page, canonical, title),
  };
}
