import fs from "fs";
import path from "path";
import type { Actions, Node, NodePluginArgs, Reporter } from "gatsby";
import type { z } from "zod";
import { buildArticles, type Article } from "../model/buildArticles";
import { contentHash } from "../model/contentHash";
import { authorsSpec } from "../content/specs/authors";
import { categoriesSpec } from "../content/specs/categories";
import { contentFileAt, contentFiles, pathsOf, type Content } from "../content/contentFiles";
import { policyPageSpec } from "../content/specs/policyPages";
import {
  rootTypeName,
  typeNameOf,
  type ContentFileSpec,
  type Fields,
  type NodeValue,
} from "../content/types";
import { storySpec } from "../content/specs/stories";
import { fieldSchemaOf, type FieldSchema } from "../content/fieldSchema";
import { isCoverageOpen, type StoryUpdate } from "../model/liveCoverage";
import { sectionArchivePath } from "../model/archive";
import { modifiedAt, type NewsStory } from "../model/newsStories";
import { authorPath, policyPath, STORIES_DIR, storyPath } from "../model/pageIds";
import { jsonProblem, prepareContent } from "../content/prepareContent";
import { buildMoment, isPublishedAt, publishedContent } from "../model/schedule";
import { SECTION_LAYOUT } from "../model/sectionLayout";
import { renderMarkdown } from "../model/renderMarkdown";
import { isPlainObject } from "../model/isPlainObject";
import { formatProblems, type ContentProblem } from "../content/problems";
import { htmlFieldOf, isMarkdown, nodeTypes } from "./buildTypeDefs";
import { noContentAssets, type ContentAssets } from "./contentAssets";
import { contentDir, contentPaths } from "./contentDir";
import {
  cardImage,
  PictureProblem,
  pictureFiles,
  prepareImage,
  type PreparedImage,
} from "./storyImages";

/** The name gatsby-config gives the content folder's gatsby-source-filesystem instance. */
export const CONTENT_SOURCE = "content";

/** Registered in onPluginInit; the header of the report reads `ERROR #…_CONTENT_INVALID`. */
export const CONTENT_ERROR_ID = "CONTENT_INVALID";

export const contentErrorMap = {
  [CONTENT_ERROR_ID]: {
    text: (context: { sourceMessage: string }) => context.sourceMessage,
    level: "ERROR",
    type: "API.NODE.VALIDATION",
    category: "USER",
  },
} as const;

type FileNode = Node & {
  sourceInstanceName?: string;
  relativePath?: string;
  absolutePath?: string;
};

type ContentNodeArgs = Pick<
  NodePluginArgs,
  "getNode" | "getNodesByType" | "createNodeId" | "createContentDigest"
> & {
  actions: Pick<Actions, "createNode" | "deleteNode">;
  reporter: Reporter;
  /** The folder the content is read from: the site's (content/, or CONTENT_DIR) unless a test's. */
  contentDir?: string;
  /** Gatsby's cache, kept between builds: story bodies once made HTML are not made again. */
  cache?: Pick<NodePluginArgs["cache"], "get" | "set">;
};

/** Nodes gatsby-source-filesystem made of the files in content/ (the schemas are left out). */
export const isContentFile = (node: Node, dir: string = contentDir): node is FileNode =>
  node.internal.type === "File" &&
  (node as FileNode).sourceInstanceName === CONTENT_SOURCE &&
  ((node as FileNode).absolutePath ?? "").startsWith(`${dir}${path.sep}`) &&
  contentFileAt((node as FileNode).relativePath ?? "") !== undefined;

interface ContentFiles {
  /** Each content file that is JSON, parsed, by its path under content/. */
  input: Record<string, unknown>;
  /** Files that are not JSON. */
  unreadable: ContentProblem[];
}

/**
 * Every content file as it is on disk now, read once: the files are the truth. Gatsby's store
 * can still hold the File node of a file deleted since a warm build's last run, and in
 * development can show an earlier version of a node made again a moment ago.
 */
function readContentFiles(dir: string): ContentFiles {
  const input: Record<string, unknown> = {};
  const unreadable: ContentProblem[] = [];
  for (const file of contentPaths(dir)) {
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    const problem = jsonProblem(file, source);
    if (problem) unreadable.push(problem);
    else input[file] = JSON.parse(source) as unknown;
  }
  return { input, unreadable };
}

