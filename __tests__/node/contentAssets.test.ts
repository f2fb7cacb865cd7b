/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { Node } from "gatsby";
import { SECTION_LAYOUT } from "../../src/model/sectionLayout";
import {
  noContentAssets,
  serveContentAssets,
  writeContentAssets,
} from "../../src/node/contentAssets";
import { syncContentNodes } from "../../src/node/contentNodes";
import { readAllContent } from "../support/content";
import { fakeGatsby } from "../support/fakeGatsby";
import { makeTempDir } from "../support/tempDir";

type Fields = Record<string, unknown>;

/** The nodes sourcing makes of the test's content. */
async function sourcedNodes() {
  const files = Object.fromEntries(
    Object.entries(readAllContent()).map(([file, data]) => [file, JSON.stringify(data)]),
  );
  const { nodes, args } = fakeGatsby(files);
  const assets = noContentAssets();
  expect(await syncContentNodes(args, { assets })).toBe(true);
  const ofType = (type: string) =>
    [...nodes.values()].filter((node) => node.internal.type === type) as (Node & Fields)[];
  return { ofType, assets, pictures: assets.pictures };
}

describe("the files the content makes beside its pages", () => {
  it("writes each section's later stories where its Category node says, as cards only", async () => {
    const { ofType, assets } = await sourcedNodes();
    const publicDir = makeTempDir("content-assets");
    fs.mkdirSync(path.join(publicDir, "stories"));
    fs.writeFileSync(path.join(publicDir, "stories", "sports-old.json"), "[]");
    writeContentAssets(assets, publicDir);

    const sports = ofType("Category").find((category) => category.id === "sports")!;
    const written = JSON.parse(
      fs.readFileSync(path.join(publicDir, String(sports.storiesPath)), "utf8"),
    ) as Fields[];
    const cards = ofType("Article")
      .filter((article) => article.category === "sports")
      .sort((a, b) => Number(a.position) - Number(b.position));
    expect(written.map((card) => card.articleId)).toEqual(
      cards.slice(SECTION_LAYOUT.initialCount).map((card) => card.articleId),
    );
    expect(written[0]).toMatchObject({ category: "sports", title: expect.any(String) });
    // The model's fields of a card, none of Gatsby's.
    const gatsbyKeys = ["id", "internal", "parent", "children"];
    expect(Object.keys(written[0]!).filter((key) => gatsbyKeys.includes(key))).toEqual([]);
    // A list of an earlier build is gone; there is one list per section.
    expect(fs.readdirSync(path.join(publicDir, "stories"))).toHaveLength(ofType("Category").length);
  });

  it("records the pictures stories and their live updates show from other hosts", async () => {
    const { assets } = await sourcedNodes();
    const stories = Object.entries(readAllContent())
      .filter(([file]) => file.startsWith("stories/"))
      .map(
        ([, data]) => data as { image?: { src: string }; updates?: { image?: { src: string } }[] },
      );
    const remote = stories
      .flatMap((story) => [story.image, ...(story.updates ?? []).map((update) => update.image)])
      .flatMap((image) => (image?.src.startsWith("https://") ? [image.src] : []));
    // The tests' content has one on a live update.
    expect(remote.some((src) => src.startsWith("https://images.example.org/"))).toBe(true);
    expect([...assets.remotePictures].sort()).toEqual([...new Set(remote)].sort());
  });

  it("copies every picture file the stories and cards name from the cache into public/", async () => {
    const { ofType, assets, pictures } = await sourcedNodes();
    // Every address a story's or a card's picture names, and nothing else.
    const named = new Set(
      [...ofType("Story"), ...ofType("Article")].flatMap((node) =>
        [
          node.imageUrl,
          node.imageSrcSet,
          ...((node.imageSources ?? []) as { srcSet: string }[]).map((source) => source.srcSet),
        ]
          .flatMap((value) => (typeof value === "string" ? value.split(", ") : []))
          .map((entry) => entry.split(" ")[0]!)
          .filter((address) => address.startsWith("/images/")),
      ),
    );
    expect([...pictures].sort()).toEqual([...named].sort());
    expect([...pictures].filter((address) => address.endsWith(".avif")).length).toBeGreaterThan(0);
    const publicDir = makeTempDir("content-assets");
    writeContentAssets(assets, publicDir);
    for (const address of pictures) {
      expect(fs.statSync(path.join(publicDir, address)).size).toBeGreaterThan(0);
    }
    const unmade = { ...assets, pictures: new Set(["/images/never-made-480.avif"]) };
    expect(() => writeContentAssets(unmade, publicDir)).toThrow(
      "The picture /images/never-made-480.avif a story names was not made",
    );
  });

  it("serves the same files in development, and passes on every other address", async () => {
    const { assets, pictures } = await sourcedNodes();
    const routes = new Map<
      string,
      Parameters<Parameters<typeof serveContentAssets>[0]["get"]>[1]
    >();
    serveContentAssets({ get: (route, handler) => void routes.set(route, handler) }, assets);
    const request = (route: string, address: string) => {
      const response = { json: jest.fn(), sendFile: jest.fn() };
      const next = jest.fn();
      routes.get(route)!({ path: address }, response, next);
      return { ...response, next };
    };

    const [listAddress, list] = [...assets.storyLists][0]!;
    expect(request("/stories/:name", listAddress).json).toHaveBeenCalledWith(list);
    expect(request("/stories/:name", "/stories/none.json").next).toHaveBeenCalled();

    const picture = [...pictures][0]!;
    const served = request("/images/:name", picture);
    expect(served.sendFile).toHaveBeenCalledWith(expect.stringContaining(path.basename(picture)));
    expect(request("/images/:name", "/images/not-named-480.avif").next).toHaveBeenCalled();
  });
});
