import React, { type ReactElement } from "react";
import { fireEvent, render, waitFor } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { NewsroomContact } from "../../src/components/ContactBlocks/NewsroomContact";
import { LiveCoverage, type LiveCopy } from "../../src/components/LiveCoverage/LiveCoverage";
import type { NewsStory } from "../../src/model/newsStories";
import { FaqPage, type FaqPageProps } from "../../src/components/Faq/FaqPage";
import { HomePage, type HomePageProps } from "../../src/components/HomePage/HomePage";
import { Layout } from "../../src/components/Layout/Layout";
import { NotFound } from "../../src/components/NotFound/NotFound";
import { PartnersPage, type PartnersPageProps } from "../../src/components/Partners/PartnersPage";
import { PolicyPage, type PolicyPageProps } from "../../src/components/PolicyPage/PolicyPage";
import { ReadTimeProvider } from "../../src/components/ReadTime/ReadTime";
import type { SiteData } from "../../src/hooks/useSiteData";
import { buildArticles, type HeadlineSettings } from "../../src/model/buildArticles";
import { buildMetadata } from "../../src/model/buildMetadata";
import { serializeJsonLd } from "../../src/model/serializeJsonLd";
import { fillContentFacts } from "../../src/content/prepareContent";
import { contentFileAt, pathsOf } from "../../src/content/contentFiles";
import { editionSpec } from "../../src/content/specs/editions";
import { policyPageSpec } from "../../src/content/specs/policyPages";
import { fieldSchemaOf, type FieldSchema } from "../../src/content/fieldSchema";
import { renderMarkdown } from "../../src/model/renderMarkdown";
import { SECTION_LAYOUT } from "../../src/model/sectionLayout";
import { groupByCategory } from "../../src/model/stories";
import { validateContent } from "../../src/content/validateContent";
import { readAllContent, readContent, readRawContent } from "../support/content";
import { TEST_BUILD_DAY, TEST_SITE_URL } from "../support/renderWithSite";

/** Markup that would run a script if any component put content into the page as HTML. */
const PAYLOAD = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';

/** What an editor could type into a Markdown body to run code: raw HTML, links, frames. */
const MARKDOWN_PAYLOAD = [
  PAYLOAD,
  '[click](javascript:window.pwned=1) [data](data:text/html,<script>1</script>) <a href="x" onclick="window.pwned=1">a</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<div style="position:fixed" onmouseover="window.pwned=1">x</div>',
  "![x](javascript:window.pwned=1)",
].join("\n\n");

/** Appends the payload to every free-text string, the strings the validator lets markup into. */
function poison(value: unknown, schema: FieldSchema): unknown {
  switch (schema.type) {
    case "string": {
      // A value from a fixed list (a story's label) cannot carry markup past the validator.
      if (schema.enum) return value;
      const format = schema["x-format"];
      if (format === "markdown") return `${value}\n\n${MARKDOWN_PAYLOAD}`;
      return format === "text" || format === "template" || format === "prose"
        ? `${value}${PAYLOAD}`
        : value;
    }
    case "array": {
      const items = schema.items;
      if (!items) throw new Error("A list in the model has no items schema");
      return (value as unknown[]).map((item) => poison(item, items));
    }
    case "object": {
      const fields = schema.properties ?? {};
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, field]) => {
          const fieldSchema = Object.hasOwn(fields, key) ? fields[key] : undefined;
          return [key, fieldSchema ? poison(field, fieldSchema) : field];
        }),
      );
    }
    default:
      return value;
  }
}

/** Every content file with markup in every text field, as an editor could commit it. */
const hostileAsWritten = Object.fromEntries(
  Object.keys(readAllContent()).map((path) => [
    path,
    poison(readRawContent(path), fieldSchemaOf(contentFileAt(path)!.root)),
  ]),
) as Record<string, Record<string, unknown>>;
/** The same as pages receive it, with the fact placeholders of its prose filled in. */
const hostile = fillContentFacts(hostileAsWritten);

function hostileFile<T>(path: string): T {
  return hostile[path] as T;
}

/** The policy pages, one file each. */
const policyPageFiles = pathsOf(policyPageSpec, Object.keys(hostile));
const editionFiles = pathsOf(editionSpec, Object.keys(hostile));

