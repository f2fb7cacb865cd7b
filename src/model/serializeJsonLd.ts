/** JSON for an inline script: `<` escaped so no string in content can close the tag. */
export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, "\\u003c");
