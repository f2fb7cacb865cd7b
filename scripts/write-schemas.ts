// Writes content/schemas/*.schema.json from the content model (src/model/contentSpec.ts).
// Run `npm run schemas` after changing the model; a unit test fails while they are stale.
import fs from "fs";
import path from "path";
import { contentFiles } from "../src/model/contentSpec";
import { renderSchemaFiles } from "../src/node/schemaFiles";

const contentDir = path.join(__dirname, "..", "content");
const categories = JSON.parse(
  fs.readFileSync(path.join(contentDir, "categories.json"), "utf8"),
) as {
  categories: { id: string }[];
};
const outputs = renderSchemaFiles(
  contentFiles,
  categories.categories.map((category) => category.id),
);
fs.mkdirSync(path.join(contentDir, "schemas"), { recursive: true });
for (const [name, text] of Object.entries(outputs)) {
  fs.writeFileSync(path.join(contentDir, "schemas", name), text);
  console.log(`wrote content/schemas/${name}`);
}
