/**
 * Takes the place, in the browser bundle only, of Gatsby's internal Partytown plugin
 * (gatsby/dist/internal-plugins/partytown/gatsby-browser.js). Its one hook returns at once outside
 * `gatsby develop`, yet its imports (gatsby-script and Partytown's integration) shipped about 2 KB
 * gzipped of dead code on every page. The site runs no off-main-thread scripts, and the plugin's
 * server side, which would inline Partytown for them, is left as it is.
 */
export {};
