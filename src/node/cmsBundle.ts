import fs from "fs";
import { createRequire } from "module";
import path from "path";
import type { CmsOptions } from "../content/cmsConfig";
import { contentFiles } from "../content/contentFiles";
import { siteSpec } from "../content/specs/site";
import { contentDir, monthsIn } from "./contentDir";
import { renderCmsConfig } from "./schemaFiles";
import { siteUrl } from "./siteUrl";

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

/**
 * Writes the editor's configuration (`public/admin/config.json`, loaded by static/admin/cms.js)
 * from the content model, `site.json` › `cms` and the month folders the stories fill (the newest
 * have collections of their own). Written by every build rather than committed, so that a change
 * to site.json never leaves a stale copy behind. A site.json that cannot be read is left to the
 * content validator, which reports it by file and field.
 */
export function writeCmsConfig(publicDir: string, dir = contentDir) {
  let cms: CmsOptions["cms"] | undefined;
  try {
    // content/site.json is checked by the model when the build sources it; here only cms is read.
    const site = JSON.parse(fs.readFileSync(path.join(dir, siteSpec.path), "utf8")) as {
      cms?: CmsOptions["cms"];
    };
    cms = site.cms;
  } catch {
    return;
  }
  if (!cms) return;
  fs.mkdirSync(path.join(publicDir, "admin"), { recursive: true });
  fs.writeFileSync(
    path.join(publicDir, "admin", "config.json"),
    renderCmsConfig(contentFiles, { cms, siteUrl, months: monthsIn(dir) }),
  );
}
