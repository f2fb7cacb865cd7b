import path from "path";
import { build, type Plugin } from "esbuild";
import { compile } from "sass";
import { previewSetup } from "../content/cmsConfig";
import { contentFiles } from "../content/contentFiles";
import { contentDir, monthsIn } from "./contentDir";

/** Where the preview's script and styles come from (src/cms/register.ts imports the rest). */
const ENTRY = path.join(process.cwd(), "src", "cms", "register.ts");

/**
 * The site's Sass, compiled as Gatsby compiles it: `*.module.scss` as CSS modules (esbuild's
 * local-css gives their class names the same scoping), the rest as global styles.
 */
const sassFiles: Plugin = {
  name: "sass",
  setup(builder) {
    builder.onLoad({ filter: /\.scss$/ }, ({ path: file }) => ({
      contents: compile(file, { style: "compressed" }).css,
      loader: file.endsWith(".module.scss") ? "local-css" : "css",
    }));
  },
};

/**
 * Builds the content editor's previews into `public/admin/preview.js` and `preview.css`: the
 * site's own story and policy-page components with the site's own styles, for Decap CMS's
 * preview pane. The readers' pages never load them. What the previews must know of the content
 * model is written in as data, so the script carries none of the model's code; `dir`'s month
 * folders name the month collections previewed (as `writeCmsConfig` names them).
 */
export async function buildCmsPreview(publicDir: string, dir = contentDir) {
  await build({
    entryPoints: { preview: ENTRY },
    outdir: path.join(publicDir, "admin"),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    define: {
      "process.env.NODE_ENV": '"production"',
      PREVIEW_SETUP: JSON.stringify(previewSetup(contentFiles, monthsIn(dir))),
    },
    // Links are plain anchors in a preview: Gatsby's router is not there.
    alias: { gatsby: path.join(process.cwd(), "src", "cms", "gatsbyLink.tsx") },
    plugins: [sassFiles],
    logLevel: "warning",
  });
}
