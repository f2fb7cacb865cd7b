import fs from "fs";
import path from "path";
import { buildFragment, buildTypeDefs } from "../../src/node/buildTypeDefs";
import { SHARED_FIELDS } from "../../src/content/specs/pictures";

describe("buildTypeDefs", () => {
  const typeDefs = buildTypeDefs();

  it("declares every content type explicitly, without inference", () => {
    const types = [
      ...typeDefs.matchAll(
        /^type (\w+)( implements (Node|PreparedPicture)( & \w+)*)? @dontInfer \{/gm,
      ),
    ];
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
  });

  it("gives a story its body as HTML only: the Markdown stays in the file", () => {
    const story = typeDefs.slice(typeDefs.indexOf("type Story implements Node"));
    const fields = story.slice(0, story.indexOf("\n}"));
    expect(fields).toContain("\n  bodyHtml: String!");
    expect(fields).not.toMatch(/\n {2}body:/);
  });

  it("links a story's author ids to the Author nodes, in the byline's order", () => {
    const story = typeDefs.slice(typeDefs.indexOf("type Story implements Node"));
    expect(story.slice(0, story.indexOf("\n}"))).toContain(
      '\n  authors: [String!]!\n  "The author of each id in authors"\n  authorProfiles: [Author!]! @link(by: "id", from: "authors")\n',
    );
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
    expect(fieldsOf("type ImageSource @dontInfer {")).toEqual(["type: String!", "srcSet: String!"]);
    for (const type of ["Story", "Article"]) {
      expect(fieldsOf(`type ${type} implements Node & PreparedPicture @dontInfer {`)).toEqual(
        expect.arrayContaining(pictureFields),
      );
    }
    // A live story's update has a picture of its own, prepared like the story's.
    expect(fieldsOf("type StoryUpdate implements PreparedPicture @dontInfer {")).toEqual(
      expect.arrayContaining(pictureFields),
    );
    expect(typeDefs.match(/implements [^{]*PreparedPicture/g)).toHaveLength(3);
  });

  it("holds Markdown as the HTML made of it, at any depth: a story's body and its updates'", () => {
    for (const type of ["type Story implements", "type StoryUpdate implements"]) {
      const from = typeDefs.indexOf(type);
      expect(typeDefs.slice(from, typeDefs.indexOf("\n}", from))).toContain(
        "\n  bodyHtml: String!\n",
      );
    }
    expect(typeDefs).not.toMatch(/^ {2}body: /m);
  });

  it("matches the committed query types (src/gatsby-types.d.ts): each field, its hint, non-null", () => {
    // Gatsby writes that file on every build and typecheck reads it: a model changed without a
    // build would type-check pages against the old types.
    const generated = fs.readFileSync(
      path.join(__dirname, "..", "..", "src", "gatsby-types.d.ts"),
      "utf8",
    );
    for (const block of typeDefs.split("\n\n")) {
      const [, name] = /^(?:type|interface) (\w+)/.exec(block) ?? [];
      const start = generated.indexOf(`\ntype ${name} = `);
      expect({ name, declared: start >= 0 }).toEqual({ name, declared: true });
      const declared = generated.slice(start, generated.indexOf("\n};", start));
      const lines = block.split("\n").slice(1, -1);
      lines.forEach((line, index) => {
        const field = /^ {2}(\w+): (\S+)/.exec(line);
        if (!field) return;
        const previous = lines[index - 1] ?? "";
        const hint = previous.startsWith('  "') ? (JSON.parse(previous.trim()) as string) : null;
        const [, fieldName, type] = field;
        const generatedLine = new RegExp(
          `\\n( {2}/\\*\\* (.*) \\*/\\n)? {2}readonly ${fieldName}: (.*);`,
        );
        const [, , generatedHint, generatedType] = generatedLine.exec(declared) ?? [];
        expect({
          name,
          fieldName,
          hint: generatedHint ?? null,
          nullable: generatedType?.startsWith("Maybe<"),
        }).toEqual({
          name,
          fieldName,
          hint,
          nullable: !type!.endsWith("!"),
        });
      });
    }
  });

  it("does not expose the headline lists or the category list file as nodes", () => {
    expect(typeDefs).not.toContain("type HeadlineSettings");
    expect(typeDefs).not.toContain("type CategoryList");
  });

  it("makes a node type of every node the content model declares, and no other", () => {
    const nodeTypes = [...typeDefs.matchAll(/^type (\w+) implements Node/gm)].map((m) => m[1]);
    expect(nodeTypes.sort()).toEqual(
      [
        "Article",
        "Author",
        "Category",
        "Edition",
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

describe("buildFragment", () => {
  const fragment = buildFragment("Story", "StoryFields");

  it("asks for a story's own and computed fields, its groups spelled out, not its Markdown", () => {
    expect(fragment).toMatch(/^fragment StoryFields on Story \{\n/);
    expect(fragment).toContain("\n  headline\n");
    expect(fragment).toContain("\n  bodyHtml\n");
    expect(fragment).toMatch(/\n {2}corrections \{\n {4}date\n {4}text\n {2}\}\n/);
    expect(fragment).not.toMatch(/^\s*body$/m);
  });

  it("takes a prepared picture's fields from its own fragment, not a second list of them", () => {
    // The story's, and each update's.
    expect(fragment.match(/^ {2}\.\.\.PreparedPicture$/gm)).toHaveLength(1);
    expect(fragment).toMatch(
      /\n {2}updates \{\n[^}]*\n {4}bodyHtml\n[^}]*\}\n {4}keyEvent\n {4}\.\.\.PreparedPicture\n {2}\}/,
    );
    for (const field of Object.keys(SHARED_FIELDS.PreparedPicture)) {
      expect(fragment).not.toMatch(new RegExp(`^\\s*${field}\\b`, "m"));
    }
  });

  it("names a type the model makes no nodes of", () => {
    expect(() => buildFragment("Nothing", "NothingFields")).toThrow(
      "The content model makes no Nothing nodes",
    );
  });
});
