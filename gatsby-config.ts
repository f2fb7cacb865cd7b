import type { GatsbyConfig } from "gatsby";

/** The public address of the site; canonical URLs, Open Graph, the sitemap and the feed use it. */
const siteUrl = (process.env.SITE_URL ?? "https://www.detroitherald.news").replace(/\/$/, "");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-plugin-sass",
      options: { sassOptions: { silenceDeprecations: ["legacy-js-api"] } },
    },
  ],
};

export default config;
