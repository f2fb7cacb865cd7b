/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentFileAt, contentFiles } from "../../src/model/contentSpec";
import {
  renderCmsConfig,
  renderEditorSettings,
  renderSchemaFiles,
} from "../../src/node/schemaFiles";
import { siteUrl } from "../../src/node/siteUrl";
import { readAllContent, readContent } from "../support/content";

const SCHEMA_DIR = path.join(__dirname, "..", "..", "content", "schemas");

describe("JSON Schemas for editors", () => {
  const categoryIds = readContent<{ categories: { id: string }[] }>(
    "categories.json",
  ).categories.map((category) => category.id);
  const expected = renderSchemaFiles(contentFiles, categoryIds);

  it.each(Object.keys(expected))(
    "content/schemas/%s matches the content model (run npm run schemas)",
    (name) => {
      expect(fs.readFileSync(path.join(SCHEMA_DIR, name), "utf8")).toBe(expected[name]);
    },
  );

  it(".vscode/settings.json points every content file at its schema (run npm run schemas)", () => {
    const settingsPath = path.join(SCHEMA_DIR, "..", "..", ".vscode", "settings.json");
    expect(JSON.parse(fs.readFileSync(settingsPath, "utf8"))).toEqual(
      JSON.parse(renderEditorSettings(contentFiles)),
    );
    const settings = JSON.parse(renderEditorSettings(contentFiles)) as {
      "json.schemas": { fileMatch: string[] }[];
    };
    expect(settings["json.schemas"].flatMap((entry) => entry.fileMatch).sort()).toEqual(
      contentFiles.map((file) => `/content/${file.path}`).sort(),
    );
  });

  it("static/admin/config.json is the content editor's configuration for the model (run npm run schemas)", () => {
    const configPath = path.join(SCHEMA_DIR, "..", "..", "static", "admin", "config.json");
    const { cms } = readContent<{ cms: { repository: string; branch: string } }>("site.json");
    expect(fs.readFileSync(configPath, "utf8")).toBe(
      renderCmsConfig(contentFiles, { cms, siteUrl }),
    );
  });

  it("every content file points its editor at its schema", () => {
    for (const [filePath, raw] of Object.entries(readAllContent())) {
      const file = contentFileAt(filePath);
      expect(file).toBeDefined();
      expect((raw as { $schema?: string }).$schema).toMatch(
        new RegExp(`schemas/${file?.schemaName}\\.schema\\.json$`),
      );
    }
  });

  it("lists required fields and forbids unknown ones", () => {
    const schema = JSON.parse(expected["categories.schema.json"]!) as {
      properties: { categories: { items: { required: string[]; additionalProperties: boolean } } };
    };
    expect(schema.properties.categories.items.required).toEqual([
      "id",
      "title",
      "description",
      "navLabel",
    ]);
    expect(schema.properties.categories.items.additionalProperties).toBe(false);
  });
});
