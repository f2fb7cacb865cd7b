/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { Node } from "gatsby";
import { ContentSync } from "../../src/node/contentSync";
import { fakeGatsby, ofType, shippedFiles } from "../support/fakeGatsby";

describe("ContentSync", () => {
  const fileNode = (nodes: Map<string, Node>, file: string) => nodes.get(`file:${file}`)!;

  it("syncs saved edits once they settle, in development, after sourcing and not before", async () => {
    const files = shippedFiles();
    const { nodes, args, dir } = fakeGatsby(files);
    const sync = new ContentSync(5);
    // Gatsby calls onCreateNode for every File node while sourcing: those are not edits.
    sync.fileChanged({ ...args, node: fileNode(nodes, "categories.json") });
    await sync.settled();
    expect(args.actions.createNode).not.toHaveBeenCalled();

    await sync.source(args);
    expect(nodes.get("sports")).toMatchObject({ title: "Sports" });
    // Gatsby keeps the content's nodes between builds; the sync deletes what content lost.
    expect(args.actions.enableStatefulSourceNodes).toHaveBeenCalled();
    jest.mocked(args.actions.createNode).mockClear();

    const categories = JSON.parse(files["categories.json"]!) as {
      categories: { title: string }[];
    };
    categories.categories[9]!.title = "Sports and Recreation";
    fs.writeFileSync(path.join(dir, "categories.json"), JSON.stringify(categories));
    // Several saves at once (a checkout) make one sync.
    for (const file of ["categories.json", "faq.json", "categories.json"]) {
      sync.fileChanged({ ...args, node: fileNode(nodes, file) });
    }
    await sync.settled();
    expect(nodes.get("sports")).toMatchObject({ title: "Sports and Recreation" });
    // Only what changed is made again.
    const made = jest.mocked(args.actions.createNode).mock.calls.map(([node]) => node.id);
    expect(made).toContain("sports");
    expect(made).not.toContain("privacy");
  });

  it("says a broken edit once, keeps the last good nodes, and says when the content is valid again", async () => {
    const files = shippedFiles();
    const { nodes, args, reporter, dir } = fakeGatsby(files);
    const sync = new ContentSync(5);
    await sync.source(args);
    const broken = files["faq.json"]!.replace('"title":', '"title"');
    fs.writeFileSync(path.join(dir, "faq.json"), broken);
    for (let save = 0; save < 2; save += 1) {
      sync.fileChanged({ ...args, node: fileNode(nodes, "faq.json") });
      await sync.settled();
    }
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(ofType(nodes, "FaqContent")).toHaveLength(1);

    fs.writeFileSync(path.join(dir, "faq.json"), files["faq.json"]!);
    sync.fileChanged({ ...args, node: fileNode(nodes, "faq.json") });
    await sync.settled();
    expect(reporter.success).toHaveBeenCalledWith("Content is valid again; the site shows it.");
  });
});
