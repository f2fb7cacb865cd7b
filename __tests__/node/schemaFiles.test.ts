/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentFileAt, contentFiles, schemaPointer } from "../../src/content/contentFiles";
import { storySpec } from "../../src/content/specs/stories";
import { writeCmsConfig } from "../../src/node/cmsBundle";
import { contentDir, monthsIn } from "../../src/node/contentDir";
import {
  renderCmsConfig,
  renderEditorSettings,
  renderSchemaFiles,
  renderStoryFieldsFile,
  STORY_FIELDS_FILE,
} from "../../src/node/schemaFiles";
import { siteUrl } from "../../src/node/siteUrl";
import { readAllContent, readContent } from "../support/content";
import { makeTempDir } from "../support/tempDir";

const SCHEMA_DIR = path.join(__dirname, "..", "..", "content", "schemas");

describe("JSON Schemas for editors", () => {
  const expected = renderSchemaFiles(contentFiles);

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
    // A story lies in the folder of its month: content/stories/2026/11/<slug>.json.
    expect(settings["json.schemas"].flatMap((entry) => entry.fileMatch).sort()).toEqual(
      contentFiles
        .map((file) => `/content/${file === storySpec ? "stories/*/*/*.json" : file.path}`)
        .sort(),
    );
  });

  it(`${STORY_FIELDS_FILE} holds every story field of the model (run npm run schemas)`, () => {
    const written = fs.readFileSync(path.join(__dirname, "..", "..", STORY_FIELDS_FILE), "utf8");
    expect(written).toBe(renderStoryFieldsFile(contentFiles));
    // Nested groups spelled out, the Markdown left to its HTML, the computed fields included.
    expect(written).toContain("    image {\n      src\n      alt\n");
    expect(written).not.toMatch(/^\s+body$/m);
    expect(written).toMatch(/^\s+bodyHtml$/m);
  });

  it("list no content values, so a new section never makes them stale", () => {
    // The sections' ids are the validator's to check (it names file and field), not the schema's.
    const schemas = Object.values(expected).join("\n");
    const { categories } = readContent<{ categories: { id: string }[] }>("categories.json");
    for (const { id } of categories) expect(schemas).not.toContain(`"${id}"`);
  });

  it("the build writes the content editor's configuration from the model and site.json", () => {
    const publicDir = makeTempDir("cms-config");
    writeCmsConfig(publicDir);
    const { cms } = readContent<{ cms: { repository: string; branch: string } }>("site.json");
    const months = monthsIn(contentDir);
    const newest = months[storySpec.folder]?.[0];
    expect(newest).toMatch(/^\d{4}\/\d{2}$/);
    expect(fs.readFileSync(path.join(publicDir, "admin", "config.json"), "utf8")).toBe(
      renderCmsConfig(contentFiles, { cms, siteUrl, months }),
    );
    const config = JSON.parse(
      fs.readFileSync(path.join(publicDir, "admin", "config.json"), "utf8"),
    ) as { backend: unknown; collections: { folder?: string }[] };
    expect(config).toMatchObject({ backend: { repo: cms.repository, branch: cms.branch } });
    // The stories' newest month has a list of its own.
    expect(config.collections.map((collection) => collection.folder)).toContain(
      `content/${storySpec.folder}/${newest}`,
    );
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it("the build leaves the editor's configuration to the validator when site.json is unreadable", () => {
    const publicDir = makeTempDir("cms-config");
    const contentDir = makeTempDir("cms-content");
    fs.writeFileSync(path.join(contentDir, "site.json"), "{ not json");
    const previous = process.env.CONTENT_DIR;
    jest.isolateModules(() => {
      process.env.CONTENT_DIR = contentDir;
      const isolated = jest.requireActual<typeof import("../../src/node/cmsBundle")>(
        "../../src/node/cmsBundle",
      );
      expect(() => isolated.writeCmsConfig(publicDir)).not.toThrow();
    });
    process.env.CONTENT_DIR = previous;
    expect(fs.existsSync(path.join(publicDir, "admin", "config.json"))).toBe(false);
    fs.rmSync(publicDir, { recursive: true, force: true });
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it("every content file points its editor at its schema", () => {
    for (const [filePath, raw] of Object.entries(readAllContent())) {
      const file = contentFileAt(filePath);
      expect(file).toBeDefined();
      expect((raw as { $schema?: string }).$schema).toBe(schemaPointer(file!));
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
