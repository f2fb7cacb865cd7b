import fs from "fs";
import { createRequire } from "module";
import path from "path";

// Gatsby bundles gatsby-node, where a bare require.resolve does not survive: resolve from the site.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));

/**
 * Copies Decap CMS's standalone bundle (it carries its own React) from the decap-cms package into
 * `public/admin/`, next to the editor page from `static/admin/`: the editor loads nothing from a
 * CDN, and the readers' pages never load any of it. Source maps stay behind.
 */
export function copyCmsBundle(publicDir: string) {
  const dist = path.dirname(siteRequire.resolve("decap-cms/dist/decap-cms.js"));
  const target = path.join(publicDir, "admin");
  fs.mkdirSync(target, { recursive: true });
  for (const file of fs.readdirSync(dist)) {
    if (/(^|\.)decap-cms\.js$/.test(file) || file.endsWith(".wasm")) {
      fs.copyFileSync(path.join(dist, file), path.join(target, file));
    }
  }
}
