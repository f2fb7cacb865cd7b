import { screen, within } from "@testing-library/react";
import {
  INCOMPLETE_NOTICE,
  policyPreviewHtml,
  editionFile,
  previewHtmlOrNotice,
  previewLanguage,
  storyPreviewHtml,
} from "../../src/cms/previews";
import { PREVIEW_SITE_FILES } from "../../src/content/cmsConfig";
import { readAllContent } from "../support/content";

const content = readAllContent();
const site = Object.fromEntries(PREVIEW_SITE_FILES.map((path) => [path, content[path]]));
const story = (slug: string) => content[`stories/2026/11/${slug}.json`] as Record<string, unknown>;

/** The preview pane's HTML, as an editor sees it. */
function showPreview(html: string) {
  document.body.innerHTML = html;
}

describe("a translation's preview", () => {
  const translation = story("la-palmita-reabre-tras-el-incendio");
  const withEdition = { ...site, [editionFile("es")]: content["editions/es.json"] };

  it("is drawn in its edition's copy, section names and dates, crediting its translators", () => {
    showPreview(storyPreviewHtml(translation, withEdition, String));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "La Palmita reabre en la Vernor",
    );
    expect(screen.getByText("Traducción de Lucía Ramírez")).toBeInTheDocument();
    // Its label (News) as the edition writes it.
    expect(screen.getByText("Noticias", { exact: true })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Comida y restaurantes" })).toBeInTheDocument();
    expect(screen.getByText(/^Publicado/)).toHaveTextContent(
      "Publicado 23 de noviembre de 2026 a las 10:00 GMT-5",
    );
  });

  it("joins two translators in the edition's language", () => {
    showPreview(
      storyPreviewHtml(
        { ...translation, translators: ["Lucía Ramírez", "Isabel Cruz"] },
        withEdition,
        String,
      ),
    );
    expect(screen.getByText("Traducción de Lucía Ramírez e Isabel Cruz")).toBeInTheDocument();
  });

  it("sets the page's language and direction: the edition's, the site's otherwise", () => {
    expect(previewLanguage(translation, withEdition)).toEqual({ lang: "es", dir: "ltr" });
    const arabic = { ...site, [editionFile("ar")]: content["editions/ar.json"] };
    expect(previewLanguage({ ...translation, language: "ar" }, arabic)).toEqual({
      lang: "ar",
      dir: "rtl",
    });
    // Until the edition's file is loaded, or for an English story, the site's.
    expect(previewLanguage(translation, site)).toEqual({ lang: "en-US", dir: "ltr" });
    expect(previewLanguage(story("la-palmita-reopens-after-fire"), withEdition)).toEqual({
      lang: "en-US",
      dir: "ltr",
    });
  });
});

describe("storyPreviewHtml", () => {
  it("shows a story as its page does: section, label, headline, summary, byline and body", () => {
    showPreview(storyPreviewHtml(story("la-palmita-reopens-after-fire"), site, String));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "La Palmita reopens on Vernor eight months after a kitchen fire",
    );
    expect(screen.getByRole("link", { name: "Food & Dining" })).toHaveAttribute(
      "href",
      "/food-dining/",
    );
    expect(screen.getByText("News")).toBeInTheDocument();
    expect(
      screen.getByText(/The family taqueria is back with its original menu/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Diego Santana" })).toHaveAttribute(
      "href",
      "/authors/diego-santana/",
    );
    // The body's Markdown, made into HTML as the build makes it.
    expect(screen.getByText("Rosa and Alfredo Ibarra").tagName).toBe("STRONG");
    expect(screen.getByRole("img")).toHaveAttribute(
      "src",
      "https://picsum.photos/seed/herald-la-palmita/1200/675",
    );
    expect(screen.getByText(/Published/)).toHaveTextContent(
      "Published November 23, 2026 at 8:00 AM EST",
    );
  });

  it("shows a picture the editor picked from the repository through the editor's own address", () => {
    showPreview(
      storyPreviewHtml(story("riverwalk-lighting-plan"), site, (path) => `blob:editor/${path}`),
    );
    expect(screen.getByRole("img")).toHaveAttribute(
      "src",
      "blob:editor/images/riverfront-dusk.jpg",
    );
  });

  it("shows a correction in its box, and what the editor has typed so far", () => {
    showPreview(
      storyPreviewHtml(
        {
          ...story("la-palmita-reopens-after-fire"),
          headline: "Half-written",
          body: "A [link](https://example.org) and <script>alert(1)</script>",
          authors: ["someone-new"],
          corrections: [
            { date: "2026-11-24T09:00:00-05:00", text: "An earlier version misspelled Vernor." },
          ],
        },
        site,
        String,
      ),
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Half-written");
    const corrections = screen.getByRole("complementary", { name: "Corrections" });
    expect(within(corrections).getByText(/misspelled Vernor/)).toBeInTheDocument();
    // Nothing typed in a body runs as code; an author not saved yet shows by id.
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByRole("link", { name: "link (opens in a new tab)" })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(screen.getByRole("link", { name: "someone-new" })).toBeInTheDocument();
  });

  it("says what is missing instead of a broken pane while a new story has no date", () => {
    showPreview(previewHtmlOrNotice(() => storyPreviewHtml({ headline: "New" }, site, String)));
    expect(screen.getByText(INCOMPLETE_NOTICE)).toBeInTheDocument();
  });
});

describe("policyPreviewHtml", () => {
  it("shows a policy page as readers see it, with the facts its text quotes filled in", () => {
    const privacy = content["pages/privacy.json"] as Record<string, unknown>;
    showPreview(
      policyPreviewHtml(
        { ...privacy, intro: "Founded in {foundingYear}, part of {publicationCount} titles." },
        site,
      ),
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(String(privacy.title));
    expect(screen.getByText("Founded in 1825, part of 3,000 titles.")).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
    const sections = privacy.sections as { heading: string }[];
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(sections.map((section) => section.heading));
  });
});
