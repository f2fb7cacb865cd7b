/** content/partners.json: the partnership documents and the network's invitation. */
import { email, id, integer, list, object, prose, template, text, url } from "../fields";
import type { ContentFileSpec } from "../types";

export const partnersSpec = {
  path: "partners.json",
  schemaName: "partners",
  root: object(
    {
      title: text(),
      description: prose("Description for search engines"),
      intro: prose(),
      documentsHeading: text(),
      viewLabel: text(),
      documents: list(
        object(
          { id: id(), title: text(), description: text(), embedUrl: url(), viewUrl: url() },
          "PartnershipDocument",
        ),
        { uniqueBy: "id" },
      ),
      network: object(
        {
          heading: text(),
          text: prose(),
          publicationCount: integer(
            1,
            1000000,
            "Publications in the network; other texts quote it as {publicationCount}",
          ),
          countLabel: template(
            ["publicationCount"],
            "The big figure and its words, e.g. {publicationCount} publications in the network",
          ),
          benefits: list(object({ title: text(), text: prose() }, "NetworkBenefit")),
          contactText: prose(),
          contactEmail: email(),
        },
        "NetworkInvitation",
      ),
    },
    "PartnersContent",
  ),
  nodes: { kind: "file" },
} as const satisfies ContentFileSpec;
