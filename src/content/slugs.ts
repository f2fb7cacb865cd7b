/** The longest slug made from a headline: an address stays readable, and a 200-character headline fits. */
export const MAX_SLUG_LENGTH = 80;

/** Letters that no Unicode decomposition turns into plain ones. */
const FOLDED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
};

/**
 * A story's slug, made from its headline as the story is created: lower case, accents folded,
 * words of letters and digits joined by hyphens ("Café Façade’s Reopening" → "cafe-facades-reopening"),
 * cut at a word to at most `MAX_SLUG_LENGTH` characters. The content editor makes it; it then
 * names the story's file and never changes.
 */
export function slugFromHeadline(headline: string): string {
  const words =
    headline
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/[ßæœøłđðþ]/g, (letter) => FOLDED[letter] ?? letter)
      .replace(/['’]/g, "")
      .match(/[a-z0-9]+/g) ?? [];
  let slug = "";
  for (const word of words) {
    const longer = slug === "" ? word : `${slug}-${word}`;
    if (longer.length > MAX_SLUG_LENGTH) break;
    slug = longer;
  }
  return slug === "" ? (words[0] ?? "").slice(0, MAX_SLUG_LENGTH) : slug;
}

/** Registered by src/cms/register.ts: a slug made from another field, shown read-only. */
export const SLUG_WIDGET = "slug";