/** The File node gatsby-source-filesystem made of each content file, the parent of its nodes. */
function fileNodeIds(args: ContentNodeArgs, dir: string): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const file of args.getNodesByType("File")) {
    if (isContentFile(file, dir) && file.relativePath) ids[file.relativePath] = file.id;
  }
  return ids;
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

type NodeData = Record<string, unknown>;

/** One node to make: its type, a key unique within the type, and its fields. */
interface NodeToMake {
  type: string;
  key: string;
  data: NodeData;
  /** The file it comes from, when that is one file of a folder (its File node is the parent). */
  source?: string;
}

interface BuildContext {
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

/** A story's picture as its page shows it: a local one prepared in every size and format. */
function storyImage(story: Pick<NewsStory, "image">, images: ReadonlyMap<string, PreparedImage>) {
  const { image } = story;
  const prepared = image && images.get(image.src);
  if (prepared) return prepared;
  return image
    ? { imageUrl: image.src, imageWidth: image.width, imageHeight: image.height }
    : { imageUrl: null, imageWidth: null, imageHeight: null };
}

/** What the build adds to an item of the file `F`: the fields its model's `computed` declares. */
type Computed<F extends { nodes: { computed: Fields } }> = NodeValue<
  z.ZodObject<F["nodes"]["computed"]>
>;

type ComputeFields<Item, F extends { nodes: { computed: Fields } }> = (
  item: Item,
  order: number,
  ctx: BuildContext,
) => Computed<F>;

/**
 * The fields the model says the build adds to each item node, per type, typed by the model: a
 * field declared and not computed, or computed with the wrong type, does not compile.
 */
const COMPUTED_FIELDS: {
  Category: ComputeFields<Content["categories.json"]["categories"][number], typeof categoriesSpec>;
  Author: ComputeFields<Content["authors.json"]["authors"][number], typeof authorsSpec>;
  PolicyPage: ComputeFields<Content["pages/*.json"][number], typeof policyPageSpec>;
  Story: ComputeFields<Content["stories/*.json"][number], typeof storySpec>;
} = {
  Category: (category, order, { articles, content, assets }) => {
    const own = articles.filter((article) => article.category === category.id);
    const written = content["stories/*.json"].some((story) => story.section === category.id);
    return {
      order,
      articleCount: own.length,
      storiesPath: laterStoriesPath(category.id, own, assets),
      archivePath: written ? sectionArchivePath(category.id) : null,
    };
  },
  Author: (author) => ({ path: authorPath(author.id) }),
  PolicyPage: (page) => ({ path: policyPath(page.id) }),
  Story: (story, _order, { images, now }) => ({
    path: storyPath(story.section, story.slug),
    modifiedAt: modifiedAt(story),
    scheduled: !isPublishedAt(story, now),
    liveOpen: isCoverageOpen(story, now),
    imageSrcSet: null,
    imageSources: null,
    ...storyImage(story, images),
  }),
};

type StorySpecNodes = typeof storySpec.nodes;

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
  // The model has checked the item, so the group's computation receives what it expects.
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
const DERIVED_NODES: Record<string, (ctx: BuildContext) => { key: string; data: NodeData }[]> = {
  Article: ({ articles }) => articles.map((article) => ({ key: article.articleId, data: article })),
};

function builder<T>(builders: Record<string, T>, type: string): T {
  const found = builders[type];
  if (!found) throw new Error(`The content model has node type ${type}, which nothing builds`);
  return found;
}

/** The computation of a type's fields, for an item the model has already checked. */
function computeFieldsOf(
  type: string,
): (item: NodeData, order: number, ctx: BuildContext) => NodeData {
  return builder(COMPUTED_FIELDS as Record<string, unknown>, type) as (
    item: NodeData,
    order: number,
    ctx: BuildContext,
  ) => NodeData;
}

/** The nodes made of one file, as the content model's `nodes` entry for it says. */
export function nodesOfFile(file: ContentFileSpec, ctx: BuildContext): NodeToMake[] {
  const data = ctx.content[file.path as keyof Content] as NodeData;
  const { nodes } = file;
  switch (nodes.kind) {
    case "file":
      return [{ type: rootTypeName(file), key: file.path, data }];
    case "eachItem": {
      const [type] = [...nodeTypes([file]).keys()];
      if (!type) return [];
      const compute = computeFieldsOf(type);
      return (data[nodes.field] as NodeData[]).map((item, order) => ({
        type,
        key: String(item.id ?? order),
        data: { ...item, ...compute(item, order, ctx) },
      }));
    }
    case "derived":
      return nodes.types.flatMap((spec) => {
        const type = typeNameOf(spec) ?? "";
        return builder(DERIVED_NODES, type)(ctx).map((made) => ({ type, ...made }));
      });
    case "eachFile": {
      const type = rootTypeName(file);
      const compute = computeFieldsOf(type);
      const sources = ctx.folderPaths[file.path] ?? [];
      const schema = fieldSchemaOf(file.root);
      // Markdown stays in its file: the node holds the HTML made of it (a story's bodyHtml).
      return (data as unknown as NodeData[]).map((item, order) => ({
        type,
        key: sources[order] ?? String(order),
        data: { ...(nodeValue(item, schema, ctx) as NodeData), ...compute(item, order, ctx) },
        source: sources[order],
      }));
    }
  }
}

/** Whether a file a story names (its picture) is in the content folder. */
function localFileExists(dir: string, relativePath: string): boolean {
  const absolute = path.join(dir, relativePath);
  return fs.existsSync(absolute) && fs.statSync(absolute).isFile();
}

/**
 * Every local picture of the stories, made in its sizes and formats, each once. A file that is
 * there but is no picture the build can read is a problem of the story that names it, reported
 * like any other content problem, never a crash.
 */
export async function prepareStoryImages(
  stories: readonly (Pick<NewsStory, "image"> & { updates?: NewsStory["updates"] })[],
  storyPaths: readonly string[],
  dir: string = contentDir,
): Promise<{ images: Map<string, PreparedImage>; problems: ContentProblem[] }> {
  const images = new Map<string, PreparedImage>();
  const problems: ContentProblem[] = [];
  const failed = new Map<string, string>();
  // The story's picture, then each update's, named as the validator names them.
  const pictures = stories.flatMap((story, index) => [
    { index, image: story.image, item: undefined },
    ...(story.updates ?? []).map((update) => ({
      index,
      image: update.image,
      item: `updates["${update.time}"]`,
    })),
  ]);
  for (const { index, image, item } of pictures) {
    if (!image || image.src.startsWith("https://") || images.has(image.src)) continue;
    let reason = failed.get(image.src);
    if (reason === undefined) {
      try {
        images.set(image.src, await prepareImage(image.src, dir));
        continue;
      } catch (error) {
        // Anything else (a full disk, a broken sharp) is the build's own failure.
        if (!(error instanceof PictureProblem)) throw error;
        reason = error.message;
        failed.set(image.src, reason);
      }
    }
    problems.push({
      file: `content/${storyPaths[index] ?? `${storySpec.folder}/?`}`,
      ...(item === undefined ? {} : { item }),
      field: "image.src",
      message: reason,
    });
  }
  return { images, problems };
}

/**
 * The HTML of every story's Markdown (its body, its updates' bodies), by the Markdown, from
 * Gatsby's cache where the same Markdown was made HTML by an earlier build: rendering is the
 * costliest step of sourcing (about 1.5 ms a story, 45 s at 30,000), and a newsroom's build
 * changes a handful of stories, or adds an update to one. The key holds everything the HTML
 * depends on; a change of the renderer's code changes gatsby-node and clears the cache.
 */
async function storyHtml(
  content: Content,
  cache: ContentNodeArgs["cache"],
): Promise<Map<string, string>> {
  const newTabLabel = content["ui.json"].newTab;
  const html = new Map<string, string>();
  for (const story of content["stories/*.json"]) {
    for (const markdown of [story.body, ...(story.updates ?? []).map((update) => update.body)]) {
      if (html.has(markdown)) continue;
      const key = `story-body-${contentHash([markdown, newTabLabel])}`;
      const cached = (await cache?.get(key)) as string | undefined;
      const made = cached ?? renderMarkdown(markdown, { newTabLabel });
      if (cached === undefined) await cache?.set(key, made);
      html.set(markdown, made);
    }
  }
  return html;
}

/**
 * A build publishes only the stories out at its moment (BUILD_TIME, else now), each with only the
 * updates out by then, and lists the scheduled ones in its log; the development server keeps them,
 * so editors can preview them. A story's file path is dropped with it, so the paths still line up
 * with the stories.
 */
function withoutScheduled(
  args: ContentNodeArgs,
  all: Content,
  folderPaths: Record<string, string[]>,
  now: number,
): { content: Content; scheduledProblem?: ContentProblem } {
  if (process.env.gatsby_executing_command === "develop") return { content: all };
  const { content, scheduled, problem } = publishedContent(all, now);
  const paths = folderPaths[storySpec.path] ?? [];
  const held = new Set(scheduled);
  for (const [index, story] of all["stories/*.json"].entries()) {
    if (held.has(story)) {
      args.reporter.info(
        `Scheduled, not published yet: content/${paths[index] ?? ""} at ${story.publishedAt}`,
      );
    }
  }
  folderPaths[storySpec.path] = paths.filter(
    (_path, index) => !held.has(all["stories/*.json"][index]!),
  );
  return { content, scheduledProblem: problem };
}

/**
 * The moment a build publishes for: BUILD_TIME, else when Gatsby started, the moment GraphQL's
 * `Site.buildMoment` gives (gatsby-node), so the stories sourced and the moment the pages and
 * checks read are one. The development server marks stories scheduled against the clock.
 */
function syncMoment(args: ContentNodeArgs): number {
  const started = args.getNode("SiteBuildMetadata") as { buildTime?: string } | undefined;
  const now =
    process.env.gatsby_executing_command !== "develop" && started?.buildTime
      ? Date.parse(started.buildTime)
      : Date.now();
  return buildMoment(process.env.BUILD_TIME, now);
}

/**
 * The problems said last, so that the same broken state seen through several saved files is
 * said once, and a fix is greeted once. A build says everything; the development server keeps
 * one between edits.
 */
export interface ProblemReport {
  last: string;
}

function report(args: ContentNodeArgs, said: ProblemReport, problems: readonly ContentProblem[]) {
  const sourceMessage = formatProblems(problems);
  if (sourceMessage === said.last) return;
  said.last = sourceMessage;
  // Stops a build; in development the server keeps running with the last good content.
  args.reporter.panicOnBuild({ id: CONTENT_ERROR_ID, context: { sourceMessage } });
}

interface SyncOptions {
  /** After an edit in development, only the nodes that changed are made again. */
  afterEdit?: boolean;
  said?: ProblemReport;
  /**
   * Filled by a sync that succeeds with the files the content makes beside its pages (written
   * and served by src/node/contentAssets.ts), so nothing reads 30,000 story nodes back.
   */
  assets?: ContentAssets;
}

/**
 * Makes the nodes pages query from the content files, in one pass: read, checked as a whole,
 * made into nodes. While any file has a problem, the problems are reported and the nodes stay as
 * they were: in development the open site keeps showing the last good content. Called when
 * sourcing ends, and again whenever a content file changes during development.
 */
export async function syncContentNodes(
  args: ContentNodeArgs,
  { afterEdit = false, said = { last: "" }, assets = noContentAssets() }: SyncOptions = {},
): Promise<boolean> {
  const dir = args.contentDir ?? contentDir;
  const { input, unreadable } = readContentFiles(dir);
  const prepared = prepareContent(input, {
    fileExists: (relativePath) => localFileExists(dir, relativePath),
  });
  if (unreadable.length > 0 || !prepared.ok) {
    const brokenFiles = new Set(unreadable.map((problem) => problem.file));
    const invalid = prepared.ok
      ? []
      : prepared.problems.filter((problem) => !brokenFiles.has(problem.file));
    report(args, said, [...unreadable, ...invalid]);
    return false;
  }
  const folderPaths = Object.fromEntries(
    contentFiles.map((file) => [file.path, pathsOf(file, Object.keys(input))]),
  );
  const now = syncMoment(args);
  const { content, scheduledProblem } = withoutScheduled(args, prepared.content, folderPaths, now);
  if (scheduledProblem) {
    report(args, said, [scheduledProblem]);
    return false;
  }
  const { images, problems: imageProblems } = await prepareStoryImages(
    content["stories/*.json"],
    folderPaths[storySpec.path] ?? [],
    dir,
  );
  if (imageProblems.length > 0) {
    report(args, said, imageProblems);
    return false;
  }
  if (said.last !== "") args.reporter.success("Content is valid again; the site shows it.");
  said.last = "";
  assets.storyLists.clear();
  assets.pictures.clear();
  for (const image of images.values()) {
    for (const file of pictureFiles(image)) assets.pictures.add(file);
  }
  assets.remotePictures.clear();
  for (const story of content["stories/*.json"]) {
    for (const image of [story.image, ...(story.updates ?? []).map((update) => update.image)]) {
      if (image?.src.startsWith("https://")) assets.remotePictures.add(image.src);
    }
  }

  const articles = buildArticles(content["categories.json"].categories, content["headlines.json"], {
    stories: content["stories/*.json"],
    authors: content["authors.json"].authors,
    image: (story) => {
      const prepared = story.image && images.get(story.image.src);
      return prepared ? cardImage(prepared) : storyImage(story, images);
    },
    showSamples: content["home.json"].showSampleStories,
  });
  const made = new Set<string>();
  const html = await storyHtml(content, args.cache);
  const ctx: BuildContext = {
    content,
    articles,
    folderPaths,
    images,
    html,
    now,
    assets,
  };
  const parents = fileNodeIds(args, dir);
  const creating: unknown[] = [];
  for (const file of contentFiles) {
    for (const { type, key, data, source } of nodesOfFile(file, ctx)) {
      // Categories and policy pages keep their editor-given id as node id, so pages query by it.
      const id = typeof data.id === "string" ? data.id : args.createNodeId(`${type}:${key}`);
      made.add(id);
      const contentDigest = args.createContentDigest(data);
      // After an edit, only what changed is made again: each node made is queued for a rerun
      // of the queries. A build makes them all, or Gatsby drops them as stale.
      if (afterEdit && args.getNode(id)?.internal.contentDigest === contentDigest) continue;
      creating.push(
        args.actions.createNode({
          ...data,
          id,
          // A link, not a child: a file deleted by an edit that breaks the content keeps these.
          parent: parents[source ?? file.path] ?? null,
          children: [],
          internal: { type, contentDigest },
        }),
      );
    }
  }
  await Promise.all(creating);
  // What content no longer has (a removed category, fewer stories) leaves the site.
  for (const type of nodeTypes(contentFiles).keys()) {
    for (const node of args.getNodesByType(type)) {
      if (!made.has(node.id)) args.actions.deleteNode(node);
    }
  }
  return true;
}

/** How long the development server waits for a quiet moment after a saved file. */
const EDIT_QUIET_MS = 200;

/**
 * What the content layer keeps between Gatsby's calls, all of it: sourcing's actions, the
 * problems said last, the files the content makes beside its pages, and the edits waiting to be
 * synced. gatsby-node holds one.
 */
export class ContentSync {
  /**
   * Sourcing's actions, kept for edits in development (as gatsby-source-filesystem keeps them
   * for its watcher): the development server queues the nodes they make and then runs the
   * queries again, which nodes made from onCreateNode's own actions would miss.
   */
  private sourcingActions: ContentNodeArgs["actions"] | undefined;
  private readonly said: ProblemReport = { last: "" };
  /** The files beside the pages the content last synced makes (src/node/contentAssets.ts). */
  readonly assets = noContentAssets();
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private lastSync = Promise.resolve();