const settings = hostileFile<SiteData["settings"]>("site.json");
const ui = hostileFile<SiteData["ui"] & { live: LiveCopy }>("ui.json");
const categories = hostileFile<{ categories: SiteData["categories"] }>(
  "categories.json",
).categories;

/** Renders inside the site's layout, its static query answered with the hostile content. */
function renderHostile(page: ReactElement, pathname = "/") {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { buildDay: TEST_BUILD_DAY, siteMetadata: { siteUrl: TEST_SITE_URL } },
    siteSettings: settings,
    uiText: ui,
    allCategory: { nodes: categories },
    allPolicyPage: {
      nodes: policyPageFiles.map((file) => hostileFile<{ id: string; linkLabel: string }>(file)),
    },
    // The language links name each edition in its own words.
    allEdition: {
      nodes: editionFiles.map((file) => {
        const { id, name } = hostileFile<{ id: string; name: string }>(file);
        return { id, name, path: `/${id}/` };
      }),
    },
  });
  return render(<Layout pathname={pathname}>{page}</Layout>);
}

/** The markup is on screen as characters, and no element or handler came out of it. */
function expectShownAsText(root: HTMLElement) {
  expect(root.textContent).toContain(PAYLOAD);
  expect(root.querySelector('img[src="x"]')).toBeNull();
  expect(root.querySelector("script:not([src])")).toBeNull();
  expect(root.querySelector("[onerror]")).toBeNull();
  expect("pwned" in window).toBe(false);
}

