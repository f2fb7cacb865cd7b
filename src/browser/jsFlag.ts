import { ALL_SECTIONS_LAID_OUT } from "./scrollToSection";

/**
 * Runs in the page's head before the body is parsed. Marks the document as script-capable (CSS
 * shows no-script fallbacks only without it) and, for a page opened on an anchor (`/#sports`),
 * lays out every section at once so the browser's jump lands exactly.
 */
export const JS_FLAG_SCRIPT = `(function(c){c.add("js");if(location.hash.length>1)c.add("${ALL_SECTIONS_LAID_OUT}")})(document.documentElement.classList)`;
