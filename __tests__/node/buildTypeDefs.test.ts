import { buildTypeDefs } from "../../src/node/buildTypeDefs";

describe("buildTypeDefs", () => {
  const typeDefs = buildTypeDefs();

  it("declares every content type explicitly, without inference", () => {
    const types = [...typeDefs.matchAll(/^type (\w+)( implements Node( & \w+)*)? @dontInfer \{/gm)];
    expect(types.length).toBeGreaterThan(10);
    expect(typeDefs.match(/^type /gm)).toHaveLength(types.length);
  });

  it("makes categories nodes with the editor's id and computed fields", () => {
    expect(typeDefs).toMatch(
      /type Category implements Node @dontInfer \{\n {2}title: String!\n {2}description: String!\n( {2}".*"\n)? {2}navLabel: String!/,
    );
    expect(typeDefs).toMatch(
      /type Category[^}]*order: Int![^}]*articleCount: Int![^}]*storiesPath: String!/,
    );
  });

  it("marks required fields non-null and keeps the image optional", () => {
    expect(typeDefs).toContain("  keywords: [String!]!");
    expect(typeDefs).toContain("  contacts: [ContactPoint!]!");
    expect(typeDefs).toMatch(/type Article implements [^{]* @dontInfer \{[^}]*imageUrl: String\n/);
  });

  it("links the hero's story slug to the Story node, which pages query as hero.story", () => {
    expect(typeDefs).toMatch(
      /type HeroStory @dontInfer \{[^}]*\n {2}storySlug: String\n[^}]*\n {2}story: Story @link\(by: "slug", from: "storySlug"\)\n/,
    );
    expect(typeDefs).toMatch(/type HeroStory @dontInfer \{[^}]*\n {2}title: String\n/);
    const story = typeDefs.slice(typeDefs.indexOf("type Story implements Node"));
    expect(story.slice(0, story.indexOf("\n}"))).toContain("\n  authorNames: [String!]!");
  });

  it("groups a prepared picture's fields in an interface, which stories and cards implement", () => {
    const pictureFields = [
      "imageUrl: String",
      "imageWidth: Int",
      "imageHeight: Int",
      "imageSrcSet: String",
      "imageSources: [ImageSource!]",
    ];
    const block = (start: string) => {
      const from = typeDefs.indexOf(start);
      expect(from).toBeGreaterThanOrEqual(0);
      return typeDefs.slice(from, typeDefs.indexOf("\n}", from));
    };
    const fieldsOf = (start: string) =>
      block(start)
        .split("\n")
        .slice(1)
        .filter((line) => !line.trimStart().startsWith('"'))
        .map((line) => line.trim());
    expect(fieldsOf("interface PreparedPicture {")).toEqual(pictureFields);
    for (const type of ["Story", "Article"]) {
      expect(fieldsOf(`type ${type} implements Node & PreparedPicture @dontInfer {`)).toEqual(
        expect.arrayContaining(pictureFields),
      );
    }
    expect(typeDefs.match(/implements [^{]*PreparedPicture/g)).toHaveLength(2);
  });

  it("does not expose the headline lists or the category list file as nodes", () => {
    expect(typeDefs).not.toContain("type HeadlineSettings");
    expect(typeDefs).not.toContain("type CategoryList");
  });

  it("declares the raw node of each content file without fields pages could read", () => {
    expect(typeDefs).toMatch(
      /type ContentJson implements Node @dontInfer \{\n[^}]*jsonId: String\n\}/,
    );
  });

  it("makes a node type of every node the content model declares, and no other", () => {
    const nodeTypes = [...typeDefs.matchAll(/^type (\w+) implements Node/gm)].map((m) => m[1]);
    expect(nodeTypes.sort()).toEqual(
      [
        "Article",
        "Author",
        "Category",
        "ContentJson",
        "FaqContent",
        "HomeContent",
        "PartnersContent",
        "PolicyPage",
        "SiteSettings",
        "Story",
        "UiText",
      ].sort(),
    );
  });

  it("carries the model's hints to editors as GraphQL descriptions", () => {
    expect(typeDefs).toContain('  "Short label in the header menu"\n  navLabel: String!');
  });
});
