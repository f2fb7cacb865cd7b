import type { GatsbyConfig } from "gatsby";
import { RAW_CONTENT_TYPE } from "./src/model/contentSpec";
import { CONTENT_SOURCE } from "./src/node/contentNodes";
import { contentDir } from "./src/node/contentDir";
import { siteUrl } from "./src/node/siteUrl";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-plugin-sass",
      options: { sassOptions: { silenceDeprecations: ["legacy-js-api"] } },
    },
    {
      // Watches content/: a saved edit reaches the open site in development.
      resolve: "gatsby-source-filesystem",
      options: { name: CONTENT_SOURCE, path: contentDir, ignore: ["**/schemas/**"] },
    },
    {
      // One raw node per file; gatsby-node checks them all and makes the nodes pages query.
      resolve: "gatsby-transformer-json",
      options: { typeName: () => RAW_CONTENT_TYPE },
    },
  ],
};

export default config;
