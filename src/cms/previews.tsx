import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PolicyArticle } from "../components/PolicyPage/PolicyArticle";
import { ReadTimeProvider } from "../components/ReadTime/ReadTime";
import { StoryPage } from "../components/StoryPage/StoryPage";
import { storyPageProps } from "../components/StoryPage/storyPageProps";
import { contentLanguage, fillFacts, readFacts } from "../model/contentFacts";
import type { Content } from "../content/contentFiles";
import { calendarDay, editionLocale } from "../model/formatDate";
import { isPlainObject } from "../model/isPlainObject";
import { joinNames, type NewsStory } from "../model/newsStories";
import { storyPath } from "../model/pageIds";
import { renderMarkdown } from "../model/renderMarkdown";
import { fillTemplate } from "../model/templates";
import { isCoverageOpen } from "../model/liveCoverage";

/**
 * What the editor's preview pane shows: a story or a policy page drawn by the site's own
 * components, from the entry as it is being edited. Pure functions from entry data to HTML, so
 * they are tested like any component; `register.ts` hands them to Decap CMS.
 */

/**
 * The other files a preview reads (`PREVIEW_SITE_FILES` of src/content/cmsConfig.ts), keyed by path
 * under `content/`, as the editor last loaded them.
 */
export type PreviewSite = Readonly<Record<string, unknown>>;

type Ui = Content["ui.json"];

/** An entry being edited can lack anything: each value is read with a fallback. */
const textOf = (value: unknown) => (typeof value === "string" ? value : "");
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const recordOf = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});

function uiOf(site: PreviewSite): Ui {
  // The preview site holds the checked content as the build reads it (src/node/cmsPreview.ts).
  return site["ui.json"] as Ui;
}

/** An edition's file as the preview reads it, once loaded: `editions/{code}.json` in the site. */
export const editionFile = (code: string) => `editions/${code}.json`;

type Edition = Content["editions/*.json"][number];

/** The edition a story entry is a translation for, once the editor has loaded its file. */
function editionOf(data: unknown, site: PreviewSite): Edition | undefined {
  const language = textOf(recordOf(data).language);
  // Loaded by register.ts from the editions' collection, as the entry names it.
  return language ? (site[editionFile(language)] as Edition | undefined) : undefined;
}

/**
 * The language and direction the preview's page is in: a translation's edition's, the site's
 * otherwise (register.ts sets them on the preview frame's `<html>`, as the site does).
 */
export function previewLanguage(data: unknown, site: PreviewSite): { lang: string; dir: string } {
  const edition = editionOf(data, site);
  if (edition) return { lang: edition.id, dir: edition.direction };
  return { lang: textOf(recordOf(site["site.json"]).language) || "en", dir: "ltr" };
}

/** A picture an editor picked (a file in the repository) or a web address. */
export type AssetUrl = (path: string) => string;

/** A story as its page will show it. */
export function storyPreviewHtml(data: unknown, site: PreviewSite, assetUrl: AssetUrl): string {
  // An entry being edited may lack any field: each is read as unknown and checked where used.
  const story = recordOf(data) as Partial<Record<keyof NewsStory, unknown>>;
  // A translation is drawn in its edition's copy and section names, crediting its translators.
  const edition = editionOf(data, site);
  const ui = edition?.ui ?? uiOf(site);
  const section = textOf(story.section);
  const category = listOf(edition?.sections ?? recordOf(site["categories.json"]).categories)
    .map(recordOf)
    .find((entry) => entry.id === section || entry.category === section);
  const authors = listOf(recordOf(site["authors.json"]).authors).map(recordOf);
  const picture = (value: unknown) => {
    const image = recordOf(value);
    const src = textOf(image.src);
    return {
      image: src
        ? {
            alt: textOf(image.alt),
            caption: textOf(image.caption) || null,
            credit: textOf(image.credit) || null,
          }
        : null,
      imageUrl: src && (/^https?:\/\//.test(src) ? src : assetUrl(src)),
    };
  };
  const html = (markdown: unknown) => renderMarkdown(textOf(markdown), { newTabLabel: ui.newTab });
  const liveUntil = textOf(story.liveUntil) || null;
  const path = storyPath(section, textOf(story.slug), edition?.id);
  const page = (
    <StoryPage
      {...storyPageProps({
        story: {
          label: textOf(story.label),
          headline: textOf(story.headline),
          summary: textOf(story.summary),
          bodyHtml: html(story.body),
          publishedAt: textOf(story.publishedAt),
          updatedAt: textOf(story.updatedAt) || null,
          ...picture(story.image),
          path,
          liveUntil,
          liveOpen: liveUntil !== null && isCoverageOpen({ liveUntil }, Date.now()),
          updates: listOf(story.updates)
            .map(recordOf)
            .map((update) => ({
              time: textOf(update.time),
              headline: textOf(update.headline) || null,
              bodyHtml: html(update.body),
              keyEvent: update.keyEvent === true,
              ...picture(update.image),
            })),
          corrections: listOf(story.corrections)
            .map(recordOf)
            .map((correction) => ({
              date: textOf(correction.date),
              text: textOf(correction.text),
            })),
        },
        section: { id: section, title: textOf(category?.title) || section },
        edition: edition?.id,
        tags: listOf(story.tags).map(textOf),
        url: path,
        authors: listOf(story.authors).map((id) => ({
          id: textOf(id),
          name: textOf(authors.find((author) => author.id === id)?.name) || textOf(id),
        })),
        more: [],
        ...(edition && {
          translationCredit: fillTemplate(ui.story.translatedBy, {
            names: joinNames(listOf(story.translators).map(textOf), edition.id),
          }),
        }),
        ui,
      })}
    />
  );
  // A translation's dates are written in its edition's language and numerals.
  return renderToStaticMarkup(
    edition ? (
      <ReadTimeProvider
        buildDay={calendarDay(Date.now(), editionLocale(edition.id, edition.numerals))}
      >
        {page}
      </ReadTimeProvider>
    ) : (
      page
    ),
  );
}

/** A privacy or terms page as readers see it, with the facts its text quotes filled in. */
export function policyPreviewHtml(data: unknown, site: PreviewSite): string {
  const page = recordOf(data);
  const facts = readFacts(site);
  const language = contentLanguage(site);
  const fill = (text: unknown) => fillFacts(textOf(text), facts, language);
  return renderToStaticMarkup(
    <PolicyArticle
      page={{
        title: fill(page.title),
        lastUpdated: textOf(page.lastUpdated),
        intro: fill(page.intro),
        sections: listOf(page.sections)
          .map(recordOf)
          .map((section) => ({
            heading: fill(section.heading),
            paragraphs: listOf(section.paragraphs).map(fill),
          })),
      }}
      lastUpdatedLabel={uiOf(site).lastUpdated}
    />,
  );
}

/** Shown while an entry lacks what its page needs to be drawn (a new story has no date yet). */
export const INCOMPLETE_NOTICE =
  "The preview appears once the required fields, the dates among them, are filled in.";

/** A preview's HTML, or a notice instead of a broken pane while the entry is incomplete. */
export function previewHtmlOrNotice(render: () => string): string {
  try {
    return render();
  } catch {
    return renderToStaticMarkup(<p>{INCOMPLETE_NOTICE}</p>);
  }
}
