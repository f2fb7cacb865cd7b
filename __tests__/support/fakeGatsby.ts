import fs from "fs";
import path from "path";
import type { Node } from "gatsby";
import { contentDir } from "../../src/node/contentDir";
import { CONTENT_SOURCE } from "../../src/node/contentFiles";
import type { ContentSync } from "../../src/node/contentSync";
import { readAllContent } from "./content";
import { makeTempDir } from "./tempDir";

/**
 * A content folder of the given files (path under the folder to their text) with the pictures
 * of the test's content, and Gatsby's node store and actions as far as syncContentNodes uses
 * them, holding the File node gatsby-source-filesystem makes of each file. `deleted` files keep
 * their File nodes, as a warm build's cache does, but are no longer on disk.
 */
export function fakeGatsby(files: Record<string, string>, deleted: readonly string[] = []) {
  // Under the test file's own temporary folder (support/setup.ts), removed after its tests.
  const dir = makeTempDir("content");
  fs.symlinkSync(path.join(contentDir, "images"), path.join(dir, "images"));
  const nodes = new Map<string, Node>();
  for (const [relativePath, source] of Object.entries(files)) {
    const absolutePath = path.join(dir, relativePath);
    if (!deleted.includes(relativePath)) {
      fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
      fs.writeFileSync(absolutePath, source);
    }
    const id = `file:${relativePath}`;
    nodes.set(id, {
      id,
      parent: null,
      children: [],
      internal: { type: "File", contentDigest: source, owner: "gatsby-source-filesystem" },
      sourceInstanceName: CONTENT_SOURCE,
      relativePath,
      absolutePath,
    } as unknown as Node);
  }
  const add = (node: Record<string, unknown>) =>
    nodes.set(String(node.id), node as unknown as Node);
  const reporter = {
    panicOnBuild: jest.fn(),
    success: jest.fn(),
    info: jest.fn(),
    error: jest.fn(),
  };
  const args = {
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
    createNodeId: (key: string) => `id:${key}`,
    createContentDigest: (data: unknown) => JSON.stringify(data),
    actions: {
      createNode: jest.fn(async (node: Record<string, unknown>) => void add(node)),
      deleteNode: jest.fn((node: Node) => void nodes.delete(node.id)),
      enableStatefulSourceNodes: jest.fn(),
    },
    reporter,
    contentDir: dir,
  };
  return { nodes, args: args as unknown as Parameters<ContentSync["source"]>[0], reporter, dir };
}

/** The test's content files, as the text fakeGatsby writes. */
export const shippedFiles = () =>
  Object.fromEntries(
    Object.entries(readAllContent()).map(([file, data]) => [file, JSON.stringify(data)]),
  );

/** The nodes of one type in a fake node store. */
export const ofType = (nodes: Map<string, Node>, type: string) =>
  [...nodes.values()].filter((node) => node.internal.type === type) as (Node &
    Record<string, unknown>)[];
