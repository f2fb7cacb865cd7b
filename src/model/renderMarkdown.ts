import unified from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";

/** The parts of a HAST tree this module touches. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}

/**
 * External links in a body open in a new tab like the site's ExternalLink, and say so to screen
 * readers. Runs after sanitising, so only links the sanitiser kept (http, https, mailto) get here.
 */
function externalLinksInNewTab(newTabLabel: string) {
  const visit = (node: HastNode) => {
    const href = node.properties?.href;
    if (node.tagName === "a" && typeof href === "string" && /^https?:\/\//i.test(href)) {
      node.properties = { ...node.properties, target: "_blank", rel: ["noopener", "noreferrer"] };
      node.children = [
        // Stryker disable next-line ArrayDeclaration: equivalent; a link always has its list of children
        ...(node.children ?? []),
        {
          type: "element",
          tagName: "span",
          properties: { className: ["visually-hidden"] },
          children: [{ type: "text", value: ` ${newTabLabel}` }],
        },
      ];
    }
    node.children?.forEach(visit);
  };
  return () => (tree: HastNode) => visit(tree);
}

/**
 * A story's Markdown as HTML, made at build time. Raw HTML is dropped (remark-rehype leaves it
 * out) and the result goes through rehype-sanitize's GitHub rules: no script, iframe, event
 * handler, style or `javascript:` address ever reaches a reader's page as code.
 */
export function renderMarkdown(markdown: string, options: { newTabLabel: string }): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize)
      .use(externalLinksInNewTab(options.newTabLabel))
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

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
