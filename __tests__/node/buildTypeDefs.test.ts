import { buildTypeDefs } from "../../src/node/buildTypeDefs";

describe("buildTypeDefs", () => {
  const typeDefs = buildTypeDefs();

  it("declares every content type explicitly, without inference", () => {
    const types = [...typeDefs.matchAll(/^type (\w+)( implements Node)? @dontInfer \{/gm)];
    expect(types.length).toBeGreaterThan(10);
    expect(typeDefs.match(/^type /gm)).toHaveLength(types.length);
  });

  it("makes categories nodes with the editor's id and computed fields", () => {
    expect(typeDefs).toContain(
      "type Category implements Node @dontInfer {\n  title: String!\n  description: String!\n  navLabel: String!",
    );
    expect(typeDefs).toMatch(
      /type Category[^}]*order: Int![^}]*articleCount: Int![^}]*storiesPath: String!/,
    );
  });

  it("marks required fields non-null and keeps the image optional", () => {
    expect(typeDefs).toContain("  keywords: [String!]!");
    expect(typeDefs).toContain("  contacts: [ContactPoint!]!");
    expect(typeDefs).toMatch(/type Article implements Node @dontInfer \{[^}]*imageUrl: String\n/);
  });

  it("does not expose the headline lists or the category list file as nodes", () => {
    expect(typeDefs).not.toContain("type HeadlineSettings");
    expect(typeDefs).not.toContain("type CategoryList");
  });
});
