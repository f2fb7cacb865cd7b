import { useSiteData, type UiText } from "./useSiteData";

/** What an edition's page asks of its edition (`EditionChromeFields`) to speak its language. */
interface EditionCopy {
  id: string;
  direction: string;
  ui: UiText;
}

/**
 * A page's interface copy and language: on an edition's page (its query's `edition`), the
 * edition's copy, its language and direction for the head, and no English keywords; the site's
 * otherwise. One rule for every template that serves both.
 */
export function usePageLanguage(edition: EditionCopy | null | undefined) {
  const site = useSiteData();
  if (!edition) return { site, ui: site.ui, keywords: site.settings.keywords, head: {} };
  return {
    site,
    ui: edition.ui,
    keywords: [] as readonly string[],
    head: { language: { tag: edition.id, direction: edition.direction } },
  };
}
