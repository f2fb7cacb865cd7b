/**
 * Template placeholders, the one syntax every content template uses: `{name}`.
 * The validator, the content facts, the story generator and the components all read
 * placeholders through this module, so they can never disagree on what one is.
 */

/** Anything between braces counts, so `{Title}` or `{two words}` is caught as unknown. */
const PLACEHOLDER_PATTERN = /\{([^{}]*)\}/g;

export const placeholder = (name: string) => `{${name}}`;

/** The placeholder names a text uses, in order, repeats included. */
export function placeholdersIn(text: string): string[] {
  // Stryker disable next-line StringLiteral: equivalent; the group always matches, `?? ""` is for the types
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? "");
}

/** Fills the placeholders named in `values`; any other placeholder stays as it is. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(PLACEHOLDER_PATTERN, (found, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : found,
  );
}

/** Replaces every placeholder, whatever its name, e.g. to check the address a template becomes. */
export function fillEveryPlaceholder(template: string, value: string): string {
  return template.replace(PLACEHOLDER_PATTERN, value);
}

/**
 * A template cut at one placeholder, for a value a component renders in its own element:
 * `{count} publications` gives `["", " publications"]`. Without the placeholder, all comes first.
 */
export function splitTemplate(template: string, name: string): [before: string, after: string] {
  const marker = placeholder(name);
  const at = template.indexOf(marker);
  return at === -1 ? [template, ""] : [template.slice(0, at), template.slice(at + marker.length)];
}
