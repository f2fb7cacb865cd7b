/** The site and the readers of a page's `<head>` that the metadata tests share. */
import type { buildMetadata, SiteIdentity } from "../../src/model/buildMetadata";

export const site: SiteIdentity = {
  name: "The Detroit Herald",
  siteUrl: "https://www.detroitherald.news",
  description: "Local news for Detroit.",
  language: "en-US",
  foundingYear: 1825,
  address: "615 W. Lafayette Blvd., Detroit, MI 48226",
  countryCode: "US",
  city: "Detroit",
  region: "Michigan",
  contacts: [
    {
      id: "editorial",
      title: "Editorial",
      email: "newsroom@detroitherald.news",
      phone: "(313) 555-0142",
    },
  ],
  publishingPrinciplesPageId: "ethics",
};

export const content = (head: ReturnType<typeof buildMetadata>, key: string) =>
  head.meta.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content);

/** One step of a page's breadcrumbs, as JSON-LD lists it. */
export const crumb = (position: number, name: string, item: string) => ({
  "@type": "ListItem",
  position,
  name,
  item,
});

type Graph = { "@graph": Record<string, unknown>[] };
export const nodeOfType = (head: ReturnType<typeof buildMetadata>, type: string) =>
  (head.jsonLd as Graph)["@graph"].find((node) =>
    Array.isArray(node["@type"]) ? node["@type"].includes(type) : node["@type"] === type,
  );
