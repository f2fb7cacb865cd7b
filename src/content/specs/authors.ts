/** content/authors.json: the newsroom's authors. */
import { email, id, list, object, optional, text } from "../fields";
import type { ContentFileSpec } from "../types";

export const authorsSpec = {
  path: "authors.json",
  schemaName: "authors",
  root: object(
    {
      authors: list(
        object(
          {
            id: id("Used in the author's address, e.g. maria-delgado for /authors/maria-delgado/"),
            name: text(),
            role: text("e.g. City Hall reporter"),
            bio: text("Two or three sentences about the author"),
            email: optional(email()),
          },
          "Author",
        ),
        { uniqueBy: "id" },
      ),
    },
    "AuthorList",
  ),
  nodes: {
    kind: "eachItem",
    field: "authors",
    computed: { path: text("Address of the author's page") },
  },
} as const satisfies ContentFileSpec;
