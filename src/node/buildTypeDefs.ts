import { contentFiles } from "../content/contentFiles";
import {
  REFERENCE_LISTS,
  rootTypeName,
  type ContentFileSpec,
  type ReferenceName,
} from "../content/types";
import { SHARED_FIELDS } from "../content/specs/pictures";
import {
  fieldSchemaOf,
  fieldsOf,
  groupSchemaOf,
  type FieldSchema,
  type NamedField,
} from "../content/fieldSchema";

const pascal = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
/** "body" → "The body", as a generated field's description says it. */
const labelOf = (name: string) =>
  `The ${name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()}`;

/**
 * A reference the model links (`x-linkedAs`): the node it names, found by its key with Gatsby's
 * `@link`, so a page asks for `hero { story { headline } }` and not for a slug it must resolve; a
 * list of references links to a list of nodes, in the list's order (a story's `authorProfiles`).
 */
function linkLines(field: string, schema: FieldSchema): string[] {
  const many = schema.type === "array";
  const reference = (many ? schema.items : schema) ?? {};
  const refersTo: ReferenceName | undefined = reference["x-refersTo"];
  const linkedAs = reference["x-linkedAs"];
  if (!linkedAs || !refersTo) return [];
  const target: (typeof REFERENCE_LISTS)[ReferenceName] = REFERENCE_LISTS[refersTo];
  if (!("nodeType" in target) || !target.nodeType || !target.key) {
    throw new Error(`${field}: the ${refersTo} list has no node type to link to`);
  }
  return [
    `  ${JSON.stringify(many ? `The ${target.item} of each id in ${field}` : `The ${target.item} ${field} names`)}`,
    `  ${linkedAs}: ${many ? `[${target.nodeType}!]!` : target.nodeType} @link(by: "${target.key}", from: "${field}")`,
  ];
}

/** A field written in Markdown, which nodes hold only as the HTML made of it. */
export const isMarkdown = (schema: FieldSchema) => schema["x-format"] === "markdown";

/** The field a node holds a Markdown field's HTML in: a story's `body` as `bodyHtml`. */
export const htmlFieldOf = (name: string) => `${name}Html`;

/**
 * The fields the build adds to groups nested in a file's items (an update's prepared picture),
 * by the group's type name.
 */
export function nestedComputed(files: readonly ContentFileSpec[]): Map<string, FieldSchema> {
  const computed = new Map<string, FieldSchema>();
  for (const { nodes } of files) {
    if (nodes.kind !== "eachFile") continue;
    for (const [name, fields] of Object.entries(nodes.computedIn ?? {})) {
      computed.set(name, groupSchemaOf(fields));
    }
  }
  return computed;
}

/** A node type of the content model: its fields, and the fields the build adds to it. */
export interface NodeType {
  schema: FieldSchema;
  computed: FieldSchema;
}

