/** The types every part of the content model shares: fields, their metadata, content files. */
import type { z } from "zod";
import type { StringFormat } from "./stringFormats";

/**
 * Lists of ids other fields refer to: a field with `refersTo: "category"` must hold the id of a
 * category in content/categories.json.
 */
export const REFERENCE_LISTS = {
  category: {
    file: "categories.json",
    list: "categories",
    noun: "a category id",
    item: "category",
    shownBy: "title",
  },
  contact: {
    file: "site.json",
    list: "contacts",
    noun: "the id of a contact",
    item: "contact",
    shownBy: "title",
  },
  /** Each author is a node whose id is the editor's id: GraphQL links to it. */
  author: {
    file: "authors.json",
    list: "authors",
    key: "id",
    nodeType: "Author",
    noun: "an author id",
    item: "author",
    shownBy: "name",
  },
  faqCategory: {
    file: "faq.json",
    list: "categories",
    noun: "the id of an FAQ category",
    item: "FAQ category",
    shownBy: "title",
  },
  /**
   * The stories of content/stories/YYYY/MM/, one file each, by their slug; GraphQL links to the
   * node.
   */
  story: {
    folder: "stories",
    key: "slug",
    shownBy: "headline",
    nodeType: "Story",
    noun: "the slug of a story",
    item: "story",
  },
  /** The policy pages of content/pages/, one file each, by their id. */
  policyPage: {
    folder: "pages",
    key: "id",
    shownBy: "title",
    nodeType: "PolicyPage",
    noun: "the id of a policy page",
    item: "policy page",
  },
  /** The editions of content/editions/, one file each, by their language code. */
  edition: {
    folder: "editions",
    key: "id",
    shownBy: "name",
    nodeType: "Edition",
    noun: "the code of an edition",
    item: "edition",
  },
} as const satisfies Record<
  string,
  (
    | { file: string; list: string; key?: string; nodeType?: string }
    | { folder: string; key: string; nodeType: string }
  ) & {
    noun: string;
    item: string;
    /** The field an editor recognises an item by, e.g. an author's name. */
    shownBy: string;
  }
>;

export type ReferenceName = keyof typeof REFERENCE_LISTS;

/** How the files of a folder are named and shown: the folder's reference list. */
export function folderReference(folder: string): { key: string; shownBy: string } {
  const found = Object.values(REFERENCE_LISTS).find(
    (reference) => "folder" in reference && reference.folder === folder,
  );
  if (!found || !("key" in found)) {
    throw new Error(`The folder content/${folder}/ has no entry in REFERENCE_LISTS`);
  }
  return found;
}

/**
 * What the model says of a field beyond its type, kept in zod's metadata and so written into its
 * JSON Schema, where the CMS configuration and the GraphQL types read it. `x-` keys are the
 * model's own; editors' tools ignore them.
 */
export type FieldMeta = {
  /** Shown to editors as a hint in their editor. */
  description?: string;
  /** A group of fields' GraphQL type name; nested groups without one are named after their field. */
  title?: string;
  "x-format"?: StringFormat;
  /** Placeholders the text must (a template) or may (prose) contain, e.g. `value` for `{value}`. */
  "x-placeholders"?: readonly string[];
  /** The list whose ids this field holds, e.g. a story's section is a category's id. */
  "x-refersTo"?: ReferenceName;
  /**
   * GraphQL also offers the item the reference names (a node of the list's `nodeType`) as a
   * field of this name, e.g. the hero's `storySlug` as `story`.
   */
  "x-linkedAs"?: string;
  /**
   * A slug made from this field of the item as the item is created (a story's from its headline,
   * src/content/slugs.ts), then never changed: the content editor shows it and nobody types it.
   */
  "x-slugOf"?: string;
  /** A field of a list's items that must differ from item to item; it also names the item. */
  "x-uniqueBy"?: string;
  /** Every item of that list needs exactly one item here, named by the `x-uniqueBy` field. */
  "x-oneFor"?: ReferenceName;
  /** A list kept newest first: an editor's tool adds a new item at the top. */
  "x-addToTop"?: boolean;
};

/** Every field of the model: a zod schema whose metadata is a `FieldMeta`. */
export type Field = z.ZodType;
export type Fields = Readonly<Record<string, Field>>;
export type NamedObject = z.ZodObject;

/** How a content file becomes GraphQL nodes, the things pages query. */
export type NodesSpec =
  /** The whole file is one node of the root's type. */
  | { kind: "file" }
  /** Each item of a list field is one node of the items' type, with fields the build adds. */
  | { kind: "eachItem"; field: string; computed: Fields }
  /** The build derives nodes of these types from the file (e.g. the sample stories). */
  | { kind: "derived"; types: readonly NamedObject[] }
  /** Each file of a folder is one node of the root's type, with fields the build adds. */
  | {
      kind: "eachFile";
      computed: Fields;
      /** Fields the build adds to a group nested in each file, by the group's type name. */
      computedIn?: Readonly<Record<string, Fields>>;
    };

export interface ContentFileSpec {
  /**
   * Path under `content/`; for a folder of files, the name its files are listed under (the key of
   * `Content`), e.g. `stories/*.json`; `isFileOf` says which files it takes.
   */
  path: string;
  /** Set for a folder of files of this one spec (each file validated on its own), e.g. `stories`. */
  folder?: string;
  /**
   * Set for a folder whose files sit in month folders, `YYYY/MM/`, named by this date-time field's
   * month in the newsroom's time zone (the stories, by `publishedAt`): no folder outgrows a month.
   */
  monthFolders?: string;
  /** Where the JSON Schema for editors is written, under `content/schemas/`. */
  schemaName: string;
  /** The file's fields: an object with a `title`, its GraphQL type name. */
  root: NamedObject;
  nodes: NodesSpec;
}

/** The GraphQL type name of a group of fields (its `title`), if it has one. */
export function typeNameOf(schema: Field): string | undefined {
  return schema.meta()?.title;
}

/** A file's GraphQL type: the model names every root. */
export function rootTypeName(file: ContentFileSpec): string {
  const name = typeNameOf(file.root);
  if (!name) throw new Error(`content/${file.path}: its root has no type name (title)`);
  return name;
}

/** A node's fields as GraphQL holds them: a field the model makes optional may be null there. */
export type NodeValue<S extends Field> = {
  [K in keyof z.infer<S>]: undefined extends z.infer<S>[K]
    ? Exclude<z.infer<S>[K], undefined> | null
    : z.infer<S>[K];
};

/** What one content file holds, e.g. `ContentOf<typeof headlinesSpec>`. */
export type ContentOf<F extends { root: Field }> = z.infer<F["root"]>;
