import type { z } from "zod";
import type { Article } from "../model/buildArticles";
import { contentHash } from "../model/contentHash";
import {
  rootTypeName,
  typeNameOf,
  type ContentFileSpec,
  type Fields,
  type NodeValue,
} from "../content/types";
import type { contentFiles, Content } from "../content/contentFiles";
import type { authorsSpec } from "../content/specs/authors";
import type { categoriesSpec } from "../content/specs/categories";
import type { editionSpec } from "../content/specs/editions";
import type { policyPageSpec } from "../content/specs/policyPages";
import type { storySpec } from "../content/specs/stories";
import { fieldSchemaOf, type FieldSchema } from "../content/fieldSchema";
import { isCoverageOpen, type StoryUpdate } from "../model/liveCoverage";
import { isInEnglish, modifiedAt } from "../model/newsStories";
import {
  authorPath,
  editionPath,
  policyPath,
  sectionArchivePath,
  STORIES_DIR,
  storyPath,
} from "../model/pageIds";
import { isPublishedAt } from "../model/schedule";
import { SECTION_LAYOUT } from "../model/sectionLayout";
import { isPlainObject } from "../model/isPlainObject";
import { htmlFieldOf, isMarkdown, nodeTypes } from "./buildTypeDefs";
import type { ContentAssets } from "./contentAssets";
import { storyImage, type PreparedImage } from "./storyImages";

type NodeData = Record<string, unknown>;

/** One node to make: its type, a key unique within the type, and its fields. */
export interface NodeToMake {
  type: string;
  key: string;
  data: NodeData;
  /**
   * The file it comes from, when that is one file of a folder: its File node, where the build
   * makes one, is the parent.
   */
  source?: string;
}

export interface BuildContext {
  content: Content;
  articles: readonly Article[];
  /** The path under content/ of each file of a folder, in the order of the folder's content. */
  folderPaths: Record<string, string[]>;
  /** Stories' local pictures, by their `image.src`. */
  images: ReadonlyMap<string, PreparedImage>;
  /** The HTML of every Markdown text of the stories (bodies, updates), by the Markdown. */
  html: ReadonlyMap<string, string>;
  /** The build's moment: a story after it is scheduled (only the development server has one). */
  now: number;
  /** The files beside the pages, recorded as the nodes name them. */
  assets: ContentAssets;
}

/**
 * Where a section's stories past the first ones shown are fetched from when a reader expands
 * it: named by a hash of them, so a changed list gets a new address. The list is kept with the
 * content's other files, written once the build has ended (src/node/contentAssets.ts).
 */
function laterStoriesPath(categoryId: string, articles: readonly Article[], assets: ContentAssets) {
  const later = articles.slice(SECTION_LAYOUT.initialCount);
  const address = `/${STORIES_DIR}/${categoryId}-${contentHash(later)}.json`;
  assets.storyLists.set(address, later);
  return address;
}

/** What the build adds to an item of the file `F`: the fields its model's `computed` declares. */
type Computed<F extends { nodes: { computed: Fields } }> = NodeValue<
  z.ZodObject<F["nodes"]["computed"]>
>;

/** An item of a file's nodes, with the fields the build adds to it. */
interface ItemWithFields {
  item: NodeData;
  fields: NodeData;
}

/** The files whose items the build adds fields to. */
type ComputedFile = Extract<
  (typeof contentFiles)[number],
  { nodes: { kind: "eachItem" | "eachFile" } }
>;

/** Each item with its fields computed, the computation typed by the items it is given. */
const withFields = <Item extends NodeData>(
  items: readonly Item[],
  compute: (item: Item, order: number) => NodeData,
): ItemWithFields[] => items.map((item, order) => ({ item, fields: compute(item, order) }));

/**
 * The fields the model says the build adds to each item node, by the file the items come from,
 * typed by the model: a field declared and not computed, or computed with the wrong type, does
 * not compile.
 */
const COMPUTED_FIELDS: {
  [F in ComputedFile as F["path"]]: (ctx: BuildContext) => ItemWithFields[];
} = {
  "categories.json": ({ content, articles, assets }) =>
    withFields(
      content["categories.json"].categories,
      (category, order): Computed<typeof categoriesSpec> => {
        const own = articles.filter((article) => article.category === category.id);
        const written = content["stories/*.json"].some(
          (story) => story.section === category.id && isInEnglish(story),
        );
        return {
          order,
          articleCount: own.length,
          storiesPath: laterStoriesPath(category.id, own, assets),
          archivePath: written ? sectionArchivePath(category.id) : null,
        };
      },
    ),
  "authors.json": ({ content }) =>
    withFields(content["authors.json"].authors, (author): Computed<typeof authorsSpec> => ({
      path: authorPath(author.id),
    })),
  "pages/*.json": ({ content }) =>
    withFields(content["pages/*.json"], (page): Computed<typeof policyPageSpec> => ({
      path: policyPath(page.id),
    })),
  "editions/*.json": ({ content }) =>
    withFields(content["editions/*.json"], (edition): Computed<typeof editionSpec> => ({
      path: editionPath(edition.id),
    })),
  "stories/*.json": ({ content, images, now }) =>
    withFields(content["stories/*.json"], (story): Computed<typeof storySpec> => ({
      path: storyPath(story.section, story.slug, story.language),
      modifiedAt: modifiedAt(story),
      scheduled: !isPublishedAt(story, now),
      liveOpen: isCoverageOpen(story, now),
      imageSrcSet: null,
      imageSources: null,
      ...storyImage(story, images),
    })),
};

