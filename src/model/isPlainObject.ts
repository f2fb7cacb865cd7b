/** A JSON object (not a list, not null): what content files and web answers hold fields in. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
