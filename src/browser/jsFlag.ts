/** Marks the document as script-capable; CSS shows no-script fallbacks only without it. */
export const JS_FLAG_SCRIPT = 'document.documentElement.classList.add("js")';
