import path from "path";

/**
 * The folder content is read from: `content/`, or CONTENT_DIR for the benchmark's larger set and
 * the development-server test's copy. gatsby-config watches it; gatsby-node reads only its files,
 * since Gatsby's cache can still hold the files of a folder an earlier run used.
 */
// Gatsby runs in the site's root folder; its bundled config and gatsby-node have no __dirname of
// their own to rely on.
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");
