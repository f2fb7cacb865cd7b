/**
 * Kept apart from renderMarkdown, which the build runs: story pages' structured data reads text
 * out of its HTML in the browser too, and should not carry the Markdown renderer's rules there.
 */

/** The character references rehype-stringify writes, and the few named ones it may. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/**
 * The text of HTML `renderMarkdown` made, as structured data wants an article's body: no tags,
 * references decoded, and without the note for screen readers that a link opens a new tab.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, "")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>/g, "$& ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference: string, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) {
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      }
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return NAMED_ENTITIES[name] ?? reference;
    })
    .replace(/\s+/g, " ")
    .trim();
}
