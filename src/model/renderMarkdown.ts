import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";

/** The parts of a HAST tree this module touches. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}

const words = (list: string) => list.split(" ");

/**
 * What a body's HTML may hold: GitHub's rules as rehype-sanitize 4 shipped them (hast-util-sanitize
 * 3.0.2's `github.json`), written out so that a new major of the sanitizer cannot widen them
 * unseen: rehype-sanitize 6's own rules add footnote, task-list and code-language markup, and drop
 * some tags and attributes.
 */
// Stryker disable all: data; Markdown without raw HTML reaches little of it (the rest is
// equivalent), and __tests__/model/renderMarkdown.test.ts pins what it reaches.
const ALLOW_LIST: SanitizeSchema = {
  strip: ["script"],
  clobberPrefix: "user-content-",
  clobber: ["name", "id"],
  ancestors: {
    tbody: ["table"],
    tfoot: ["table"],
    thead: ["table"],
    td: ["table"],
    th: ["table"],
    tr: ["table"],
  },
  protocols: {
    href: words("http https mailto xmpp irc ircs"),
    cite: words("http https"),
    src: words("http https"),
    longDesc: words("http https"),
  },
  tagNames: words(
    "h1 h2 h3 h4 h5 h6 br b i strong em a pre code img tt div ins del sup sub p ol ul table " +
      "thead tbody tfoot blockquote dl dt dd kbd q samp var hr ruby rt rp li tr td th s strike " +
      "summary details caption figure figcaption abbr bdo cite dfn mark small span time wbr input",
  ),
  attributes: {
    a: ["href"],
    img: ["src", "longDesc"],
    input: [
      ["type", "checkbox"],
      ["disabled", true],
    ],
    li: [["className", "task-list-item"]],
    div: ["itemScope", "itemType"],
    blockquote: ["cite"],
    del: ["cite"],
    ins: ["cite"],
    q: ["cite"],
    "*": words(
      "abbr accept acceptCharset accessKey action align alt ariaDescribedBy ariaHidden " +
        "ariaLabel ariaLabelledBy axis border cellPadding cellSpacing char charOff charSet " +
        "checked clear cols colSpan color compact coords dateTime dir disabled encType htmlFor " +
        "frame headers height hrefLang hSpace isMap id label lang maxLength media method " +
        "multiple name noHref noShade noWrap open prompt readOnly rel rev rows rowSpan rules " +
        "scope selected shape size span start summary tabIndex target title type useMap vAlign " +
        "value vSpace width itemProp",
    ),
  },
  required: { input: { type: "checkbox", disabled: true } },
};
// Stryker restore all

/**
 * remark-gfm 4 reads GitHub's footnotes, which remark-gfm 1 did not. Their markup needs what the
 * allow-list has not got (a section, data and ARIA attributes), its heading is in English, and
 * the sanitizer's id prefix breaks their links: `[^1]` stays plain text, as it always was. Without
 * the definitions, `[^1]` is no footnote call either (a call must name a defined footnote).
 */
function withoutFootnotes(this: Processor) {
  const data = this.data();
  // Stryker disable next-line ArrayDeclaration: equivalent; remark-gfm, used before, made the list
  (data.micromarkExtensions ??= []).push({ disable: { null: ["gfmFootnoteDefinition"] } });
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
 * out) and the result goes through the allow-list above: no script, iframe, event handler, style
 * or `javascript:` address ever reaches a reader's page as code.
 */
export function renderMarkdown(markdown: string, options: { newTabLabel: string }): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(withoutFootnotes)
      .use(remarkRehype)
      .use(rehypeSanitize, ALLOW_LIST)
      .use(externalLinksInNewTab(options.newTabLabel))
      .use(rehypeStringify)
      .processSync(markdown),
  );
}
