// Writes content/schemas/*.schema.json, .vscode/settings.json and the content editor's
// static/admin/config.json from the content model (src/model/contentSpec.ts). Run `npm run schemas` after changing the model; a unit test
// fails while they are stale.
import fs from "fs";
import path from "path";
import * as prettier from "prettier";
import { categoriesSpec, contentFiles, siteSpec } from "../src/model/contentSpec";
import { siteUrl } from "../src/node/siteUrl";
import { renderCmsConfig, renderEditorSettings, renderSchemaFiles } from "../src/node/schemaFiles";

const root = path.join(__dirname, "..");
const contentDir = path.join(root, "content");
const categories = JSON.parse(
  fs.readFileSync(path.join(contentDir, categoriesSpec.path), "utf8"),
) as { categories: { id: string }[] };
const outputs = renderSchemaFiles(
  contentFiles,
  categories.categories.map((category) => category.id),
);
fs.mkdirSync(path.join(contentDir, "schemas"), { recursive: true });
for (const [name, text] of Object.entries(outputs)) {
  fs.writeFileSync(path.join(contentDir, "schemas", name), text);
  console.log(`wrote content/schemas/${name}`);
}
const site = JSON.parse(fs.readFileSync(path.join(contentDir, siteSpec.path), "utf8")) as {
  cms: { repository: string; branch: string; authUrl?: string };
};
fs.writeFileSync(
  path.join(root, "static", "admin", "config.json"),
  renderCmsConfig(contentFiles, { cms: site.cms, siteUrl }),
);
console.log("wrote static/admin/config.json");

// Formatted as Prettier would, so the format check passes without a second step.
void prettier.format(renderEditorSettings(contentFiles), { parser: "json" }).then((settings) => {
  fs.mkdirSync(path.join(root, ".vscode"), { recursive: true });
  fs.writeFileSync(path.join(root, ".vscode", "settings.json"), settings);
  console.log("wrote .vscode/settings.json");
});
