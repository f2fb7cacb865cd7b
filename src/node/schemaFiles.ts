import { buildCmsConfig, type CmsOptions } from "../content/cmsConfig";
import type { ContentFileSpec } from "../content/types";
import { buildJsonSchema } from "../content/jsonSchema";
import { buildFragment } from "./buildTypeDefs";

/** The story page's fragment of every field the model gives a story, written from the model. */
export const STORY_FIELDS_FILE = "src/components/StoryPage/storyFields.ts";

/** The text of `STORY_FIELDS_FILE`, as Prettier formats it. */
export function renderStoryFieldsFile(files: readonly ContentFileSpec[]): string {
  const fragment = buildFragment("Story", "StoryFields", files)
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
  return `// Written by \`npm run schemas\` from the content model; a unit test fails while it is stale.
import { graphql } from "gatsby";

/**
 * Every field the content model gives a story, its own and those the build computes: the story
 * page spreads it, so a field added to the model reaches the page with no change to its query.
 */
export const storyFieldsFragment = graphql\`
${fragment}
\`;
`;
}

/** The text of every `content/schemas/*.schema.json` file, keyed by file name. */
export function renderSchemaFiles(files: readonly ContentFileSpec[]): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const file of files) {
    outputs[`${file.schemaName}.schema.json`] =
      `${JSON.stringify(buildJsonSchema(file), null, 2)}\n`;
  }
  return outputs;
}

/**
 * `.vscode/settings.json`: points each content file at its schema, so the editor underlines
 * mistakes while an editor types (the files' own `$schema` does the same for other tools).
 */
export function renderEditorSettings(files: readonly ContentFileSpec[]): string {
  const bySchema = new Map<string, string[]>();
  for (const file of files) {
    // A story lies in its month folder: content/stories/2026/11/<slug>.json.
    const files = file.monthFolders ? `${file.folder}/*/*/*.json` : file.path;
    bySchema.set(file.schemaName, [...(bySchema.get(file.schemaName) ?? []), `/content/${files}`]);
  }
  const settings = {
    "json.validate.enable": true,
    "json.schemas": [...bySchema].map(([schemaName, fileMatch]) => ({
      fileMatch,
      url: `./content/schemas/${schemaName}.schema.json`,
    })),
  };
  return `${JSON.stringify(settings, null, 2)}\n`;
}

/** `public/admin/config.json`: Decap CMS's configuration, loaded by static/admin/cms.js. */
export function renderCmsConfig(files: readonly ContentFileSpec[], options: CmsOptions): string {
  return `${JSON.stringify(buildCmsConfig(files, options), null, 2)}\n`;
}
