/** The public address of the site; canonical URLs, Open Graph, the sitemap and the feed use it. */
export const siteUrl = (process.env.SITE_URL ?? "https://www.detroitherald.news").replace(
  /\/$/,
  "",
);
