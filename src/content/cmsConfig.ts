import { CONTENT_FACTS } from "../model/contentFacts";
import { contentFileAt, schemaPointer } from "./contentFiles";
import {
  folderReference,
  REFERENCE_LISTS,
  rootTypeName,
  type ContentFileSpec,
  type ReferenceName,
} from "./types";
import { fieldSchemaOf, fieldsOf, type FieldSchema, type NamedField } from "./fieldSchema";
import { placeholderRule, STRING_FORMATS } from "./stringFormats";
import { SLUG_WIDGET } from "./slugs";
import { placeholder } from "../model/templates";

/** One field of Decap CMS's configuration (https://decapcms.org/docs/widgets/). */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/** The collection that holds the content files, and the format the admin page registers. */
export const CMS_COLLECTION = "content";
/** Registered by static/admin/cms.js: JSON written as Prettier writes it, so saves pass the check. */
export const CMS_JSON_FORMAT = "prettier-json";

const MARKDOWN_BUTTONS = [
  "bold",
  "italic",
  "link",
  "heading-two",
  "heading-three",
  "quote",
  "bulleted-list",
  "numbered-list",
];

/** "sectionsNavLabel" → "Sections nav label": a label an editor can read. */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function hintFor(schema: FieldSchema): string | undefined {
  const parts = [schema.description];
  const placeholders = schema["x-placeholders"] ?? [];
  if (placeholders.length > 0) {
    parts.push(
      placeholderRule(schema["x-format"] ?? "text", placeholders.map(placeholder).join(", ")),
    );
  }
  // A description followed by a rule ends as a sentence: "For search engines. May contain …"
  const hint = parts
    .filter(Boolean)
    .map((part, index, all) =>
      index < all.length - 1 && !/[.!?]$/.test(part!) ? `${part}.` : part,
    )
    .join(" ");
  return hint === "" ? undefined : hint;
}

/** A choice among the ids of another list, shown by their titles (Decap's relation widget). */
function relationTo(name: ReferenceName, files: readonly ContentFileSpec[]) {
  const reference: (typeof REFERENCE_LISTS)[ReferenceName] = REFERENCE_LISTS[name];
  if ("folder" in reference) {
    // A folder collection (the stories): one entry per file, named by its key.
    return {
      widget: "relation",
      collection: reference.folder,
      search_fields: [reference.key, reference.shownBy],
      value_field: reference.key,
      display_fields: [reference.shownBy],
    };
  }
  const { file, list, shownBy } = reference;
  const target = files.find((spec) => spec.path === file);
  if (!target) throw new Error(`The reference list ${name} is in ${file}, not a content file`);
  return {
    widget: "relation",
    collection: CMS_COLLECTION,
    file: fileEntryName(target),
    search_fields: [`${list}.*.id`, `${list}.*.${shownBy}`],
    value_field: `${list}.*.id`,
    display_fields: [`${list}.*.${shownBy}`],
  };
}

