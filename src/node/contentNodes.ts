import type { Actions, NodePluginArgs, Reporter } from "gatsby";
import { buildArticles } from "../model/buildArticles";
import { contentFiles, pathsOf, type Content } from "../content/contentFiles";
import { storySpec } from "../content/specs/stories";
import { prepareContent } from "../content/prepareContent";
import { isInEnglish } from "../model/newsStories";
import { buildMoment, publishedContent } from "../model/schedule";
import type { ContentProblem } from "../content/problems";
import { nodeTypes } from "./buildTypeDefs";
import { noContentAssets, type ContentAssets } from "./contentAssets";
import { contentDir, readContentFiles } from "./contentDir";
import { fileNodeIds, localFileExists } from "./contentFiles";
import { reportProblems, reportValid, type ProblemReport } from "./contentProblems";
import { nodesOfFile, type BuildContext } from "./nodesOfFile";
import { storyHtml } from "./storyHtml";
import { cardImage, pictureFiles, prepareStoryImages, storyImage } from "./storyImages";

export type ContentNodeArgs = Pick<
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
  const started = args.getNode("SiteBuildMetadata")?.buildTime;
  const now =
    process.env.gatsby_executing_command !== "develop" && typeof started === "string"
      ? Date.parse(started)
      : Date.now();
  return buildMoment(process.env.BUILD_TIME, now);
}

interface SyncOptions {
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
  { said = { last: "" }, assets = noContentAssets() }: SyncOptions = {},
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
    reportProblems(args.reporter, said, [...unreadable, ...invalid]);
    return false;
  }
  const folderPaths = Object.fromEntries(
    contentFiles.map((file) => [file.path, pathsOf(file, Object.keys(input))]),
  );
  const now = syncMoment(args);
  const { content, scheduledProblem } = withoutScheduled(args, prepared.content, folderPaths, now);
  if (scheduledProblem) {
    reportProblems(args.reporter, said, [scheduledProblem]);
    return false;
  }
  const { images, problems: imageProblems } = await prepareStoryImages(
    content["stories/*.json"],
    folderPaths[storySpec.path] ?? [],
    dir,
  );
  if (imageProblems.length > 0) {
    reportProblems(args.reporter, said, imageProblems);
    return false;
  }
  reportValid(args.reporter, said);
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
    stories: content["stories/*.json"].filter(isInEnglish),
    authors: content["authors.json"].authors,
    image: (story) => {
      const prepared = story.image && images.get(story.image.src);
      return prepared ? cardImage(prepared) : storyImage(story, images);
    },
    showSamples: content["home.json"].showSampleStories,
  });
  const made = new Set<string>();
  const html = await storyHtml(content, args.cache);
  const ctx: BuildContext = { content, articles, folderPaths, images, html, now, assets };
  const parents = fileNodeIds(args.getNodesByType, dir);
  const creating: unknown[] = [];
  for (const file of contentFiles) {
    for (const { type, key, data, source } of nodesOfFile(file, ctx)) {
      // Categories and policy pages keep their editor-given id as node id, so pages query by it.
      const id = typeof data.id === "string" ? data.id : args.createNodeId(`${type}:${key}`);
      made.add(id);
      const contentDigest = args.createContentDigest(data);
      // A link, not a child: a file deleted by an edit that breaks the content keeps these.
      const parent = parents[source ?? file.path] ?? null;
      // Only what changed is made again (after an edit, each node made is queued for a rerun of
      // the queries); the others stay as they are: the site sources statefully (ContentSync).
      const existing = args.getNode(id);
      if (existing?.internal.contentDigest === contentDigest && existing.parent === parent) {
        continue;
      }
      creating.push(
        args.actions.createNode({
          ...data,
          id,
          parent,
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
