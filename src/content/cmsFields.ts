import { placeholder } from "../model/templates";
import { fieldsOf, type FieldSchema, type NamedField } from "./fieldSchema";
import { SLUG_WIDGET } from "./slugs";
import { placeholderRule, STRING_FORMATS } from "./stringFormats";
import { REFERENCE_LISTS, type ContentFileSpec, type ReferenceName } from "./types";

/** One field of Decap CMS's configuration (https://decapcms.org/docs/widgets/). */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/** The collection that holds the content files. */
export const CMS_COLLECTION = "content";

/**
 * An optional group's widget (registered in src/cms/register.ts): Decap's own group, whose fields
 * are optional while the group is empty and, once anything in it is filled in, required as the
 * model says. Decap's plain group checks required fields even in an empty optional group
 * (decaporg/decap-cms#7748), so they would all have to say "(optional)", which they are not.
 */
export const OPTIONAL_GROUP_WIDGET = "optional-group";

const fileEntryName = (file: ContentFileSpec) => file.path.replace(/\.json$/, "").replace("/", "-");

/** The name Decap knows a file's entries by: its folder collection's, or its entry's among the files. */
export const cmsEntryName = (file: ContentFileSpec) => file.folder ?? fileEntryName(file);

// The widget of each field of the model, with its label, hint, pattern and defaults.

const MARKDOWN_BUTTONS = [
  "bold",
  "italic",
  "link",
  "heading-two",
  "heading-three",
  "quote",
  "bulleted-list",
  "numbered-list",
];

/** "sectionsNavLabel" → "Sections nav label": a label an editor can read. */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function hintFor(schema: FieldSchema): string | undefined {
  const parts = [schema.description];
  const placeholders = schema["x-placeholders"] ?? [];
  if (placeholders.length > 0) {
    parts.push(
      placeholderRule(schema["x-format"] ?? "text", placeholders.map(placeholder).join(", ")),
    );
  }
  // A description followed by a rule ends as a sentence: "For search engines. May contain …"
  const hint = parts
    .filter(Boolean)
    .map((part, index, all) =>
      index < all.length - 1 && !/[.!?]$/.test(part!) ? `${part}.` : part,
    )
    .join(" ");
  return hint === "" ? undefined : hint;
}

/** A choice among the ids of another list, shown by their titles (Decap's relation widget). */
function relationTo(name: ReferenceName, files: readonly ContentFileSpec[]) {
  const reference: (typeof REFERENCE_LISTS)[ReferenceName] = REFERENCE_LISTS[name];
  if ("folder" in reference) {
    // A folder collection (the stories): one entry per file, named by its key.
    return {
      widget: "relation",
      collection: reference.folder,
      search_fields: [reference.key, reference.shownBy],
      value_field: reference.key,
      display_fields: [reference.shownBy],
    };
  }
  const { file, list, shownBy } = reference;
  const target = files.find((spec) => spec.path === file);
  if (!target) throw new Error(`The reference list ${name} is in ${file}, not a content file`);
  return {
    widget: "relation",
    collection: CMS_COLLECTION,
    file: fileEntryName(target),
    search_fields: [`${list}.*.id`, `${list}.*.${shownBy}`],
    value_field: `${list}.*.id`,
    display_fields: [`${list}.*.${shownBy}`],
  };
}

function stringWidget(schema: FieldSchema, files: readonly ContentFileSpec[]) {
  const slugOf = schema["x-slugOf"];
  if (slugOf) return { widget: SLUG_WIDGET, from: slugOf };
  const refersTo = schema["x-refersTo"];
  if (refersTo) return relationTo(refersTo, files);
  if (schema.enum) return { widget: "select", options: [...schema.enum] };
  const format = schema["x-format"] ?? "text";
  if (format === "prose") return { widget: "text" };
  if (format === "markdown") {
    // Only what the site renders: no raw HTML blocks, which the build would drop anyway.
    return { widget: "markdown", buttons: MARKDOWN_BUTTONS, editor_components: ["image"] };
  }
  if (format === "imageSource") return { widget: "image", choose_url: true };
  if (format === "dateTime") {
    // ISO 8601 with the offset, as the model asks: 2026-11-20T09:30:00-05:00.
    return { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ" };
  }
  if (format === "date") {
    return {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
    };
  }
  // The validator's pattern, with what it asks for as the message (src/content/stringFormats.ts).
  const { pattern, expectation } = STRING_FORMATS[format];
  if (pattern === undefined) return { widget: "string" };
  const message = `${expectation.charAt(0).toUpperCase()}${expectation.slice(1)}`;
  return { widget: "string", pattern: [pattern, message] };
}

function listWidget(schema: FieldSchema, files: readonly ContentFileSpec[]) {
  const items = schema.items ?? {};
  // A list that may be empty is still written, as `[]`: the model requires the field.
  const limits = {
    min: schema.minItems,
    max: schema.maxItems,
    ...(schema.minItems === 0 ? { default: [] } : {}),
  };
  if (items.type === "object") {
    // Open, so an editor finds a field by its text (and with the browser's search).
    return {
      widget: "list",
      collapsed: false,
      ...limits,
      // A list kept newest first (a live story's updates): the editor's new item goes on top.
      ...(schema["x-addToTop"] ? { add_to_top: true } : {}),
      summary: summaryFor(items),
      fields: fieldsFor(items, files),
    };
  }
  // Several of another list's ids (a story's authors): one multiple choice, saved as a list.
  const refersTo = items["x-refersTo"];
  if (refersTo) return { ...relationTo(refersTo, files), multiple: true, ...limits };
  // Open, each item's text in view (a collapsed item would only say "Item").
  return {
    widget: "list",
    collapsed: false,
    ...limits,
    field: fieldFor({ name: "item", schema: items, optional: false }, files),
  };
}

function widgetFor(
  { schema, optional }: NamedField,
  files: readonly ContentFileSpec[],
): Record<string, unknown> {
  switch (schema.type) {
    case "integer":
      return { widget: "number", value_type: "int", min: schema.minimum, max: schema.maximum };
    case "boolean":
      return { widget: "boolean" };
    case "array":
      return listWidget(schema, files);
    case "object": {
      return {
        widget: optional ? OPTIONAL_GROUP_WIDGET : "object",
        collapsed: false,
        fields: fieldsFor(schema, files),
      };
    }
    default:
      return stringWidget(schema, files);
  }
}

/** What a collapsed list item shows: its id or title, as the validator names items. */
function summaryFor(group: FieldSchema): string | undefined {
  const fields = group.properties ?? {};
  const name = ["title", "id", "category", "question", "heading", "time"].find(
    (key) => key in fields,
  );
  return name ? `{{fields.${name}}}` : undefined;
}

function fieldFor(field: NamedField, files: readonly ContentFileSpec[]): CmsField {
  const hint = hintFor(field.schema);
  const made: CmsField = {
    name: field.name,
    label: labelFor(field.name),
    // widgetFor returns a union of widget shapes; every one has a widget name.
    ...(widgetFor(field, files) as { widget: string }),
    ...(field.optional ? { required: false } : {}),
    ...(hint ? { hint } : {}),
  };
  // Decap writes every key it is given: leave out the limits a field does not have.
  // fromEntries loses the keys; the entries are `made`'s, which is a CmsField.
  return Object.fromEntries(
    Object.entries(made).filter(([, value]) => value !== undefined),
  ) as CmsField;
}

export function fieldsFor(group: FieldSchema, files: readonly ContentFileSpec[]): CmsField[] {
  return fieldsOf(group).map((field) => fieldFor(field, files));
}
