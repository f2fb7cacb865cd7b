import fs from "fs";
import path from "path";
import type { Node, NodePluginArgs } from "gatsby";
import { contentFileAt } from "../content/contentFiles";
import { jsonProblem } from "../content/prepareContent";
import type { ContentProblem } from "../content/problems";
import { contentDir, contentPaths } from "./contentDir";

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

interface ContentFiles {
  /** Each content file that is JSON, parsed, by its path under content/. */
  input: Record<string, unknown>;
  /** Files that are not JSON. */
  unreadable: ContentProblem[];
}

/**
 * Every content file as it is on disk now, read once: the files are the truth. Gatsby's store
 * can still hold the File node of a file deleted since a warm build's last run, and in
 * development can show an earlier version of a node made again a moment ago.
 */
export function readContentFiles(dir: string): ContentFiles {
  const input: Record<string, unknown> = {};
  const unreadable: ContentProblem[] = [];
  for (const file of contentPaths(dir)) {
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    const problem = jsonProblem(file, source);
    if (problem) unreadable.push(problem);
    else input[file] = JSON.parse(source);
  }
  return { input, unreadable };
}

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
