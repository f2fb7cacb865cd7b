import { homeSpec } from "../../src/content/specs/home";
import { formatProblems } from "../../src/content/problems";
import { validateContent } from "../../src/content/validateContent";
import { readAllContent } from "../support/content";
import {
  categoriesOf,
  contentWith,
  HERO_STORY,
  messages,
  type Json,
} from "../support/shippedContent";

describe("validateContent: ids, references and the whole report", () => {
  describe("ids that become addresses and element ids", () => {
    it("accepts category and policy page ids that clash with nothing", () => {
      const input = contentWith("categories.json", (data) => {
        categoriesOf(data)[9]!.id = "detroit-sports";
      });
      const lists = (input["headlines.json"] as Json).headlines as Json[];
      lists.find((list) => list.category === "sports")!.category = "detroit-sports";
      for (const [file, story] of Object.entries(input)) {
        if (file.startsWith("stories/") && (story as Json).section === "sports") {
          (story as Json).section = "detroit-sports";
        }
        if (file.startsWith("editions/")) {
          const names = (story as Json).sections as Json[];
          names.find((named) => named.category === "sports")!.category = "detroit-sports";
        }
      }
      (input["pages/privacy.json"] as Json).id = "privacy-policy";
      expect(messages(input)).toEqual([]);
    });

    it.each([
      ["faq", "would take the address /faq/, which is already the FAQ page"],
      ["politics", "is also a section id in content/categories.json"],
      ["privacy", "is also the id of content/pages/privacy.json"],
    ])(
      "rejects the edition id %s, whose front page would take another page's address",
      (id, why) => {
        const input = contentWith("editions/es.json", (data) => {
          (data as Json).id = id;
        });
        expect(messages(input)).toContainEqual(
          expect.stringContaining(`content/editions/es.json › field "id": "${id}" ${why}`),
        );
      },
    );

    it.each([
      ["faq", "the FAQ page"],
      ["partners", "the partners page"],
      ["404", "the page-not-found page"],
      ["stories", "the folder of stories fetched by the See All buttons"],
      ["page-data", "Gatsby's page data folder"],
      ["about", "the short address of the front page's #about"],
      ["news", "the short address of the front page's #news"],
    ])("rejects the category id %s, a fixed address", (id, what) => {
      const input = contentWith("categories.json", (data) => {
        categoriesOf(data)[4]!.id = id;
      });
      expect(messages(input)).toContain(
        `content/categories.json › item categories["${id}"] › field "id": "${id}" would take the address /${id}/, which is already ${what}; choose another id`,
      );
    });

    it("rejects a category id whose section would repeat an element id of the front page", () => {
      const main = contentWith("categories.json", (data) => {
        categoriesOf(data)[4]!.id = "main-content";
      });
      expect(messages(main)).toContain(
        'content/categories.json › item categories["main-content"] › field "id": "main-content" would give the front page a second element with the id "main-content", which the page already has; choose another id',
      );
      // The section's heading would be "weather-heading", the weather box's heading.
      const weather = contentWith("categories.json", (data) => {
        categoriesOf(data)[4]!.id = "weather";
      });
      expect(messages(weather)).toContain(
        'content/categories.json › item categories["weather"] › field "id": "weather" would give the front page a second element with the id "weather-heading", which the page already has; choose another id',
      );
    });

    it("rejects category ids whose sections or stories would share an element id", () => {
      // "sports-3" is the id of the third sports story.
      const story = contentWith("categories.json", (data) => {
        categoriesOf(data)[10]!.id = "sports-3";
      });
      expect(messages(story)).toContain(
        'content/categories.json › item categories["sports-3"] › field "id": "sports-3" would give the front page a second element with the id "sports-3", which section "sports" already uses; choose another id',
      );
      // Listed first, "sports-heading" makes sports' own heading id the clash.
      const heading = contentWith("categories.json", (data) => {
        categoriesOf(data)[0]!.id = "sports-heading";
      });
      expect(messages(heading)).toContain(
        'content/categories.json › item categories["sports"] › field "id": "sports" would give the front page a second element with the id "sports-heading", which section "sports-heading" already uses; choose another id',
      );
    });

    it("gives one message per category, the first clash it has", () => {
      const input = contentWith("categories.json", (data) => {
        categoriesOf(data)[4]!.id = "contact";
      });
      expect(messages(input).filter((message) => message.includes('"contact" would'))).toEqual([
        'content/categories.json › item categories["contact"] › field "id": "contact" would take the address /contact/, which is already the short address of the front page\'s #contact; choose another id',
      ]);
    });

    it("rejects a policy page id that is a fixed address, a category id or the other page's id", () => {
      const fixed = contentWith("pages/terms.json", (data) => {
        data.id = "partners";
      });
      expect(messages(fixed)).toEqual([
        'content/pages/terms.json › field "id": "partners" would take the address /partners/, which is already the partners page; choose another id',
      ]);
      const category = contentWith("pages/privacy.json", (data) => {
        data.id = "sports";
      });
      expect(messages(category)).toEqual([
        'content/pages/privacy.json › field "id": "sports" is also a section id in content/categories.json, and both would take the address /sports/; choose another id',
      ]);
      const twice = contentWith("pages/terms.json", (data) => {
        data.id = "privacy";
      });
      expect(messages(twice)).toEqual([
        'content/pages/terms.json › field "id": "privacy" is also the id of content/pages/privacy.json, and both would take the address /privacy/; choose another id',
      ]);
    });
  });

  it("rejects an author id that a section or a policy page already has", () => {
    const input = contentWith("authors.json", (data) => {
      const authors = data.authors as { id: string }[];
      authors[0]!.id = "sports";
      authors[1]!.id = "terms";
    });
    // The stories still name the old ids: only the clashes are of interest here.
    expect(messages(input).filter((message) => message.includes("an id of their own"))).toEqual([
      'content/authors.json › item authors["sports"] › field "id": "sports" is also the id of a section in content/categories.json; an author needs an id of their own',
      'content/authors.json › item authors["terms"] › field "id": "terms" is also the id of the page content/pages/terms.json; an author needs an id of their own',
    ]);
  });

  it("reports an unusable list of authors or hero by itself, and checks nothing that needs it", () => {
    const without = (file: string, change: (data: Json) => void) =>
      messages(contentWith(file, change));
    const noAuthors = readAllContent();
    delete noAuthors["authors.json"];
    expect(messages(noAuthors)).toEqual([
      'content/authors.json › field "(file)": the file is missing',
    ]);
    expect(without("authors.json", (data) => (data.authors = "Renee Okafor"))).toEqual([
      'content/authors.json › field "authors": is text; expected a list',
    ]);
    expect(without("authors.json", (data) => (data.authors as unknown[]).unshift(null))).toEqual([
      'content/authors.json › item authors[0] › field "(the whole item)": is null; expected a group of fields',
    ]);
    expect(without("home.json", (data) => delete data.hero)).toEqual([
      'content/home.json › field "hero": is missing; expected a group of fields',
    ]);
  });

  it("reports a missing file and a file that is not an object", () => {
    const input = readAllContent();
    delete input["faq.json"];
    input["partners.json"] = [];
    expect(messages(input)).toEqual([
      'content/faq.json › field "(file)": the file is missing',
      'content/partners.json › field "(the whole item)": is a list; expected a group of fields',
    ]);
  });

  it("gives one message per problem, all listed for the editor", () => {
    const input = contentWith("categories.json", (data) => {
      delete categoriesOf(data)[0]!.title;
      delete categoriesOf(data)[1]!.description;
    });
    const report = formatProblems(validateContent(input));
    expect(report.split("\n")).toEqual([
      "The content in content/ has 2 problems. Fix each one and build again:",
      '  - content/categories.json › item categories["local-news"] › field "title": is missing; expected text (not empty)',
      '  - content/categories.json › item categories["national-news"] › field "description": is missing; expected text (not empty)',
    ]);
  });

  describe("references into a list that is not usable", () => {
    it("checks none against a folder with a broken file: only that file's problem is said", () => {
      const input = contentWith(HERO_STORY, (story) => {
        story.headline = 5;
      });
      expect(messages(input)).toEqual([
        `content/${HERO_STORY} › field "headline": is a whole number; expected text (not empty)`,
      ]);
    });

    it("checks none against a list that is not among the files validated", () => {
      const input = readAllContent();
      expect(validateContent({ "home.json": input["home.json"] }, [homeSpec])).toEqual([]);
    });

    it("says a reference of the wrong type once, as the wrong type", () => {
      const input = contentWith("home.json", (home) => {
        (home.hero as Json).sectionId = 5;
      });
      expect(messages(input)).toEqual([
        'content/home.json › field "hero.sectionId": is a whole number; expected an id of lower-case letters, digits and hyphens, e.g. local-news',
      ]);
    });

    it("gives a problem outside a list no item at all", () => {
      const input = contentWith("home.json", (home) => {
        (home.hero as Json).sectionId = "nowhere";
      });
      expect(validateContent(input)).toStrictEqual([
        {
          file: "content/home.json",
          field: "hero.sectionId",
          message: expect.stringMatching(
            /^"nowhere" is not a category id in content\/categories\.json; /,
          ),
        },
      ]);
    });
  });

  it("names the first policy page that has an id, however many repeat it", () => {
    const input = readAllContent();
    const privacy = input["pages/privacy.json"] as Json;
    const problems = messages({
      ...input,
      "pages/zz-copy-1.json": { ...privacy },
      "pages/zz-copy-2.json": { ...privacy },
    });
    expect(problems).toEqual([
      'content/pages/zz-copy-1.json › field "id": "privacy" is also the id of content/pages/privacy.json, and both would take the address /privacy/; choose another id',
      'content/pages/zz-copy-2.json › field "id": "privacy" is also the id of content/pages/privacy.json, and both would take the address /privacy/; choose another id',
    ]);
  });
});
