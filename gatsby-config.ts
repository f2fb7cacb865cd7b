import path from "path";
import type { GatsbyConfig } from "gatsby";
import { storySpec } from "./src/content/specs/stories";
import { CONTENT_SOURCE } from "./src/node/contentFiles";
import { contentDir } from "./src/node/contentDir";
import { siteUrl } from "./src/node/siteUrl";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    // The types come from the model and the queries, never from content: the content path's
    // build (CONTENT_CHECKS, tools/content-path.ts) leaves them as they are and ends sooner.
    generateOnBuild: process.env.CONTENT_CHECKS !== "changed",
    // The queries the build runs in Node (sitemaps, security headers…) are typed like pages'.
    documentSearchPaths: ["./gatsby-node.ts", "./src/node/*.ts"],
  },
  plugins: [
    {
      resolve: "gatsby-plugin-sass",
      options: {
        sassOptions: { silenceDeprecations: ["legacy-js-api"] },
        // Short class names in a build ("Header-module--skipLink--f7a75" was 30 characters of
        // every class attribute of every page); readable ones on the development server.
        ...(process.env.NODE_ENV === "production" && {
          cssLoaderOptions: { modules: { localIdentName: "[hash:base64:6]" } },
        }),
      },
    },
    {
      // A File node per content file, the parent of the nodes gatsby-node makes of it; watches
      // content/ in development, so a saved edit reaches the open site. A build reads the files
      // itself (src/node/contentNodes.ts) and makes no File node of each story: at 30,000
      // stories those took most of a warm build's sourcing.
      resolve: "gatsby-source-filesystem",
      options: {
        name: CONTENT_SOURCE,
        path: contentDir,
        ignore: [
          "**/schemas/**",
          ...(process.env.gatsby_executing_command === "develop"
            ? []
            : [
                path.join(contentDir, storySpec.folder),
                path.join(contentDir, storySpec.folder, "**"),
              ]),
        ],
      },
    },
  ],
};

export default config;
