import {
  contentFiles,
  REFERENCE_LISTS,
  SHARED_FIELDS,
  type ContentFileSpec,
  type ReferenceName,
  type FieldSpec,
  type NamedObjectSpec,
  type ObjectSpec,
} from "../model/contentSpec";

const pascal = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * A reference the model links (`linkedAs`): the node it names, found by its key with Gatsby's
 * `@link`, so a page asks for `hero { story { headline } }` and not for a slug it must resolve; a
 * list of references links to a list of nodes, in the list's order (a story's `authorProfiles`).
 */
function linkLines(field: string, spec: FieldSpec): string[] {
  const reference = spec.kind === "array" ? spec.items : spec;
  if (reference.kind !== "string" || !reference.linkedAs || !reference.refersTo) return [];
  const target: (typeof REFERENCE_LISTS)[ReferenceName] = REFERENCE_LISTS[reference.refersTo];
  if (!("nodeType" in target) || !target.nodeType || !target.key) {
    throw new Error(`${field}: the ${reference.refersTo} list has no node type to link to`);
  }
  const many = spec.kind === "array";
  return [
    `  ${JSON.stringify(many ? `The ${target.item} of each id in ${field}` : `The ${target.item} ${field} names`)}`,
    `  ${reference.linkedAs}: ${many ? `[${target.nodeType}!]!` : target.nodeType} @link(by: "${target.key}", from: "${field}")`,
  ];
}

/** A field written in Markdown, which nodes hold only as the HTML made of it. */
export const isMarkdown = (spec: FieldSpec) => spec.kind === "string" && spec.format === "markdown";

/** The node types the content model makes, each with the fields the build adds to it. */
export function nodeTypes(
  files: readonly ContentFileSpec[],
): Map<string, { spec: NamedObjectSpec; computed: Readonly<Record<string, FieldSpec>> }> {
  const types = new Map<
    string,
    { spec: NamedObjectSpec; computed: Readonly<Record<string, FieldSpec>> }
  >();
  for (const file of files) {
    const { nodes } = file;
    if (nodes.kind === "file") types.set(file.root.typeName, { spec: file.root, computed: {} });
    if (nodes.kind === "eachItem") {
      const items = file.root.fields[nodes.field];
      if (items?.kind !== "array" || items.items.kind !== "object" || !items.items.typeName) {
        throw new Error(`content/${file.path}: "${nodes.field}" must be a list of named objects`);
      }
      types.set(items.items.typeName, {
        spec: items.items as NamedObjectSpec,
        computed: nodes.computed,
      });
    }
    if (nodes.kind === "eachFile") {
      types.set(file.root.typeName, { spec: file.root, computed: nodes.computed });
    }
    if (nodes.kind === "derived") {
      for (const spec of nodes.types) types.set(spec.typeName, { spec, computed: {} });
    }
  }
  return types;
}

/**
 * GraphQL SDL for every node type the content model makes, and the nested types they use, all
 * `@dontInfer`: a field missing from the model is an error, not a silent null.
 */
export function buildTypeDefs(files: readonly ContentFileSpec[] = contentFiles): string {
  const nodes = nodeTypes(files);
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
    }
  };

  const fieldLines = (fields: Readonly<Record<string, FieldSpec>>, typeName: string) =>
    Object.entries(fields).flatMap(([field, fieldSpec]) => {
      // A node's id comes from the Node interface (the editor's id becomes the node id).
      if (nodes.has(typeName) && field === "id") return [];
      // Markdown stays in its file: the node holds the HTML the build makes of it (bodyHtml).
      if (isMarkdown(fieldSpec)) return [];
      const type = typeFor(fieldSpec, `${typeName}${pascal(field)}`);
      const description = fieldSpec.description
        ? [`  ${JSON.stringify(fieldSpec.description)}`]
        : [];
      return type ? [...description, `  ${field}: ${type}`, ...linkLines(field, fieldSpec)] : [];
    });

  const define = (spec: ObjectSpec, nameHint: string): string => {
    const name = spec.typeName ?? nameHint;
    if (definitions.has(name)) return name;
    definitions.set(name, "");
    const node = nodes.get(name);
    const fields = { ...spec.fields, ...node?.computed };
    const interfaces = [
      ...(node ? ["Node"] : []),
      ...Object.entries(SHARED_FIELDS)
        .filter(([, shared]) => Object.keys(shared).every((field) => field in fields))
        .map(([interfaceName]) => interfaceName),
    ];
    const implementsClause = interfaces.length > 0 ? ` implements ${interfaces.join(" & ")}` : "";
    const lines = fieldLines(fields, name);
    definitions.set(name, `type ${name}${implementsClause} @dontInfer {\n${lines.join("\n")}\n}`);
    return name;
  };

  for (const [name, fields] of Object.entries(SHARED_FIELDS)) {
    definitions.set(name, `interface ${name} {\n${fieldLines(fields, name).join("\n")}\n}`);
  }
  for (const { spec } of nodes.values()) define(spec, spec.typeName);
  return [...definitions.values()].join("\n\n");
}
