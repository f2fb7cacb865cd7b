import { buildCmsConfig, type CmsOptions } from "../model/cmsConfig";
import type { ContentFileSpec } from "../model/contentSpec";
import { buildJsonSchema } from "../model/jsonSchema";

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
    bySchema.set(file.schemaName, [
      ...(bySchema.get(file.schemaName) ?? []),
      `/content/${file.path}`,
    ]);
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