describe("content with HTML or script in it", () => {
  it("passes validation: text is text, so it is the components' job to show it as text", () => {
    expect(validateContent(hostileAsWritten)).toEqual([]);
  });

  it("is shown as text in the header, footer and donation dialog", async () => {
    const realSupport = readContent<{ support: string }>("ui.json").support;
    const { getAllByRole, findByRole } = renderHostile(<p>page</p>);
    fireEvent.click(getAllByRole("button", { name: (name) => name.startsWith(realSupport) })[0]!);
    // The dialog's script is fetched on first use: wait for the dialog itself.
    const dialog = await findByRole("dialog");
    expect(dialog.textContent).toContain(ui.donation.title);
    expectShownAsText(dialog);
    expectShownAsText(document.body);
  });

  it("is shown as text on the front page: ticker, hero, weather, embeds, sections, contacts", async () => {
    const articles = buildArticles(categories, hostileFile<HeadlineSettings>("headlines.json"));
    const byCategory = groupByCategory(articles);
    const sections: HomePageProps["sections"] = categories.map((category) => ({
      ...category,
      articleCount: byCategory.get(category.id)?.length ?? 0,
      storiesPath: `/stories/${category.id}.json`,
      stories: (byCategory.get(category.id) ?? []).slice(0, SECTION_LAYOUT.initialCount),
    }));
    const { container } = renderHostile(
      <ReadTimeProvider buildDay={TEST_BUILD_DAY}>
        <HomePage
          home={hostileFile<HomePageProps["home"]>("home.json")}
          sections={sections}
          settings={settings}
          ui={ui}
          historyState={null}
        />
      </ReadTimeProvider>,
    );
    // The parts below the first screen come with their chunk's code.
    await waitFor(() => expect(container.textContent).toContain(articles[0]?.title));
    expectShownAsText(container);
  });

  it("is shown as text in the FAQ", () => {
    const scroll = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { container } = renderHostile(
      <FaqPage faq={hostileFile<FaqPageProps["faq"]>("faq.json")} />,
      "/faq/",
    );
    expectShownAsText(container);
    scroll.mockRestore();
  });

  it("is shown as text on the policy pages", () => {
    expect(policyPageFiles.length).toBeGreaterThan(1);
    for (const file of policyPageFiles) {
      const { container, unmount } = renderHostile(
        <PolicyPage
          page={hostileFile<PolicyPageProps["page"]>(file)}
          lastUpdatedLabel={ui.lastUpdated}
        />,
        "/privacy/",
      );
      expectShownAsText(container);
      unmount();
    }
  });

  it("is shown as text on the partners page and the 404 page", () => {
    const partners = renderHostile(
      <PartnersPage
        partners={hostileFile<PartnersPageProps["partners"]>("partners.json")}
        newTabLabel={ui.newTab}
        unavailableText={ui.embedUnavailable}
        language={settings.language}
      />,
      "/partners/",
    );
    expectShownAsText(partners.container);
    partners.unmount();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const notFound = renderHostile(
      <NotFound
        pathname="/nope/"
        copy={ui.notFound}
        searchLabel={ui.searchLink}
        paths={{ home: "/", news: "/news/", search: "/search/" }}
      />,
      "/nope/",
    );
    expectShownAsText(notFound.container);
    warn.mockRestore();
  });

  it("is shown as text in a live story's updates: headlines, pictures, key events", () => {
    const live = Object.entries(hostile)
      .filter(([path]) => path.startsWith("stories/"))
      .map(([, story]) => story as NewsStory)
      .filter((story) => (story.updates ?? []).length > 0);
    expect(live.length).toBeGreaterThan(0);
    for (const story of live) {
      const { container, unmount } = renderHostile(
        <LiveCoverage
          path={`/${story.section}/${story.slug}/`}
          liveUntil={story.liveUntil!}
          openAtBuild={true}
          copy={ui.live}
          updates={(story.updates ?? []).map((update) => ({
            ...update,
            bodyHtml: renderMarkdown(update.body, { newTabLabel: ui.newTab }),
            imageUrl: update.image?.src ?? null,
          }))}
        >
          {null}
        </LiveCoverage>,
      );
      expectShownAsText(container);
      unmount();
    }
  });

  it("never reaches the page as code from a story's Markdown body, or an update's", () => {
    const bodies = Object.entries(hostile)
      .filter(([path]) => path.startsWith("stories/"))
      .flatMap(([, story]) => [
        (story as NewsStory).body,
        ...((story as NewsStory).updates ?? []).map((update) => update.body),
      ]);
    expect(bodies.length).toBeGreaterThan(
      Object.keys(hostile).filter((path) => path.startsWith("stories/")).length,
    );
    for (const body of bodies) {
      const container = document.createElement("div");
      container.innerHTML = renderMarkdown(body, { newTabLabel: ui.newTab });
      expect(
        container.querySelector("script, iframe, style, [onerror], [onclick], [style]"),
      ).toBeNull();
      expect(container.querySelector("[onmouseover], img[src='x']")).toBeNull();
      const addresses = [...container.querySelectorAll("[href], [src]")].map(
        (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
      );
      expect(addresses.filter((address) => /^\s*(javascript|data):/i.test(address))).toEqual([]);
      expect("pwned" in window).toBe(false);
    }
  });

  it("cannot close the structured-data script: every < in the JSON-LD is escaped", () => {
    const faq = hostileFile<FaqPageProps["faq"]>("faq.json");
    const head = buildMetadata(
      { ...settings, siteUrl: TEST_SITE_URL },
      {
        title: faq.title,
        description: faq.intro,
        keywords: settings.keywords,
        path: "/faq/",
        faq: faq.categories.flatMap((category) => category.questions),
      },
    );
    const json = serializeJsonLd(head.jsonLd);
    expect(json).toContain("\\u003cscript>");
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(head.jsonLd);
  });
});

describe("an address with quotes and brackets in it", () => {
  it("is accepted as a web address and does not break the tip form", () => {
    const newsroom = {
      ...hostileFile<{ newsroom: Parameters<typeof NewsroomContact>[0]["newsroom"] }>("home.json")
        .newsroom,
      formScriptUrl: 'https://link.msgsndr.com/js/form_embed.js?v="]<x>',
    };
    const site = { ...readRawContent("home.json"), newsroom };
    expect(validateContent({ ...hostileAsWritten, "home.json": site })).toEqual([]);
    const { container } = render(<NewsroomContact id="contact" newsroom={newsroom} />);
    expect(container.querySelector("iframe")).not.toBeNull();
    const scripts = [...document.scripts].filter(
      (script) => script.getAttribute("src") === newsroom.formScriptUrl,
    );
    expect(scripts).toHaveLength(1);
  });
});
