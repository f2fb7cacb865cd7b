/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { prepareImage } from "../../src/node/storyImages";

describe("prepareImage", () => {
  it("makes AVIF, WebP and the original format at each width up to the picture's own", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "story-images-"));
    const image = await prepareImage("images/riverfront-dusk.jpg", publicDir);
    expect(image).toMatchObject({ imageWidth: 960, imageHeight: 540 });
    expect(image.imageUrl).toMatch(/^\/images\/riverfront-dusk-[0-9a-f]{8}-960\.jpg$/);
    expect(image.imageSources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.imageSources[0]?.srcSet).toMatch(
      /-480\.avif 480w, .*-800\.avif 800w, .*-960\.avif 960w$/,
    );
    for (const srcSet of [image.imageSrcSet, ...image.imageSources.map((s) => s.srcSet)]) {
      for (const entry of srcSet.split(", ")) {
        const file = entry.split(" ")[0]!;
        expect(fs.existsSync(path.join(publicDir, file))).toBe(true);
      }
    }
  });

  it("names a missing picture", async () => {
    await expect(prepareImage("images/nope.jpg", os.tmpdir())).rejects.toThrow(
      "content/images/nope.jpg does not exist",
    );
  });
});
