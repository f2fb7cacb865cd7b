import {
  absolute,
  buildMetadata,
  DEFAULT_SHARE_IMAGE,
  type HeadData,
  type PageMetadata,
  type SiteIdentity,
} from "./buildMetadata";
import { newestUpdatesFirst, updateAnchor } from "./liveCoverage";
import { textOfHtml } from "./textOfHtml";
import { truncateText } from "./truncateText";

/** Google shows at most 110 characters of a headline; an update without one is named by its text. */
const UPDATE_HEADLINE_LENGTH = 110;

function articleNodes(
  site: SiteIdentity,
  page: PageMetadata,
  article: NonNullable<PageMetadata["article"]>,
  url: string,
  image: string,
) {
  const organizationId = `${site.siteUrl}/#organization`;
  const { live } = article;
  return [
    {
      "@type": live ? "LiveBlogPosting" : "NewsArticle",
      "@id": `${url}#article`,
      headline: article.headline,
      description: page.description,
      image: [image],
      datePublished: page.publishedTime,
      dateModified: page.modifiedTime ?? page.publishedTime,
      author: article.authors.map((author) => ({
        "@type": "Person",
        name: author.name,
        url: absolute(site.siteUrl, author.path),
      })),
      publisher: { "@id": organizationId },
      mainEntityOfPage: { "@id": `${url}#webpage` },
      articleSection: article.section.title,
      ...(page.tag && page.tag.length > 0 ? { keywords: page.tag.join(", ") } : {}),
      inLanguage: page.language?.tag ?? site.language,
      isAccessibleForFree: true,
      // A story and its translations name one another as works (schema.org's translation links).
      ...(article.translation
        ? {
            translationOfWork: {
              "@id": `${absolute(site.siteUrl, article.translation.of)}#article`,
            },
            translator: article.translation.translators.map((name) => ({
              "@type": "Person",
              name,
            })),
          }
        : {}),
      ...(article.translations && article.translations.length > 0
        ? {
            workTranslation: article.translations.map((path) => ({
              "@id": `${absolute(site.siteUrl, path)}#article`,
            })),
          }
        : {}),
      ...(live
        ? {
            coverageStartTime: page.publishedTime,
            coverageEndTime: live.liveUntil,
            liveBlogUpdate: newestUpdatesFirst(live.updates).map((update) => {
              const text = textOfHtml(update.bodyHtml);
              return {
                "@type": "BlogPosting",
                "@id": `${url}#${updateAnchor(update.time)}`,
                url: `${url}#${updateAnchor(update.time)}`,
                headline: update.headline ?? truncateText(text, UPDATE_HEADLINE_LENGTH),
                articleBody: text,
                datePublished: update.time,
              };
            }),
          }
        : {}),
      ...(article.corrections.length > 0
        ? {
            correction: article.corrections.map((correction) => ({
              "@type": "CorrectionComment",
              text: correction.text,
              datePublished: correction.date,
            })),
          }
        : {}),
    },
    {
      "@type": "BreadcrumbList",
      "@id": `${url}#breadcrumb`,
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: site.name,
          item: absolute(site.siteUrl, article.homePath ?? "/"),
        },
        {
          "@type": "ListItem",
          position: 2,
          name: article.section.title,
          item: absolute(site.siteUrl, article.section.path),
        },
        { "@type": "ListItem", position: 3, name: article.headline, item: url },
      ],
    },
  ];
}

/** A story page's `<head>`: every page's metadata, with the article and its breadcrumbs. */
export function buildStoryMetadata(
  site: SiteIdentity,
  page: PageMetadata & { article: NonNullable<PageMetadata["article"]> },
): HeadData {
  const head = buildMetadata(site, page);
  const image = absolute(site.siteUrl, page.image ?? DEFAULT_SHARE_IMAGE);
  head.jsonLd["@graph"].push(...articleNodes(site, page, page.article, head.canonical, image));
  return head;
}
