/**
 * Text out of HTML the site made, apart from renderMarkdown, which the build runs: story pages'
 * structured data and the search page's excerpts read it in the browser too, and should not
 * carry the Markdown renderer's rules there.
 */

/** The character references rehype-stringify and Pagefind write, and the few named ones they may. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Character references as the characters they stand for; an unknown name stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference: string, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/**
 * The text of HTML `renderMarkdown` made, as structured data wants an article's body: no tags,
 * references decoded, and without the note for screen readers that a link opens a new tab.
 */
export function textOfHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<span class="visually-hidden">[^<]*<\/span>/g, "")
      .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>/g, "$& ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}
