import { CONTENT_FACTS } from "../model/contentFacts";
import { contentFileAt, schemaPointer } from "./contentFiles";
import { folderReference, REFERENCE_LISTS, rootTypeName, type ContentFileSpec } from "./types";
import { fieldSchemaOf, fieldsOf } from "./fieldSchema";
import { CMS_COLLECTION, cmsEntryName, fieldsFor, labelFor, type CmsField } from "./cmsFields";
import type { IndexedCollection } from "../cms/storyBackends";
import { storySpec } from "./specs/stories";

export type { CmsField } from "./cmsFields";

/** Registered by static/admin/cms.js: JSON written as Prettier writes it, so saves pass the check. */
export const CMS_JSON_FORMAT = "prettier-json";

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
  /** The collection of the editions, whose copy a translation's preview is drawn in. */
  editions: string;
  templates: { entry: string; type: PreviewedType }[];
  siteEntries: { path: string; entry: string }[];
  monthFolders: { entry: string; field: string; keys: typeof MONTH_FOLDER_KEYS }[];
  /** The slugs made as an entry is first saved: a story's `slug` from its `headline`. */
  slugs: { entry: string; field: string; from: string }[];
  /** The stories' collection, listed from the desk's index and re-filed by date (src/cms/storyBackends.ts). */
  deskIndex?: IndexedCollection;
}

/** `months`: the month folders the configuration beside it was written with (`monthsIn`). */
export function previewSetup(
  files: readonly ContentFileSpec[],
  months?: MonthFolders,
): PreviewSetup {
  return {
    collection: CMS_COLLECTION,
    editions: REFERENCE_LISTS.edition.folder,
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
    deskIndex: deskIndexed(files),
  };
}

/** The stories' own collection, which lists every story: the desk's index holds them. */
function deskIndexed(files: readonly ContentFileSpec[]): IndexedCollection | undefined {
  const file = files.find((candidate) => candidate.folder === storySpec.folder);
  if (!file?.monthFolders) return undefined;
  return {
    collection: cmsEntryName(file),
    folder: `content/${file.folder}`,
    dateField: file.monthFolders,
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
 * reads a whole collection and the editor keeps every entry it read, so one collection of every
 * story grows with the archive; a month's stays the size of a month (docs/performance.md).
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

/** What "All stories" says above its list, which comes from the desk's index (src/cms/deskIndex.ts). */
export const ALL_STORIES_DESCRIPTION =
  "The newest published stories, as of the last publish. Search for any story by words of " +
  "its headline, or paste its address from the site to open it. A story saved since, or " +
  "scheduled, is in its month's list.";

/** A month's collection of a folder kept by month: `stories-2026-11` for `2026/11`. */
export const monthCollectionName = (file: ContentFileSpec, month: string) =>
  `${cmsEntryName(file)}-${month.replace("/", "-")}`;

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
      name: monthCollectionName(file, month),
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
    // No host builds a preview of a pull request, so Decap would ask GitHub for one every 5 s
    // while a story is open (two requests a time, 24 times), and never find one.
    show_preview_links: false,
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
                  description: ALL_STORIES_DESCRIPTION,
                  // Listed newest first from the desk's index (src/cms/deskIndex.ts), which
                  // Decap would draw whole, every story a card, to sort it: not sortable.
                  sortable_fields: [],
                }
              : {}),
            ...entries,
          },
        ];
      }),
    ],
  };
}
