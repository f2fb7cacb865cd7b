/** The tip form's address with its category query parameter (`?category=local-news`). */
export function buildTipFormUrl(formUrl: string, category: string): string {
  const url = new URL(formUrl);
  url.searchParams.set("category", category);
  return url.toString();
}
