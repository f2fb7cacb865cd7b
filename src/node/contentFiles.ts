import fs from "fs";
import path from "path";
import type { Node, NodePluginArgs } from "gatsby";
import { contentFileAt } from "../content/contentFiles";
import { contentDir } from "./contentDir";

/** The name gatsby-config gives the content folder's gatsby-source-filesystem instance. */
export const CONTENT_SOURCE = "content";

type FileNode = Node & {
  sourceInstanceName?: string;
  relativePath?: string;
  absolutePath?: string;
};

/** Nodes gatsby-source-filesystem made of the files in content/ (the schemas are left out). */
export const isContentFile = (node: Node, dir: string = contentDir): node is FileNode => {
  // A File node's fields are gatsby-source-filesystem's; Gatsby types every node as Node.
  const file = node as FileNode;
  return (
    node.internal.type === "File" &&
    file.sourceInstanceName === CONTENT_SOURCE &&
    (file.absolutePath ?? "").startsWith(`${dir}${path.sep}`) &&
    contentFileAt(file.relativePath ?? "") !== undefined
  );
};

/** The File node gatsby-source-filesystem made of each content file, the parent of its nodes. */
export function fileNodeIds(
  getNodesByType: NodePluginArgs["getNodesByType"],
  dir: string,
): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const file of getNodesByType("File")) {
    if (isContentFile(file, dir) && file.relativePath) ids[file.relativePath] = file.id;
  }
  return ids;
}

/** Whether a file a story names (its picture) is in the content folder. */
export function localFileExists(dir: string, relativePath: string): boolean {
  const absolute = path.join(dir, relativePath);
  return fs.existsSync(absolute) && fs.statSync(absolute).isFile();
}
