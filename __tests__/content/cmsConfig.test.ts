import { cmsEntryName, labelFor, OPTIONAL_GROUP_WIDGET } from "../../src/content/cmsFields";
import {
  buildCmsConfig,
  PREVIEW_SITE_FILES,
  previewedType,
  previewSetup,
  ALL_STORIES_DESCRIPTION,
  type CmsField,
} from "../../src/content/cmsConfig";
import { contentFiles } from "../../src/content/contentFiles";
import { template } from "../../src/content/fields";
import { uiSpec } from "../../src/content/specs/ui";
import { testFileSpec } from "../support/fileSpec";

const options = {
  cms: { repository: "detroit-herald/website", branch: "main" },
  siteUrl: "https://www.detroitherald.news",
};
const config = buildCmsConfig(contentFiles, options);
const collection = config.collections[0] as {
  files: { file: string; format: string; fields: CmsField[] }[];
};
const fileEntry = (file: string) => collection.files.find((entry) => entry.file === file)!;
const folderCollection = (name: string) =>
  config.collections.find((entry) => entry.name === name) as unknown as {
    folder: string;
    create: boolean;
    slug: string;
    identifier_field: string;
    summary: string;
    format: string;
    fields: CmsField[];
  };
const field = (fields: CmsField[], name: string) => fields.find((entry) => entry.name === name)!;

