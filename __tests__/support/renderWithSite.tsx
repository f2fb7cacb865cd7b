import React, { type ComponentProps, type ReactElement } from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Footer } from "../../src/components/Footer/Footer";
import { ReadTimeProvider } from "../../src/components/ReadTime/ReadTime";
import type { SiteData } from "../../src/hooks/useSiteData";
import { calendarDay } from "../../src/model/formatDate";
import { editionLinks, policyPageLinks, readContent } from "./content";

/** A fixed "now" for tests: Sunday, November 22, 2026, 15:00 in Detroit. */
export const TEST_BUILD_TIME = "2026-11-22T20:00:00.000Z";
export const TEST_SITE_URL = "https://www.detroitherald.news";
/** The build's day as the site query gives it (gatsby-node, `Site.buildDay`). */
export const TEST_BUILD_DAY = calendarDay(Date.parse(TEST_BUILD_TIME));

/** The answer of the site-wide static query, built from the real content files. */
export function siteQueryResult() {
  return {
    site: { buildDay: TEST_BUILD_DAY, siteMetadata: { siteUrl: TEST_SITE_URL } },
    siteSettings: readContent("site.json"),
    uiText: readContent("ui.json"),
    allCategory: { nodes: readContent<{ categories: unknown[] }>("categories.json").categories },
    allPolicyPage: { nodes: policyPageLinks() },
    allEdition: { nodes: editionLinks() },
  };
}

/** The same data as `useSiteData()` returns it. */
export function siteData(): SiteData {
  const result = siteQueryResult();
  return {
    buildDay: TEST_BUILD_DAY,
    siteUrl: TEST_SITE_URL,
    settings: result.siteSettings,
    ui: result.uiText,
    categories: result.allCategory.nodes,
    policyPages: result.allPolicyPage.nodes,
    editions: result.allEdition.nodes,
  } as unknown as SiteData;
}

/** Renders as the site does: with the site query answered from content and a fixed read time. */
export function renderWithSite(ui: ReactElement, options?: RenderOptions) {
  jest.mocked(useStaticQuery).mockReturnValue(siteQueryResult());
  return render(<ReadTimeProvider buildDay={TEST_BUILD_DAY}>{ui}</ReadTimeProvider>, options);
}

/** The footer with the site's content for 2026; `changes` are what a test is about. */
export function renderFooter(changes: Partial<ComponentProps<typeof Footer>> = {}) {
  const { settings, categories, policyPages, ui } = siteData();
  return renderWithSite(
    <Footer
      settings={settings}
      categories={categories}
      policyPages={policyPages}
      homePath="/"
      ui={ui}
      year={2026}
      {...changes}
    />,
  );
}

/**
 * Renders a page's `Head` export. Gatsby moves its `<html>`, `<title>` and `<meta>` into the
 * document head; here they land in a div, so React's nesting warning for `<html>` is expected.
 */
export function renderHead(head: ReactElement) {
  const consoleError = console.error;
  const spy = jest
    .spyOn(console, "error")
    .mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (typeof message === "string" && message.includes("validateDOMNesting")) return;
      consoleError(message, ...rest);
    });
  const result = renderWithSite(head);
  spy.mockRestore();
  return result;
}
