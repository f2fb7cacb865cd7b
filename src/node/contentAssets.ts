import fs from "fs";
import path from "path";
import type { Node, NodePluginArgs } from "gatsby";
import type { Article } from "../model/buildArticles";
import { sampleStory } from "../model/contentSpec";
import { fieldSchemaOf, fieldsOf } from "../model/fieldSchema";
import { IMAGES_DIR, STORIES_DIR } from "../model/pageIds";
import { SECTION_LAYOUT } from "../model/sectionLayout";
import { cachedPicture } from "./storyImages";

/**
 * The files the content makes beside its pages: each section's stories past the first ones shown
 * (fetched when a reader expands it) and the stories' pictures in every size. Sourcing only
 * names them: a category's `storiesPath` in its node, the picture files in `ContentSync`'s
 * `pictures`. `gatsby build` writes them into public/ once it has ended (onPostBuild), and the
 * development server serves them as they are at each request.
 */
type NodeReader = Pick<NodePluginArgs, "getNodesByType">;

type CategoryNode = Node & { storiesPath: string };

/** Each section's later stories, by the address its Category node gives them. */
export function laterStoryLists({ getNodesByType }: NodeReader): Map<string, Article[]> {
  // A card as the browser receives it: the model's fields of an Article, none of Gatsby's.
  const fields = fieldsOf(fieldSchemaOf(sampleStory)).map((field) => field.name);
  const cards = new Map<string, Article[]>();
  for (const node of getNodesByType("Article")) {
    const article = Object.fromEntries(
      fields.filter((field) => Object.hasOwn(node, field)).map((field) => [field, node[field]]),
    ) as Article;
    const own = cards.get(article.category);
    if (own) own.push(article);
    else cards.set(article.category, [article]);
  }
  const lists = new Map<string, Article[]>();
  for (const category of getNodesByType("Category") as CategoryNode[]) {
    const own = (cards.get(category.id) ?? []).sort((a, b) => a.position - b.position);
    lists.set(category.storiesPath, own.slice(SECTION_LAYOUT.initialCount));
  }
  return lists;
}

/** Writes the content's files into public/: the build's lists replace the last build's. */
export function writeContentAssets(
  nodes: NodeReader,
  pictures: Iterable<string>,
  publicDir: string,
): void {
  fs.rmSync(path.join(publicDir, STORIES_DIR), { recursive: true, force: true });
  fs.mkdirSync(path.join(publicDir, STORIES_DIR), { recursive: true });
  for (const [address, list] of laterStoryLists(nodes)) {
    fs.writeFileSync(path.join(publicDir, address), JSON.stringify(list));
  }
  fs.mkdirSync(path.join(publicDir, IMAGES_DIR), { recursive: true });
  for (const address of pictures) {
    const file = cachedPicture(address);
    if (!file) throw new Error(`The picture ${address} a story names was not made`);
    fs.copyFileSync(file, path.join(publicDir, address));
  }
}

/** What the development server's express app offers a route (its request and response). */
interface DevServer {
  get(
    route: string,
    handler: (
      request: { path: string },
      response: { json(body: unknown): void; sendFile(file: string): void },
      next: () => void,
    ) => void,
  ): void;
}

/** Serves the content's files in development, from the nodes as they are at each request. */
export function serveContentAssets(
  app: DevServer,
  nodes: NodeReader,
  pictures: ReadonlySet<string>,
): void {
  app.get(`/${STORIES_DIR}/:name`, (request, response, next) => {
    const list = laterStoryLists(nodes).get(request.path);
    if (list) response.json(list);
    else next();
  });
  app.get(`/${IMAGES_DIR}/:name`, (request, response, next) => {
    const file = pictures.has(request.path) && cachedPicture(request.path);
    if (file) response.sendFile(file);
    else next();
  });
}