  constructor(private readonly quietMs: number = EDIT_QUIET_MS) {}

  /** sourceNodes: makes every node of the content; edits are watched from then on. */
  async source(args: ContentNodeArgs): Promise<void> {
    await syncContentNodes(args, { said: this.said, assets: this.assets });
    this.sourcingActions = args.actions;
  }

  /**
   * onCreateNode: in development, syncs the content once saved files have settled: an editor's
   * tool or a `git checkout` saves several files at once, and a sync per file would see the
   * others half-made. Syncs run one at a time; a failed one is reported and leaves the next
   * free to run. Nodes made while sourcing runs are not edits: sourcing reads every file.
   */
  fileChanged(args: ContentNodeArgs & { node: Node }): void {
    const actions = this.sourcingActions;
    if (!actions || !isContentFile(args.node, args.contentDir)) return;
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      this.quietTimer = undefined;
      this.lastSync = this.lastSync
        .then(() =>
          syncContentNodes(
            { ...args, actions },
            { afterEdit: true, said: this.said, assets: this.assets },
          ),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            args.reporter.error("The saved content could not be read", error as Error);
          },
        );
    }, this.quietMs);
  }

  /** Resolves once the edits saved so far are synced. */
  async settled(): Promise<void> {
    while (this.quietTimer !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, this.quietMs));
    }
    await this.lastSync;
  }
}