/** The items of a file, with the fields the build adds, by the file's path. */
const computedFields = new Map(Object.entries(COMPUTED_FIELDS));

type StorySpecNodes = (typeof storySpec)["nodes"];

/** What the build adds to groups nested in a story (`computedIn`), typed by the model likewise. */
const NESTED_FIELDS: {
  StoryUpdate: (
    update: StoryUpdate,
    ctx: BuildContext,
  ) => NodeValue<z.ZodObject<StorySpecNodes["computedIn"]["StoryUpdate"]>>;
} = {
  StoryUpdate: (update, { images }) => ({
    imageSrcSet: null,
    imageSources: null,
    ...storyImage(update, images),
  }),
};

/**
 * A file's value as its node holds it: each Markdown field as the HTML made of it
 * (`body` → `bodyHtml`), and the fields the build adds to nested groups (`computedIn`).
 */
function nodeValue(value: unknown, schema: FieldSchema, ctx: BuildContext): unknown {
  if (Array.isArray(value)) return value.map((item) => nodeValue(item, schema.items ?? {}, ctx));
  if (!isPlainObject(value)) return value;
  const fields = schema.properties ?? {};
  const entries = Object.entries(value).map(([key, entry]) => {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (field && isMarkdown(field)) return [htmlFieldOf(key), ctx.html.get(String(entry)) ?? ""];
    return [key, field ? nodeValue(entry, field, ctx) : entry];
  });
  // The walk follows the JSON Schema, which knows a group by its title only; the model has
  // checked the group, so its computation receives what it expects.
  const computations = NESTED_FIELDS as unknown as Record<
    string,
    (item: NodeData, c: BuildContext) => NodeData
  >;
  const compute =
    schema.title && Object.hasOwn(computations, schema.title)
      ? computations[schema.title]
      : undefined;
  const added = compute ? compute(value, ctx) : {};
  return { ...Object.fromEntries(entries), ...added };
}

/** The nodes the model says the build derives from a file, per type. */
const DERIVED_NODES = new Map<string, (ctx: BuildContext) => { key: string; data: NodeData }[]>([
  [
    "Article",
    ({ articles }) => articles.map((article) => ({ key: article.articleId, data: article })),
  ],
]);

function builder<T>(builders: ReadonlyMap<string, T>, name: string): T {
  const found = builders.get(name);
  if (!found) throw new Error(`The content model has nodes of ${name}, which nothing builds`);
  return found;
}

/** The nodes made of one file, as the content model's `nodes` entry for it says. */
export function nodesOfFile(file: ContentFileSpec, ctx: BuildContext): NodeToMake[] {
  const { nodes } = file;
  switch (nodes.kind) {
    case "file": {
      const data: unknown = new Map(Object.entries(ctx.content)).get(file.path);
      return isPlainObject(data) ? [{ type: rootTypeName(file), key: file.path, data }] : [];
    }
    case "eachItem": {
      const [type] = [...nodeTypes([file]).keys()];
      if (!type) return [];
      return builder(
        computedFields,
        file.path,
      )(ctx).map(({ item, fields }, order) => ({
        type,
        key: String(item.id ?? order),
        data: { ...item, ...fields },
      }));
    }
    case "derived":
      return nodes.types.flatMap((spec) => {
        const type = typeNameOf(spec) ?? "";
        return builder(DERIVED_NODES, type)(ctx).map((made) => ({ type, ...made }));
      });
    case "eachFile": {
      const type = rootTypeName(file);
      const sources = ctx.folderPaths[file.path] ?? [];
      const schema = fieldSchemaOf(file.root);
      // Markdown stays in its file: the node holds the HTML made of it (a story's bodyHtml).
      return builder(
        computedFields,
        file.path,
      )(ctx).map(({ item, fields }, order) => {
        const value = nodeValue(item, schema, ctx);
        return {
          type,
          key: sources[order] ?? String(order),
          data: { ...(isPlainObject(value) ? value : {}), ...fields },
          source: sources[order],
        };
      });
    }
  }
}
