import fs from "fs";
import path from "path";
import sharp from "sharp";
import { contentHash } from "../model/contentHash";
import { storySpec } from "../content/specs/stories";
import type { NewsStory } from "../model/newsStories";
import { IMAGES_DIR } from "../model/pageIds";
import type { ContentProblem } from "../content/problems";
import { contentDir } from "./contentDir";

/** Widths made of each local picture (never wider than the original): phone, tablet, desktop. */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;

/**
 * Encoded pictures are kept in Gatsby's cache folder, by a hash of the picture: AVIF takes
 * seconds to encode, and an unchanged picture is never encoded again, even after `gatsby clean`
 * of public/.
 */
const CACHE_DIR = path.resolve(".cache", "story-images");

/**
 * The encoded file a picture's address names (`/images/belle-isle-1a2b3c4d-480.avif`), if the
 * build made it: public/ gets a copy once the build has ended, the development server serves it.
 */
export function cachedPicture(address: string): string | undefined {
  const name = address.slice(`/${IMAGES_DIR}/`.length);
  if (!address.startsWith(`/${IMAGES_DIR}/`) || name !== path.basename(name)) return undefined;
  const file = path.join(CACHE_DIR, name);
  return fs.existsSync(file) ? file : undefined;
}

/** Newest formats first: the browser takes the first `<source>` it can show. */
const FORMATS = [
  { type: "image/avif", extension: "avif", encode: (image: sharp.Sharp) => image.avif() },
  { type: "image/webp", extension: "webp", encode: (image: sharp.Sharp) => image.webp() },
] as const;

/** A picture an editor must fix (missing, or not a picture): a content problem, not a crash. */
export class PictureProblem extends Error {}

export interface PreparedImage {
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  /** The original format at every width, for the `<img>`'s own srcset. */
  imageSrcSet: string;
  imageSources: { type: string; srcSet: string }[];
}

/**
 * Makes the files of a picture in content/images/: AVIF and WebP (and the original format) at
 * each width, named by a hash of the picture so a changed picture gets new addresses and an
 * unchanged one is not encoded again. They stay in the cache; the addresses go into the nodes.
 */
export async function prepareImage(src: string, dir: string = contentDir): Promise<PreparedImage> {
  const from = path.join(dir, src);
  if (!fs.existsSync(from)) {
    throw new PictureProblem(
      `content/${src} does not exist; add the picture to content/images/ or correct its name`,
    );
  }
  const data = fs.readFileSync(from);
  const { width = 0, height = 0 } = await sharp(data)
    .metadata()
    .catch((): { width?: number; height?: number } => ({}));
  if (!width || !height) {
    throw new PictureProblem(
      `content/${src} is not a picture the build can read; save it as JPEG or PNG`,
    );
  }
  const base = `${path.basename(src, path.extname(src))}-${contentHash(data.toString("base64")).slice(0, 8)}`;
  const original = path.extname(src).slice(1).toLowerCase();
  const widths = [...new Set([...IMAGE_WIDTHS.filter((w) => w < width), width])];
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const make = async (
    w: number,
    extension: string,
    encode: (image: sharp.Sharp) => sharp.Sharp,
  ) => {
    const name = `${base}-${w}.${extension}`;
    const cached = path.join(CACHE_DIR, name);
    if (!fs.existsSync(cached)) await encode(sharp(data).resize({ width: w })).toFile(cached);
    return `/${IMAGES_DIR}/${name} ${w}w`;
  };
  const srcSet = async (extension: string, encode: (image: sharp.Sharp) => sharp.Sharp) =>
    (await Promise.all(widths.map((w) => make(w, extension, encode)))).join(", ");
  const imageSrcSet = await srcSet(original, (image) => image);
  return {
    imageUrl: `/${IMAGES_DIR}/${base}-${width}.${original}`,
    imageWidth: width,
    imageHeight: height,
    imageSrcSet,
    imageSources: await Promise.all(
      FORMATS.map(async (format) => ({
        type: format.type,
        srcSet: await srcSet(format.extension, format.encode),
      })),
    ),
  };
}

/** The address of every file of a prepared picture: its own, and each of its srcsets'. */
export function pictureFiles(image: PreparedImage): string[] {
  const srcSets = [image.imageSrcSet, ...image.imageSources.map((source) => source.srcSet)];
  const entries = srcSets.flatMap((srcSet) =>
    srcSet.split(", ").map((entry) => entry.split(" ")[0]!),
  );
  return [...new Set([image.imageUrl, ...entries])];
}

/** The widest picture a front-page card shows: its box is at most about 800 px wide. */
export const CARD_IMAGE_MAX_WIDTH = 800;

/** The entries of a srcset at most `maxWidth` wide; the narrowest one if none is. */
function entriesUpTo(srcSet: string, maxWidth: number): { url: string; width: number }[] {
  const entries = srcSet.split(", ").map((entry) => {
    const [url = "", descriptor = ""] = entry.split(" ");
    return { url, width: Number.parseInt(descriptor, 10) };
  });
  const kept = entries.filter((entry) => entry.width <= maxWidth);
  return kept.length > 0 ? kept : entries.slice(0, 1);
}

const joinEntries = (entries: readonly { url: string; width: number }[]) =>
  entries.map((entry) => `${entry.url} ${entry.width}w`).join(", ");

/**
 * A prepared picture as a front-page card shows it: only the variants a card needs (480 and
 * 800 px), the widest of them as its `src`, with its own width and height.
 */
export function cardImage(image: PreparedImage, maxWidth = CARD_IMAGE_MAX_WIDTH) {
  const own = entriesUpTo(image.imageSrcSet, maxWidth);
  const widest = own.at(-1) ?? { url: image.imageUrl, width: image.imageWidth };
  return {
    imageUrl: widest.url,
    imageWidth: widest.width,
    imageHeight: Math.round((image.imageHeight * widest.width) / image.imageWidth),
    imageSrcSet: joinEntries(own),
    imageSources: image.imageSources.map((source) => ({
      type: source.type,
      srcSet: joinEntries(entriesUpTo(source.srcSet, maxWidth)),
    })),
  };
}

/** A story's picture as its page shows it: a local one prepared in every size and format. */
export function storyImage(
  story: Pick<NewsStory, "image">,
  images: ReadonlyMap<string, PreparedImage>,
) {
  const { image } = story;
  const prepared = image && images.get(image.src);
  if (prepared) return prepared;
  return image
    ? { imageUrl: image.src, imageWidth: image.width, imageHeight: image.height }
    : { imageUrl: null, imageWidth: null, imageHeight: null };
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
