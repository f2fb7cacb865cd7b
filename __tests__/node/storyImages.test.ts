/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  cachedPicture,
  cardImage,
  prepareImage,
  type PreparedImage,
} from "../../src/node/storyImages";
import { makeTempDir } from "../support/tempDir";

describe("prepareImage", () => {
  it("makes AVIF, WebP and the original format at each width up to the picture's own", async () => {
    const image = await prepareImage("images/riverfront-dusk.jpg");
    expect(image).toMatchObject({ imageWidth: 960, imageHeight: 540 });
    expect(image.imageUrl).toMatch(/^\/images\/riverfront-dusk-[0-9a-f]{8}-960\.jpg$/);
    expect(image.imageSources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.imageSources[0]?.srcSet).toMatch(
      /-480\.avif 480w, .*-800\.avif 800w, .*-960\.avif 960w$/,
    );
    // Each file stays in the cache, found by its address; public/ gets it once the build ends.
    for (const srcSet of [image.imageSrcSet, ...image.imageSources.map((s) => s.srcSet)]) {
      for (const entry of srcSet.split(", ")) {
        const file = cachedPicture(entry.split(" ")[0]!);
        expect(file && fs.statSync(file).size).toBeGreaterThan(0);
      }
    }
  });

  it("finds no cached file for an address outside the pictures' folder or not made", () => {
    expect(cachedPicture("/images/never-made-480.avif")).toBeUndefined();
    expect(cachedPicture("/images/../package.json")).toBeUndefined();
    expect(cachedPicture("/stories/a.json")).toBeUndefined();
  });

  it("names a missing picture", async () => {
    await expect(prepareImage("images/nope.jpg")).rejects.toThrow(
      "content/images/nope.jpg does not exist",
    );
  });
});

describe("cardImage", () => {
  const prepared = (widths: number[], height: number): PreparedImage => {
    const srcSet = (extension: string) =>
      widths.map((w) => `/images/p-${w}.${extension} ${w}w`).join(", ");
    const widest = widths.at(-1)!;
    return {
      imageUrl: `/images/p-${widest}.jpg`,
      imageWidth: widest,
      imageHeight: height,
      imageSrcSet: srcSet("jpg"),
      imageSources: [
        { type: "image/avif", srcSet: srcSet("avif") },
        { type: "image/webp", srcSet: srcSet("webp") },
      ],
    };
  };

  it("keeps the 480 and 800 px variants, the 800 as src with its own size", () => {
    expect(cardImage(prepared([480, 800, 1200, 1600], 900))).toEqual({
      imageUrl: "/images/p-800.jpg",
      imageWidth: 800,
      imageHeight: 450,
      imageSrcSet: "/images/p-480.jpg 480w, /images/p-800.jpg 800w",
      imageSources: [
        { type: "image/avif", srcSet: "/images/p-480.avif 480w, /images/p-800.avif 800w" },
        { type: "image/webp", srcSet: "/images/p-480.webp 480w, /images/p-800.webp 800w" },
      ],
    });
  });

  it("keeps a picture narrower than a card as it is", () => {
    expect(cardImage(prepared([640], 480))).toMatchObject({
      imageUrl: "/images/p-640.jpg",
      imageWidth: 640,
      imageHeight: 480,
      imageSrcSet: "/images/p-640.jpg 640w",
    });
  });
});

describe("prepareStoryImages", () => {
  /** The content folder is read when the module loads: a copy with one file that is no picture. */
  async function withBrokenPicture() {
    const dir = makeTempDir("story-images-content");
    fs.mkdirSync(path.join(dir, "images"));
    fs.copyFileSync(
      path.join(__dirname, "..", "..", "content", "images", "riverfront-dusk.jpg"),
      path.join(dir, "images", "riverfront-dusk.jpg"),
    );
    fs.writeFileSync(path.join(dir, "images", "notes.jpg"), "not a picture");
    const previous = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = dir;
    try {
      let loaded: typeof import("../../src/node/storyImages") | undefined;
      jest.isolateModules(() => {
        loaded = jest.requireActual<typeof import("../../src/node/storyImages")>(
          "../../src/node/storyImages",
        );
      });
      return loaded!;
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
    }
  }

  it("makes each local picture once and reports a file that is no picture on its story", async () => {
    const { prepareStoryImages } = await withBrokenPicture();
    const { images, problems } = await prepareStoryImages(
      [
        { image: { src: "images/riverfront-dusk.jpg", alt: "a" } },
        { image: { src: "https://example.com/a.jpg", alt: "b", width: 4, height: 3 } },
        { image: { src: "images/notes.jpg", alt: "c" } },
        {},
        { image: { src: "images/riverfront-dusk.jpg", alt: "d" } },
      ],
      ["stories/a.json", "stories/b.json", "stories/c.json", "stories/d.json", "stories/e.json"],
    );
    expect([...images.keys()]).toEqual(["images/riverfront-dusk.jpg"]);
    expect(problems).toEqual([
      {
        file: "content/stories/c.json",
        field: "image.src",
        message:
          "content/images/notes.jpg is not a picture the build can read; save it as JPEG or PNG",
      },
    ]);
  });
});
