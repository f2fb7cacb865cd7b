import { editionAt } from "../../model/editions";

/**
 * The edition a 404 page speaks: the one whose copy the host served. On the server, that of the
 * page's own address (`/es/404.html`); in the browser, the language of the page as served: the
 * edition's where the host serves the `404.html` nearest the address, the site's where it serves
 * the root's only (GitHub Pages). So the page hydrates as it was served, on any host.
 */
export const notFoundEdition = <Edition extends { id: string }>(
  editions: readonly Edition[],
  pathname: string,
): Edition | undefined =>
  typeof document === "undefined"
    ? editionAt(editions, pathname)
    : editions.find((edition) => edition.id === document.documentElement.lang);
