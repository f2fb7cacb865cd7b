const ELLIPSIS = "…";

/**
 * Shortens text to at most `maxLength` characters (ellipsis included), cutting only between
 * words and never leaving a space or a dangling comma before the ellipsis.
 */
export function truncateText(text: string, maxLength: number): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean.length <= maxLength) return clean;
  const room = clean.slice(0, maxLength - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(" ");
  // A single word longer than the limit is the only case where a cut inside a word is unavoidable.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, maxLength - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, "")}${ELLIPSIS}`;
}
