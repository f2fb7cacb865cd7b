// Writes content/schemas/*.schema.json, .vscode/settings.json and the story page's fragment of
// every story field (src/components/StoryPage/storyFields.ts) from the content model
// (src/content/contentFiles.ts). Run `npm run schemas` after changing the model; a unit test fails
// while they are stale. They hold nothing from the content itself, so no content edit makes them
// stale. (The content editor's configuration is written by every build: src/node/cmsBundle.ts.)
import fs from "fs";
import path from "path";
import * as prettier from "prettier";
import { contentFiles } from "../src/content/contentFiles";
import {
  renderEditorSettings,
  renderSchemaFiles,
  renderStoryFieldsFile,
  STORY_FIELDS_FILE,
} from "../src/node/schemaFiles";

const root = path.join(__dirname, "..");
const schemaDir = path.join(root, "content", "schemas");
fs.mkdirSync(schemaDir, { recursive: true });
for (const [name, text] of Object.entries(renderSchemaFiles(contentFiles))) {
  fs.writeFileSync(path.join(schemaDir, name), text);
  console.log(`wrote content/schemas/${name}`);
}

fs.writeFileSync(path.join(root, STORY_FIELDS_FILE), renderStoryFieldsFile(contentFiles));
console.log(`wrote ${STORY_FIELDS_FILE}`);

// Formatted as Prettier would, so the format check passes without a second step.
void prettier.format(renderEditorSettings(contentFiles), { parser: "json" }).then((settings) => {
  fs.mkdirSync(path.join(root, ".vscode"), { recursive: true });
  fs.writeFileSync(path.join(root, ".vscode", "settings.json"), settings);
  console.log("wrote .vscode/settings.json");
});
