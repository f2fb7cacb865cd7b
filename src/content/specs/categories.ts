/** content/categories.json: the sections. */
import { id, integer, list, object, optional, text } from "../fields";
import type { ContentFileSpec } from "../types";

export const categoriesSpec = {
  path: "categories.json",
  schemaName: "categories",
  root: object(
    {
      categories: list(
        object(
          {
            id: id("Used in addresses, e.g. local-news"),
            title: text(),
            description: text(),
            navLabel: text("Short label in the header menu"),
          },
          "Category",
        ),
        { uniqueBy: "id" },
      ),
    },
    "CategoryList",
  ),
  nodes: {
    kind: "eachItem",
    field: "categories",
    computed: {
      order: integer(0, 10000, "Position of the category in content/categories.json"),
      articleCount: integer(0, 1000000, "How many stories the section has"),
      storiesPath: text("Address of the JSON file with the stories past the first ones shown"),
      archivePath: optional(
        text("Address of the section's archive; none while the section has no written story"),
      ),
    },
  },
} as const satisfies ContentFileSpec;