function stringWidget(schema: FieldSchema, files: readonly ContentFileSpec[]) {
  const slugOf = schema["x-slugOf"];
  if (slugOf) return { widget: SLUG_WIDGET, from: slugOf };
  const refersTo = schema["x-refersTo"];
  if (refersTo) return relationTo(refersTo, files);
  if (schema.enum) return { widget: "select", options: [...schema.enum] };
  const format = schema["x-format"] ?? "text";
  if (format === "prose") return { widget: "text" };
  if (format === "markdown") {
    // Only what the site renders: no raw HTML blocks, which the build would drop anyway.
    return { widget: "markdown", buttons: MARKDOWN_BUTTONS, editor_components: ["image"] };
  }
  if (format === "imageSource") return { widget: "image", choose_url: true };
  if (format === "dateTime") {
    // ISO 8601 with the offset, as the model asks: 2026-11-20T09:30:00-05:00.
    return { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ" };
  }
  if (format === "date") {
    return {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
    };
  }
  // The validator's pattern, with what it asks for as the message (src/content/stringFormats.ts).
  const { pattern, expectation } = STRING_FORMATS[format];
  if (pattern === undefined) return { widget: "string" };
  const message = `${expectation.charAt(0).toUpperCase()}${expectation.slice(1)}`;
  return { widget: "string", pattern: [pattern, message] };
}

function listWidget(schema: FieldSchema, files: readonly ContentFileSpec[]) {
  const items = schema.items ?? {};
  // A list that may be empty is still written, as `[]`: the model requires the field.
  const limits = {
    min: schema.minItems,
    max: schema.maxItems,
    ...(schema.minItems === 0 ? { default: [] } : {}),
  };
  if (items.type === "object") {
    // Open, so an editor finds a field by its text (and with the browser's search).
    return {
      widget: "list",
      collapsed: false,
      ...limits,
      // A list kept newest first (a live story's updates): the editor's new item goes on top.
      ...(schema["x-addToTop"] ? { add_to_top: true } : {}),
      summary: summaryFor(items),
      fields: fieldsFor(items, files),
    };
  }
  // Several of another list's ids (a story's authors): one multiple choice, saved as a list.
  const refersTo = items["x-refersTo"];
  if (refersTo) return { ...relationTo(refersTo, files), multiple: true, ...limits };
  // Open, each item's text in view (a collapsed item would only say "Item").
  return {
    widget: "list",
    collapsed: false,
    ...limits,
    field: fieldFor({ name: "item", schema: items, optional: false }, files),
  };
}

function widgetFor(
  { schema, optional }: NamedField,
  files: readonly ContentFileSpec[],
): Record<string, unknown> {
  switch (schema.type) {
    case "integer":
      return { widget: "number", value_type: "int", min: schema.minimum, max: schema.maximum };
    case "boolean":
      return { widget: "boolean" };
    case "array":
      return listWidget(schema, files);
    case "object": {
      const fields = fieldsFor(schema, files);
      // Decap checks the fields of an optional group even when it is left empty: there they are
      // optional too, and the validator still asks for them once the group is filled in.
      return {
        widget: "object",
        collapsed: false,
        fields: optional ? fields.map((field) => ({ ...field, required: false })) : fields,
      };
    }
    default:
      return stringWidget(schema, files);
  }
}

/** What a collapsed list item shows: its id or title, as the validator names items. */
function summaryFor(group: FieldSchema): string | undefined {
  const fields = group.properties ?? {};
  const name = ["title", "id", "category", "question", "heading", "time"].find(
    (key) => key in fields,
  );
  return name ? `{{fields.${name}}}` : undefined;
}

function fieldFor(field: NamedField, files: readonly ContentFileSpec[]): CmsField {
  const hint = hintFor(field.schema);
  const made: CmsField = {
    name: field.name,
    label: labelFor(field.name),
    ...(widgetFor(field, files) as { widget: string }),
    ...(field.optional ? { required: false } : {}),
    ...(hint ? { hint } : {}),
  };
  // Decap writes every key it is given: leave out the limits a field does not have.
  return Object.fromEntries(
    Object.entries(made).filter(([, value]) => value !== undefined),
  ) as CmsField;
}

function fieldsFor(group: FieldSchema, files: readonly ContentFileSpec[]): CmsField[] {
  return fieldsOf(group).map((field) => fieldFor(field, files));
}

const fileEntryName = (file: ContentFileSpec) => file.path.replace(/\.json$/, "").replace("/", "-");

/** The name Decap knows a file's entries by: its folder collection's, or its entry's among the files. */
export const cmsEntryName = (file: ContentFileSpec) => file.folder ?? fileEntryName(file);

/** Kinds of content the editor previews as the site shows them (src/cms/previews.tsx). */
export const PREVIEWED_TYPES = ["Story", "PolicyPage"] as const;
export type PreviewedType = (typeof PREVIEWED_TYPES)[number];

/** How an entry of this file is previewed: as a story or a policy page, or not at all. */
export function previewedType(file: ContentFileSpec): PreviewedType | undefined {
  return PREVIEWED_TYPES.find((type) => type === rootTypeName(file));
}

/** The other content files a preview reads: interface copy, sections, authors and the facts. */
export const PREVIEW_SITE_FILES = [
  "ui.json",
  "categories.json",
  "authors.json",
  ...new Set(Object.values(CONTENT_FACTS).map((fact) => fact.file)),
] as const;

/**
 * Decap reads a folder collection's `path` template in lower case, so the template cannot name
 * `publishedAt`: as a story is saved, the editor's script (src/cms/register.ts) hands Decap the
 * year and month of its month folder under these keys, and the format (static/admin/cms.js)
 * leaves every key that starts with `__` out of the file.
 */
export const MONTH_FOLDER_KEYS = ["__year", "__month"] as const;

/**
 * A folder collection's `path`: its month folders, then the file named after the key. (Decap
 * also turns the template's dots into hyphens, so the keys are named without `fields.`.)
 */
const monthFolderPath = () => `${MONTH_FOLDER_KEYS.map((key) => `{{${key}}}`).join("/")}/{{slug}}`;

/**
 * What the editor's script (src/cms/register.ts) must know of the model, worked out when it is
 * built, so that the script carries no model (zod alone would be most of it): which entries are
 * previewed and as what, Decap's entry for each file a preview reads, the collections kept in
 * month folders with the date field that names them, and the slugs made from another field.
 */
export interface PreviewSetup {
  collection: string;
  templates: { entry: string; type: PreviewedType }[];
  siteEntries: { path: string; entry: string }[];
  monthFolders: { entry: string; field: string; keys: typeof MONTH_FOLDER_KEYS }[];
  /** The slugs made as an entry is first saved: a story's `slug` from its `headline`. */
  slugs: { entry: string; field: string; from: string }[];
}

/** `months`: the month folders the configuration beside it was written with (`monthsIn`). */
export function previewSetup(
  files: readonly ContentFileSpec[],
  months?: MonthFolders,
): PreviewSetup {
  return {
    collection: CMS_COLLECTION,
    templates: files.flatMap((file) => {
      const type = previewedType(file);
      if (!type) return [];
      const names = [cmsEntryName(file), ...monthCollections(file, months).map(({ name }) => name)];
      return names.map((entry) => ({ entry, type }));
    }),
    siteEntries: PREVIEW_SITE_FILES.map((path) => {
      const file = contentFileAt(path, files);
      if (!file) throw new Error(`No content file ${path} in the model`);
      return { path, entry: cmsEntryName(file) };
    }),
    monthFolders: files.flatMap((file) =>
      file.monthFolders
        ? [{ entry: cmsEntryName(file), field: file.monthFolders, keys: MONTH_FOLDER_KEYS }]
        : [],
    ),
    slugs: files.flatMap((file) =>
      fieldsOf(fieldSchemaOf(file.root)).flatMap(({ name, schema }) => {
        const from = schema["x-slugOf"];
        return from ? [{ entry: cmsEntryName(file), field: name, from }] : [];
      }),
    ),
  };
}

/** Decap's preview pane only where it shows the page as readers see it; elsewhere, room to edit. */
const editorFor = (file: ContentFileSpec) => ({ preview: previewedType(file) !== undefined });

/** A file's fields, led by its `$schema` pointer (relative to the file), kept as a hidden field. */
function fileFields(file: ContentFileSpec, files: readonly ContentFileSpec[]): CmsField[] {
  return [
    { name: "$schema", label: "Schema", widget: "hidden", default: schemaPointer(file) },
    ...fieldsFor(fieldSchemaOf(file.root), files),
  ];
}

/**
 * A folder collection's `summary`, the line its list shows for an entry: the field that names the
 * item (a story's headline). Decap's search in a collection (`search` in decap-cms-core's
 * backend.js) matches the letters typed, in order, against the entry's key (`identifier_field`)
 * and the summary's fields, named as the summary names them: so the field is named bare (a
 * `fields.headline` is looked up as a field called "fields" and finds nothing), and named a
 * second time (`[headline]`, the same field, printed as nothing): with the key, which spells the
 * same words, the words are there three times, and any two or three of them match in any order.
 */
const searchableSummary = (field: string) => `{{${field}}}{{[${field}] | ternary('', '')}}`;

export interface CmsOptions {
  /** `site.json` › `cms`: the repository, its branch and where the GitHub login runs. */
  cms: { repository: string; branch: string; authUrl?: string | null };
  siteUrl: string;
  /** The month folders each folder kept by month holds ("2026/11"), by folder: see `monthsIn`. */
  months?: MonthFolders;
}

/** The month folders ("2026/11") of each folder kept in month folders, by folder name. */
export type MonthFolders = Readonly<Record<string, readonly string[]>>;

/**
 * How many of a folder's newest months have a collection of their own. Decap's local backend
 * reads a whole collection and the editor keeps every entry it read: at 30,000 stories, the one
 * collection of every story took 10 s to show and 583 MB of the tab's memory; a month's is a
 * twenty-fifth to a fortieth of it (docs/performance.md).
 */
export const RECENT_MONTHS = 3;

/** "2026/11" → "November 2026". */
function monthLabel(month: string): string {
  const [year, number] = month.split("/").map(Number);
  const name = new Date(Date.UTC(year!, number! - 1, 1)).toLocaleString("en-US", {
    month: "long",
    timeZone: "UTC",
  });
  return `${name} ${year}`;
}

/**
 * The collections of a folder kept by month: one per month of the newest `RECENT_MONTHS`, newest
 * first, named like `stories-2026-11`. They edit the stories of their month; a new story is made
 * in the folder's own collection, which files it by its date.
 */
export function monthCollections(file: ContentFileSpec, months: MonthFolders = {}) {
  if (!file.folder || !file.monthFolders) return [];
  return [...(months[file.folder] ?? [])]
    .sort()
    .reverse()
    .slice(0, RECENT_MONTHS)
    .map((month) => ({
      name: `${cmsEntryName(file)}-${month.replace("/", "-")}`,
      label: `${labelFor(file.folder!)}, ${monthLabel(month)}`,
      folder: `content/${file.folder}/${month}`,
    }));
}

/**
 * Decap CMS's configuration, derived from the content model like the validator and the schemas:
 * one entry per content file with a widget per field, required unless the model says optional,
 * the model's descriptions as hints. Saved files keep their `$schema` pointer.
 */
export function buildCmsConfig(files: readonly ContentFileSpec[], options: CmsOptions) {
  return {
    backend: {
      name: "github",
      repo: options.cms.repository,
      branch: options.cms.branch,
      ...(options.cms.authUrl ? { base_url: options.cms.authUrl } : {}),
    },
    // Every change is a pull request that CI tests before anyone can merge and publish it.
    publish_mode: "editorial_workflow",
    // `npm run cms` runs Decap's local backend; a browser on the editor's machine uses it.
    local_backend: true,
    site_url: options.siteUrl,
    media_folder: "content/images",
    public_folder: "/images",
    collections: [
      {
        name: CMS_COLLECTION,
        label: "Site content",
        delete: false,
        files: files
          .filter((file) => !file.folder)
          .map((file) => ({
            name: cmsEntryName(file),
            label: `${labelFor(rootTypeName(file))} (${file.path})`,
            file: `content/${file.path}`,
            format: CMS_JSON_FORMAT,
            editor: editorFor(file),
            fields: fileFields(file, files),
          })),
      },
      // A folder of files of one kind (the stories, the policy pages): editors add one file per item.
      ...files.flatMap((file) => {
        if (!file.folder) return [];
        const { key, shownBy } = folderReference(file.folder);
        const entries = {
          label_singular: labelFor(rootTypeName(file)),
          extension: "json",
          format: CMS_JSON_FORMAT,
          // The file is named after the item's key (a story's slug, a page's id).
          slug: `{{fields.${key}}}`,
          identifier_field: key,
          summary: searchableSummary(shownBy),
          media_folder: "/content/images",
          public_folder: "images",
          editor: editorFor(file),
          fields: fileFields(file, files),
        };
        return [
          // A month's stories, read alone: what the desk opens (Decap lists collections in order).
          // Newest first, by the date that names the month folder: sorting reads every entry
          // of the collection (on GitHub, two requests each), so only a month's are sorted.
          ...monthCollections(file, options.months).map((month) => ({
            ...month,
            ...entries,
            sortable_fields: [{ field: file.monthFolders!, default_sort: "desc" }, shownBy],
            create: false,
          })),
          {
            name: cmsEntryName(file),
            label: file.monthFolders ? `All ${file.folder}` : labelFor(file.folder),
            folder: `content/${file.folder}`,
            create: true,
            ...(file.monthFolders
              ? {
                  path: monthFolderPath(),
                  // Opened 20 files at a time; sorted only when an editor asks.
                  sortable_fields: [file.monthFolders, shownBy],
                }
              : {}),
            ...entries,
          },
        ];
      }),
    ],
  };
}
