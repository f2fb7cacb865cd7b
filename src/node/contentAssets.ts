import fs from "fs";
import path from "path";
import type { Article } from "../model/buildArticles";
import { IMAGES_DIR, STORIES_DIR } from "../model/pageIds";
import { cachedPicture } from "./storyImages";

/**
 * The files the content makes beside its pages: each section's stories past the first ones shown
 * (fetched when a reader expands it) and the stories' pictures in every size. A sync that
 * succeeds records them here (`ContentSync.assets`) as it names them in the nodes (a category's
 * `storiesPath`, a picture's srcset); `gatsby build` writes them into public/ once it has ended
 * (onPostBuild), and the development server serves them as the last sync left them.
 */
export interface ContentAssets {
  /** Each section's later cards, by the address its Category node's `storiesPath` gives them. */
  storyLists: Map<string, readonly Article[]>;
  /** The address of every picture file the stories name, e.g. `/images/a-1b2c3d4e-480.avif`. */
  pictures: Set<string>;
  /**
   * The pictures stories and their live updates show from other hosts, which the security
   * policy must admit (src/node/writeSecurityHeaders.ts).
   */
  remotePictures: Set<string>;
}

export const noContentAssets = (): ContentAssets => ({
  storyLists: new Map(),
  pictures: new Set(),
  remotePictures: new Set(),
});

/** Writes the content's files into public/: the build's lists replace the last build's. */
export function writeContentAssets({ storyLists, pictures }: ContentAssets, publicDir: string) {
  fs.rmSync(path.join(publicDir, STORIES_DIR), { recursive: true, force: true });
  fs.mkdirSync(path.join(publicDir, STORIES_DIR), { recursive: true });
  for (const [address, list] of storyLists) {
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

/** Serves the content's files in development, as the last sync left them. */
export function serveContentAssets(app: DevServer, { storyLists, pictures }: ContentAssets) {
  app.get(`/${STORIES_DIR}/:name`, (request, response, next) => {
    const list = storyLists.get(request.path);
    if (list) response.json(list);
    else next();
  });
  app.get(`/${IMAGES_DIR}/:name`, (request, response, next) => {
    const file = pictures.has(request.path) && cachedPicture(request.path);
    if (file) response.sendFile(file);
    else next();
  });
}
