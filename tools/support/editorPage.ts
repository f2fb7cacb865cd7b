import fs from "node:fs";
import path from "node:path";
import { storySpec } from "../../src/content/specs/stories";
import type { ContentOf } from "../../src/content/types";
import { DESK_INDEX_FILE } from "../../src/model/deskIndex";
import { storyPath } from "../../src/model/pageIds";
import { copyCmsBundle, writeCmsConfig } from "../../src/node/cmsBundle";
import { buildCmsPreview } from "../../src/node/cmsPreview";
import { contentPaths } from "../../src/node/contentDir";
import { renderDeskIndex } from "../../src/node/writeSiteFiles";

const ROOT = path.join(__dirname, "..", "..");

/** What the benches and tests read of the editor's configuration. */
export interface EditorConfig {
  backend: Record<string, unknown>;
  local_backend?: unknown;
  collections: { name: string; label: string; folder?: string }[];
}

/**
 * The editor's page as a build of `contentFolder` writes it, into `dir`/admin/: static/admin,
 * Decap's bundle, the previews, the configuration with its month collections, and the desk's
 * index of the stories published now. Returns the configuration.
 */
export async function writeEditorFiles(dir: string, contentFolder: string): Promise<EditorConfig> {
  fs.cpSync(path.join(ROOT, "static", "admin"), path.join(dir, "admin"), { recursive: true });
  copyCmsBundle(dir);
  writeCmsConfig(dir, contentFolder);
  await buildCmsPreview(dir, contentFolder);
  const stories = contentPaths(contentFolder, [storySpec]).map((file) => {
    const text = fs.readFileSync(path.join(contentFolder, file), "utf8");
    const story = JSON.parse(text) as ContentOf<typeof storySpec>;
    return { ...story, path: storyPath(story.section, story.slug, story.language) };
  });
  fs.writeFileSync(path.join(dir, DESK_INDEX_FILE), renderDeskIndex(stories, Date.now()));
  return JSON.parse(
    fs.readFileSync(path.join(dir, "admin", "config.json"), "utf8"),
  ) as EditorConfig;
}
