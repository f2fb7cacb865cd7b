import fs from "fs";
import os from "os";
import path from "path";
import type { Node } from "gatsby";
import { RAW_CONTENT_TYPE } from "../../src/model/contentSpec";
import { contentDir } from "../../src/node/contentDir";
import { CONTENT_SOURCE, type syncContentNodes } from "../../src/node/contentNodes";

/**
 * Gatsby's node store and actions, as far as syncContentNodes uses them, holding the files
 * (path under the content folder to their text) as the filesystem source and the JSON
 * transformer would. `deleted` files keep their nodes, as a warm build's cache does, but are
 * no longer on disk.
 */
export function fakeGatsby(files: Record<string, string>, deleted: readonly string[] = []) {
  const deletedPaths = new Set(deleted.map((file) => path.join(contentDir, file)));
  const nodes = new Map<string, Node>();
  const add = (node: Record<string, unknown>) =>
    nodes.set(String(node.id), node as unknown as Node);
  for (const [relativePath, source] of Object.entries(files)) {
    const fileId = `file:${relativePath}`;
    add({
      id: fileId,
      parent: null,
      children: [],
      internal: { type: "File", contentDigest: source, owner: "gatsby-source-filesystem" },
      sourceInstanceName: CONTENT_SOURCE,
      relativePath,
      absolutePath: path.join(contentDir, relativePath),
      source,
    });
    let data: Record<string, unknown> | undefined;
    try {
      data = JSON.parse(source) as Record<string, unknown>;
    } catch {
      continue; // gatsby-transformer-json makes no node of a file that is not JSON
    }
    // As gatsby-transformer-json does: its own id for the node, the file's `id` as `jsonId`.
    const { id, ...rest } = data;
    add({
      ...rest,
      ...(id === undefined ? {} : { jsonId: id }),
      id: `raw:${relativePath}`,
      parent: fileId,
      children: [],
      internal: { type: RAW_CONTENT_TYPE, contentDigest: source, owner: "gatsby-transformer-json" },
    });
  }
  const reporter = { panicOnBuild: jest.fn(), success: jest.fn(), info: jest.fn() };
  const args = {
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
    createNodeId: (key: string) => `id:${key}`,
    createContentDigest: (data: unknown) => JSON.stringify(data),
    loadNodeContent: async (node: Node) => String((node as Node & { source: string }).source),
    actions: {
      createNode: jest.fn(async (node: Record<string, unknown>) => void add(node)),
      deleteNode: jest.fn((node: Node) => void nodes.delete(node.id)),
    },
    reporter,
    publicDir: fs.mkdtempSync(path.join(os.tmpdir(), "content-nodes-")),
    fileExists: (absolutePath: string) => !deletedPaths.has(absolutePath),
  };
  return { nodes, args: args as unknown as Parameters<typeof syncContentNodes>[0], reporter };
}