describe("buildCmsConfig", () => {
  it("has an entry for every content file, saved in the format the format check accepts", () => {
    expect(collection.files.map((entry) => entry.file)).toEqual(
      contentFiles.filter((file) => !("folder" in file)).map((file) => `content/${file.path}`),
    );
    expect(new Set(collection.files.map((entry) => entry.format))).toEqual(
      new Set(["prettier-json"]),
    );
  });

  it("publishes through pull requests on GitHub, and uses the local backend on an editor's machine", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "detroit-herald/website",
      branch: "main",
    });
    expect(Object.keys(config.backend)).toEqual(["name", "repo", "branch"]);
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBe(true);
  });

  it("signs editors in through the login service site.json names, if it names one", () => {
    const options = (authUrl: string | null) => ({
      cms: { repository: "detroit-herald/website", branch: "main", authUrl },
      siteUrl: "https://www.detroitherald.news",
    });
    expect(buildCmsConfig(contentFiles, options("https://auth.example.org")).backend).toEqual({
      name: "github",
      repo: "detroit-herald/website",
      branch: "main",
      base_url: "https://auth.example.org",
    });
    expect(Object.keys(buildCmsConfig(contentFiles, options(null)).backend)).toEqual([
      "name",
      "repo",
      "branch",
    ]);
  });

  it("has every field of the model, required unless the model says optional, with its hint", () => {
    const site = fileEntry("content/site.json").fields as CmsField[];
    expect(site.map((entry) => entry.name)).toEqual([
      "$schema",
      ...Object.keys(contentFiles[0].root.shape),
    ]);
    expect(field(site, "name")).toMatchObject({
      widget: "string",
      hint: "Masthead name, e.g. The Detroit Herald",
    });
    expect(field(site, "name")).not.toHaveProperty("required");
    // A description and the placeholders' rule read as two sentences.
    const privacy = folderCollection("pages").fields;
    expect(field(privacy, "description").hint).toBe(
      "Description for search engines. May contain {foundingYear}, {publicationCount}, which the" +
        " site fills in; do not write those values out.",
    );
    // A list of texts shows each text, not a collapsed "Item".
    expect(field(privacy, "keywords")).toMatchObject({ widget: "list", collapsed: false });
    const cms = field(site, "cms").fields as CmsField[];
    expect(field(cms, "authUrl")).toMatchObject({
      required: false,
      pattern: ["^https://", expect.any(String)],
    });
    expect(field(site, "$schema")).toMatchObject({
      widget: "hidden",
      default: "./schemas/site.schema.json",
    });
  });

  it("picks widgets that fit the field: numbers, prose, dates, lists and references", () => {
    const site = fileEntry("content/site.json").fields as CmsField[];
    expect(field(site, "foundingYear")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1600,
      max: 2100,
    });
    expect(field(site, "keywords")).toMatchObject({ widget: "list", field: { widget: "string" } });
    expect(field(site, "contacts")).toMatchObject({ widget: "list", min: 3, max: 3 });
    expect(field(site, "footerContactId")).toMatchObject({
      widget: "relation",
      file: "site",
      value_field: "contacts.*.id",
    });
    const privacy = folderCollection("pages").fields;
    expect(field(privacy, "lastUpdated")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
    });
    expect(field(privacy, "intro")).toMatchObject({ widget: "text" });
    expect(String(field(privacy, "intro").hint)).toContain("{foundingYear}");
    expect(privacy[0]).toMatchObject({
      default: "../schemas/policyPage.schema.json",
    });
    const headlines = fileEntry("content/headlines.json").fields as CmsField[];
    expect(field(field(headlines, "headlines").fields as CmsField[], "category")).toMatchObject({
      widget: "relation",
      file: "categories",
      value_field: "categories.*.id",
      display_fields: ["categories.*.title"],
    });
  });

  it("previews stories and policy pages as the site shows them, and gives other files room to edit", () => {
    const previewed = config.collections.flatMap((entry) =>
      "files" in entry
        ? entry.files.map((file) => [file.name, file.editor.preview] as const)
        : [[entry.name, entry.editor.preview] as const],
    );
    expect(previewed.filter(([, preview]) => preview).map(([name]) => name)).toEqual([
      "pages",
      "stories",
    ]);
    expect(contentFiles.filter((file) => previewedType(file)).map(cmsEntryName)).toEqual([
      "pages",
      "stories",
    ]);
  });

  it("has a folder collection for the stories, one file per slug, with fitting widgets", () => {
    const stories = folderCollection("stories");
    expect(stories).toMatchObject({
      folder: "content/stories",
      create: true,
      slug: "{{fields.slug}}",
      identifier_field: "slug",
      // The headline, named so that Decap's search reads it (twice: words in any order).
      summary: "{{headline}}{{[headline] | ternary('', '')}}",
      // Newest first from the desk's index; sorting would draw every story as a card.
      sortable_fields: [],
      format: "prettier-json",
      extension: "json",
      // A picture is uploaded to content/images/ and saved in the story as images/<name>.
      media_folder: "/content/images",
      public_folder: "images",
      // In the month folder of its publication: the editor's script hands Decap its year and
      // month as the story is saved (Decap reads this template in lower case: no publishedAt).
      path: "{{__year}}/{{__month}}/{{slug}}",
    });
    expect(field(stories.fields, "$schema")).toMatchObject({
      widget: "hidden",
      default: "../../../schemas/story.schema.json",
    });
    expect(folderCollection("pages")).not.toHaveProperty("path");
    expect(previewSetup(contentFiles).monthFolders).toEqual([
      { entry: "stories", field: "publishedAt", keys: ["__year", "__month"] },
    ]);
    // The slug is made from the headline (the model's x-slugOf): shown, never typed.
    expect(field(stories.fields, "slug")).toMatchObject({ widget: "slug", from: "headline" });
    expect(field(stories.fields, "slug")).not.toHaveProperty("required");
    expect(previewSetup(contentFiles).slugs).toEqual([
      { entry: "stories", field: "slug", from: "headline" },
    ]);
    expect(field(folderCollection("pages").fields, "id")).toMatchObject({ widget: "string" });
    expect(field(stories.fields, "body")).toMatchObject({ widget: "markdown" });
    expect(field(stories.fields, "label")).toMatchObject({
      widget: "select",
      options: ["News", "Analysis", "Opinion", "Sponsored"],
    });
    expect(field(stories.fields, "publishedAt")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DDTHH:mm:ssZ",
    });
    expect(field(stories.fields, "section")).toMatchObject({
      widget: "relation",
      file: "categories",
    });
    // Authors are picked by name, several in one field, and saved as a list of ids.
    expect(field(stories.fields, "authors")).toMatchObject({
      widget: "relation",
      multiple: true,
      min: 1,
      file: "authors",
      value_field: "authors.*.id",
      display_fields: ["authors.*.name"],
    });
    expect(field(stories.fields, "updatedAt")).toMatchObject({ required: false });
    const image = field(stories.fields, "image").fields as CmsField[];
    expect(field(image, "src")).toMatchObject({ widget: "image" });
  });

  it("gives an optional group the widget that asks for its required fields once it is filled in", () => {
    const stories = folderCollection("stories").fields;
    const picture = field(stories, "image");
    expect(picture).toMatchObject({ widget: OPTIONAL_GROUP_WIDGET, required: false });
    // Required as the model says, so none reads "(optional)" that the validator will ask for.
    const fields = picture.fields as CmsField[];
    expect(fields.map((each) => [each.name, each.required ?? true])).toEqual([
      ["src", true],
      ["alt", true],
      ["caption", false],
      ["credit", false],
      ["width", false],
      ["height", false],
    ]);
  });

  it("gives each of the three newest months of stories a collection, before every story's", () => {
    const months = ["2026/09", "2026/11", "2025/12", "2026/10"];
    const names = (withMonths: readonly string[]) =>
      buildCmsConfig(contentFiles, {
        ...options,
        months: { stories: withMonths },
      }).collections.map((entry) => [entry.name, entry.label]);
    expect(names(months).slice(2, 6)).toEqual([
      ["stories-2026-11", "Stories, November 2026"],
      ["stories-2026-10", "Stories, October 2026"],
      ["stories-2026-09", "Stories, September 2026"],
      ["stories", "All stories"],
    ]);
    const built = buildCmsConfig(contentFiles, { ...options, months: { stories: months } });
    const november = built.collections.find((entry) => entry.name === "stories-2026-11");
    // A month's stories only, edited where they are; new stories are made among all of them.
    expect(november).toMatchObject({
      folder: "content/stories/2026/11",
      create: false,
      summary: folderCollection("stories").summary,
      sortable_fields: [{ field: "publishedAt", default_sort: "desc" }, "headline"],
      fields: folderCollection("stories").fields,
    });
    expect(november).not.toHaveProperty("path");
    expect(names([]).slice(2, 3)).toEqual([["stories", "All stories"]]);
    expect(
      previewSetup(contentFiles, { stories: months }).templates.map((entry) => entry.entry),
    ).toEqual(["pages", "stories", "stories-2026-11", "stories-2026-10", "stories-2026-09"]);
  });

  it("lets the hero name a story among the stories, by slug, shown by headline", () => {
    const home = fileEntry("content/home.json").fields as CmsField[];
    const hero = field(home, "hero").fields as CmsField[];
    expect(field(hero, "storySlug")).toMatchObject({
      widget: "relation",
      collection: "stories",
      value_field: "slug",
      display_fields: ["headline"],
      required: false,
    });
    expect(field(hero, "title")).toMatchObject({ required: false });
    expect(field(hero, "kicker")).not.toHaveProperty("required");
  });

  it("has a folder collection for the policy pages: an editor adds one, named by its id", () => {
    expect(folderCollection("pages")).toMatchObject({
      folder: "content/pages",
      create: true,
      slug: "{{fields.id}}",
      identifier_field: "id",
      summary: "{{title}}{{[title] | ternary('', '')}}",
    });
    // The site names the page that sets out its standards among them, shown by title.
    const site = fileEntry("content/site.json").fields as CmsField[];
    expect(field(site, "publishingPrinciplesPageId")).toMatchObject({
      widget: "relation",
      collection: "pages",
      value_field: "id",
      display_fields: ["title"],
    });
  });

  it("gives a template without placeholders its description alone as the hint", () => {
    const notes = testFileSpec("notes", {
      intro: template([], "Intro"),
    });
    const entry = buildCmsConfig([notes], {
      cms: { repository: "r", branch: "main" },
      siteUrl: "https://x.news",
    }).collections[0] as { files: { fields: CmsField[] }[] };
    expect(field(entry.files[0]!.fields, "intro").hint).toBe("Intro");
  });

  it("refuses a reference to a list whose file is not among the content files", () => {
    const stories = contentFiles.filter((file) => file.path === "stories/*.json");
    expect(() =>
      buildCmsConfig(stories, {
        cms: { repository: "r", branch: "main" },
        siteUrl: "https://x.news",
      }),
    ).toThrow("The reference list category is in categories.json, not a content file");
  });

  it("names fields for people", () => {
    expect(labelFor("sectionsNavLabel")).toBe("Sections nav label");
    expect(labelFor("id")).toBe("Id");
  });
});

