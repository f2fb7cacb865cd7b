export {};

/**
 * Takes the place, in the browser bundle only, of Gatsby's service-worker registration
 * (gatsby/cache-dir/register-service-worker.js). Gatsby runs it only when a plugin's
 * `registerServiceWorker` hook asks for it, and no plugin here does (the site works without an
 * offline copy), yet webpack would bundle it into every page's first script. A plugin that asks
 * meets this error: then take the replacement out of gatsby-node.ts.
 */
throw new Error("No service worker: see src/browser/noServiceWorker.ts");