/** The node types the content model makes, by name. */
export function nodeTypes(files: readonly ContentFileSpec[]): Map<string, NodeType> {
  const types = new Map<string, NodeType>();
  const noFields = groupSchemaOf({});
  for (const file of files) {
    const { nodes } = file;
    const root = fieldSchemaOf(file.root);
    if (nodes.kind === "file") types.set(rootTypeName(file), { schema: root, computed: noFields });
    if (nodes.kind === "eachItem") {
      const items = root.properties?.[nodes.field]?.items;
      if (items?.type !== "object" || !items.title) {
        throw new Error(`content/${file.path}: "${nodes.field}" must be a list of named objects`);
      }
      types.set(items.title, { schema: items, computed: groupSchemaOf(nodes.computed) });
    }
    if (nodes.kind === "eachFile") {
      types.set(rootTypeName(file), { schema: root, computed: groupSchemaOf(nodes.computed) });
    }
    if (nodes.kind === "derived") {
      for (const type of nodes.types) {
        const schema = fieldSchemaOf(type);
        if (schema.title) types.set(schema.title, { schema, computed: noFields });
      }
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
  const nested = nestedComputed(files);
  const definitions = new Map<string, string>();

  const typeFor = (schema: FieldSchema, nameHint: string): string | undefined => {
    switch (schema.type) {
      case "string":
        return "String";
      case "integer":
        return "Int";
      case "boolean":
        return "Boolean";
      case "array": {
        const inner = schema.items && typeFor(schema.items, nameHint);
        return inner && `[${inner}!]`;
      }
      case "object":
        return define(schema, nameHint);
      default:
        return undefined;
    }
  };

  const fieldLines = (fields: readonly NamedField[], typeName: string) =>
    fields.flatMap(({ name: field, schema, optional }) => {
      // A node's id comes from the Node interface (the editor's id becomes the node id).
      if (nodes.has(typeName) && field === "id") return [];
      // Markdown stays in its file: the node holds the HTML the build makes of it (bodyHtml).
      if (isMarkdown(schema)) {
        const html = JSON.stringify(`${labelOf(field)} as sanitised HTML`);
        return [`  ${html}`, `  ${htmlFieldOf(field)}: String${optional ? "" : "!"}`];
      }
      const type = typeFor(schema, `${typeName}${pascal(field)}`);
      const description = schema.description ? [`  ${JSON.stringify(schema.description)}`] : [];
      return type
        ? [...description, `  ${field}: ${type}${optional ? "" : "!"}`, ...linkLines(field, schema)]
        : [];
    });

  const define = (schema: FieldSchema, nameHint: string): string => {
    const name = schema.title ?? nameHint;
    if (definitions.has(name)) return name;
    definitions.set(name, "");
    const computed = nodes.get(name)?.computed ?? nested.get(name);
    const fields = [...fieldsOf(schema), ...(computed ? fieldsOf(computed) : [])];
    const interfaces = [...(nodes.has(name) ? ["Node"] : []), ...sharedInterfacesOf(fields)];
    const implementsClause = interfaces.length > 0 ? ` implements ${interfaces.join(" & ")}` : "";
    const lines = fieldLines(fields, name);
    definitions.set(name, `type ${name}${implementsClause} @dontInfer {\n${lines.join("\n")}\n}`);
    return name;
  };

  for (const [name, fields] of Object.entries(SHARED_FIELDS)) {
    const lines = fieldLines(fieldsOf(groupSchemaOf(fields)), name);
    definitions.set(name, `interface ${name} {\n${lines.join("\n")}\n}`);
  }
  for (const [name, { schema }] of nodes) define(schema, name);
  return [...definitions.values()].join("\n\n");
}

/** The interfaces of `SHARED_FIELDS` a type with these fields implements: it has all of theirs. */
function sharedInterfacesOf(fields: readonly NamedField[]): string[] {
  const names = new Set(fields.map((field) => field.name));
  return Object.entries(SHARED_FIELDS)
    .filter(([, shared]) => Object.keys(shared).every((field) => names.has(field)))
    .map(([interfaceName]) => interfaceName);
}

/**
 * A GraphQL fragment of every field the model gives a node type, its own and the computed ones,
 * nested groups spelled out (Markdown as the HTML nodes hold), a shared interface's fields by its
 * fragment. A page that spreads it receives a field added to the model without a change to its
 * query.
 */
export function buildFragment(
  typeName: string,
  fragmentName: string,
  files: readonly ContentFileSpec[] = contentFiles,
): string {
  const type = nodeTypes(files).get(typeName);
  if (!type) throw new Error(`The content model makes no ${typeName} nodes`);
  const nested = nestedComputed(files);
  const selection = (fields: readonly NamedField[], indent: string): string[] => {
    // A shared interface's fields come from its own fragment (`...PreparedPicture`), not again.
    const interfaces = sharedInterfacesOf(fields);
    const sharedNames = new Set(
      interfaces.flatMap((name) => Object.keys(SHARED_FIELDS[name as keyof typeof SHARED_FIELDS])),
    );
    return [
      ...fields
        .filter((field) => !sharedNames.has(field.name))
        .flatMap(({ name, schema }) => {
          if (isMarkdown(schema)) return [`${indent}${htmlFieldOf(name)}`];
          const group = schema.type === "array" ? schema.items : schema;
          if (group?.type !== "object") return [`${indent}${name}`];
          const computed = group.title ? nested.get(group.title) : undefined;
          const inner = [...fieldsOf(group), ...(computed ? fieldsOf(computed) : [])];
          return [`${indent}${name} {`, ...selection(inner, `${indent}  `), `${indent}}`];
        }),
      ...interfaces.map((name) => `${indent}...${name}`),
    ];
  };
  return [
    `fragment ${fragmentName} on ${typeName} {`,
    ...selection([...fieldsOf(type.schema), ...fieldsOf(type.computed)], "  "),
    "}",
  ].join("\n");
}