describe("previewSetup", () => {
  // Written into the preview script as it is built: plain data, nothing of the model's code.
  const setupAsWritten = () =>
    JSON.parse(JSON.stringify(previewSetup(contentFiles))) as ReturnType<typeof previewSetup>;

  it("names entries the editor's configuration has, for every file a preview reads", () => {
    const setup = setupAsWritten();
    expect(setup.collection).toBe(config.collections[0]!.name);
    expect(setup.siteEntries.map((entry) => entry.path)).toEqual([...PREVIEW_SITE_FILES]);
    for (const { path, entry } of setup.siteEntries) {
      expect(collection.files).toContainEqual(
        expect.objectContaining({ name: entry, file: `content/${path}` }),
      );
    }
  });

  it("previews the policy pages and the stories, each folder's collection, as readers see them", () => {
    const setup = setupAsWritten();
    expect(setup.templates).toEqual([
      { entry: "pages", type: "PolicyPage" },
      { entry: "stories", type: "Story" },
    ]);
    const names = config.collections.map((entry) => entry.name);
    for (const { entry } of setup.templates) expect(names).toContain(entry);
  });

  it("lists every story's collection from the desk's index, by its name and folder in the configuration", () => {
    const { deskIndex } = setupAsWritten();
    expect(deskIndex).toEqual({
      collection: "stories",
      folder: "content/stories",
      dateField: "publishedAt",
    });
    expect(config.collections).toContainEqual(
      expect.objectContaining({
        name: deskIndex!.collection,
        folder: deskIndex!.folder,
        description: ALL_STORIES_DESCRIPTION,
      }),
    );
  });

  it("names a file a preview reads that the model lacks", () => {
    const withoutUi = contentFiles.filter((file) => file !== uiSpec);
    expect(() => previewSetup(withoutUi)).toThrow("No content file ui.json in the model");
  });
});
