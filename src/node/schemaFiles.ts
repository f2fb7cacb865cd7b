import type { ContentFileSpec } from "../model/contentSpec";
import { buildJsonSchema } from "../model/jsonSchema";

/** The text of every `content/schemas/*.schema.json` file, keyed by file name. */
export function renderSchemaFiles(
  files: readonly ContentFileSpec[],
  categoryIds: readonly string[],
): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const file of files) {
    outputs[`${file.schemaName}.schema.json`] =
      `${JSON.stringify(buildJsonSchema(file, categoryIds), null, 2)}\n`;
  }
  return outputs;
}
