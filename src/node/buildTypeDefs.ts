import {
  contentFiles,
  type ContentFileSpec,
  type FieldSpec,
  type ObjectSpec,
} from "../model/contentSpec";

/** Types that become Gatsby nodes (queried at the top level); the rest are nested types. */
const NODE_TYPES = new Set([
  "SiteSettings",
  "HomeContent",
  "UiText",
  "FaqContent",
  "PartnersContent",
  "PolicyPage",
  "Category",
]);

/** Fields computed at build time rather than written by editors. */
const COMPUTED_FIELDS: Record<string, string[]> = {
  Category: [
    '"Position of the category in content/categories.json"',
    "order: Int!",
    "articleCount: Int!",
    '"Address of the JSON file with the stories past the first ones shown"',
    "storiesPath: String!",
  ],
};

/** Files whose root is not a node: categories become one node each, headlines become articles. */
const NOT_NODES = new Set(["CategoryList", "HeadlineSettings"]);

const ARTICLE_TYPE = `type Article implements Node @dontInfer {
  articleId: String!
  category: String!
  position: Int!
  title: String!
  summary: String!
  author: String!
  ageMinutes: Int!
  imageUrl: String
}`;

const pascal = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Builds GraphQL SDL from the content model: one source of truth for editors, validator and pages. */
export function buildTypeDefs(files: readonly ContentFileSpec[] = contentFiles): string {
  const definitions = new Map<string, string>();

  const typeFor = (spec: FieldSpec, nameHint: string): string | undefined => {
    const required = spec.optional ? "" : "!";
    switch (spec.kind) {
      case "string":
        return `String${required}`;
      case "integer":
        return `Int${required}`;
      case "boolean":
        return `Boolean${required}`;
      case "array": {
        const inner = typeFor(spec.items, nameHint);
        return inner && `[${inner}]${required}`;
      }
      case "object":
        return `${define(spec, nameHint)}${required}`;
      case "record":
        return undefined;
    }
  };

  const define = (spec: ObjectSpec, nameHint: string): string => {
    const name = spec.typeName ?? nameHint;
    if (definitions.has(name)) return name;
    definitions.set(name, "");
    const isNode = NODE_TYPES.has(name);
    const lines = Object.entries(spec.fields).flatMap(([field, fieldSpec]) => {
      // A node's id comes from the Node interface (the editor's id becomes the node id).
      if (isNode && field === "id") return [];
      const type = typeFor(fieldSpec, `${name}${pascal(field)}`);
      return type ? [`  ${field}: ${type}`] : [];
    });
    lines.push(...(COMPUTED_FIELDS[name] ?? []).map((line) => `  ${line}`));
    const node = isNode ? " implements Node" : "";
    definitions.set(name, `type ${name}${node} @dontInfer {\n${lines.join("\n")}\n}`);
    return name;
  };

  for (const file of files) define(file.root, file.root.typeName);
  for (const name of NOT_NODES) definitions.delete(name);
  return [...definitions.values(), ARTICLE_TYPE].join("\n\n");
}
