import { homeSpec } from "../../src/content/contentSpec";
import { formatProblem, formatProblems, validateContent } from "../../src/content/validateContent";
import { readAllContent } from "../support/content";

type Json = Record<string, unknown>;

/** The shipped content with one change applied to one file. */
function contentWith(file: string, change: (data: Json) => void): Record<string, unknown> {
  const input = readAllContent();
  const copy = input[file] as Json; // freshly parsed, safe to change
  change(copy);
  return { ...input, [file]: copy };
}

/** A hero written in home.json, without a story of the newsroom's. */
const OWN_HERO = {
  title: "Greenway opens",
  summary: "A new stretch opens.",
  byline: "By Elena Kowalski",
  imageUrl: "https://img.example/greenway.jpg",
  imageAlt: "A greenway",
};

/** The shipped content with the hero written in home.json (and one more change to it). */
function withOwnHero(change: (hero: Json) => void = () => undefined) {
  return contentWith("home.json", (data) => {
    const hero = data.hero as Json;
    delete hero.storySlug;
    Object.assign(hero, OWN_HERO);
    change(hero);
  });
}

const categoriesOf = (data: Json) => data.categories as Json[];
/** The story the shipped hero names. */
const HERO_STORY = `stories/2026/11/${String(((readAllContent()["home.json"] as Json).hero as Json).storySlug)}.json`;
const messages = (input: Record<string, unknown>) => validateContent(input).map(formatProblem);

describe("validateContent", () => {
  it("accepts the shipped content", () => {
    expect(validateContent(readAllContent())).toEqual([]);
  });

  it("names file, item and field of a missing field", () => {
    const input = contentWith("categories.json", (data) => {
      delete categoriesOf(data)[3]!.title;
    });
    expect(validateContent(input)).toEqual([
      {
        file: "content/categories.json",
        item: 'categories["politics"]',
        field: "title",
        message: "is missing; expected text (not empty)",
      },
    ]);
    expect(messages(input)).toEqual([
      'content/categories.json › item categories["politics"] › field "title": is missing; expected text (not empty)',
    ]);
  });

  it("reports a wrongly typed field with what was found and what was expected", () => {
    const input = contentWith("site.json", (data) => {
      data.foundingYear = "1825";
    });
    expect(messages(input)).toEqual([
      'content/site.json › field "foundingYear": is text; expected a whole number from 1600 to 2100',
    ]);
  });

  it("reports a number out of range", () => {
    const input = contentWith("home.json", (data) => {
      (data.weather as Json).humidityPercent = 140;
    });
    expect(messages(input)).toEqual([
      'content/home.json › field "weather.humidityPercent": is 140; expected a whole number from 0 to 100',
    ]);
  });

  it("reports empty text and text padded with spaces", () => {
    const input = contentWith("ui.json", (data) => {
      data.showLess = "  ";
      data.skipLink = " Skip to main content";
    });
    expect(messages(input)).toEqual([
      'content/ui.json › field "skipLink": starts or ends with spaces; remove them',
      'content/ui.json › field "showLess": is empty; expected text (not empty)',
    ]);
  });

  it("reports a headline list for an unknown category id", () => {
    const input = contentWith("headlines.json", (data) => {
      (data.headlines as Json[]).push({
        category: "weather",
        headlines: ["Sunny skies ahead for the weekend"],
      });
    });
    expect(messages(input)).toEqual([
      expect.stringMatching(
        /^content\/headlines\.json › item headlines\["weather"\] › field "category": "weather" is not a category id in content\/categories\.json; expected one of: local-news, /,
      ),
    ]);
  });

  it("reports a category without a headline list, and an empty list", () => {
    const input = contentWith("headlines.json", (data) => {
      const lists = data.headlines as Json[];
      data.headlines = lists.filter((list) => list.category !== "sports");
      (lists.find((list) => list.category === "events") as Json).headlines = [];
    });
    expect(messages(input)).toEqual([
      'content/headlines.json › item headlines["events"] › field "headlines": is an empty list; expected at least 1 item',
      'content/headlines.json › field "headlines": has no item for "sports"; every category needs one, with its category',
    ]);
  });

  it("reports a duplicate id", () => {
    const input = contentWith("categories.json", (data) => {
      categoriesOf(data)[5]!.id = "business";
    });
    expect(messages(input)).toContain(
      'content/categories.json › item categories["business"] › field "id": "business" is used twice (items 5 and 6); every id must be unique',
    );
  });

  it("reports an id that is not written as an id", () => {
    const input = contentWith("categories.json", (data) => {
      categoriesOf(data)[0]!.id = "Local News";
    });
    expect(messages(input)).toContain(
      'content/categories.json › item categories["Local News"] › field "id": "Local News" is not an id of lower-case letters, digits and hyphens, e.g. local-news',
    );
  });

  it.each([
    [
      "a web address without https",
      "site.json",
      ["donationUrl"],
      "http://donate.example.org",
      "a web address starting with https://",
    ],
    [
      "a web address that is not one",
      "site.json",
      ["donationUrl"],
      "donate now",
      "a web address starting with https://",
    ],
    [
      "an e-mail address",
      "faq.json",
      ["stillHaveQuestions", "email"],
      "newsroom.detroitherald.news",
      "an e-mail address like name@example.com",
    ],
    [
      "a phone number",
      "faq.json",
      ["stillHaveQuestions", "phone"],
      "call us",
      "a phone number like (313) 555-0142",
    ],
    ["a date", "pages/privacy.json", ["lastUpdated"], "2026-02-30", "a date written as YYYY-MM-DD"],
  ])("reports a malformed value: %s", (_name, file, fieldPath, value, expectation) => {
    const input = contentWith(file, (data) => {
      let target = data;
      for (const key of fieldPath.slice(0, -1)) target = target[key] as Json;
      target[fieldPath.at(-1)!] = value;
    });
    expect(messages(input)).toEqual([
      `content/${file} › field "${fieldPath.join(".")}": "${value}" is not ${expectation}`,
    ]);
  });

  it("reports templates with unknown or missing placeholders", () => {
    const input = contentWith("ui.json", (data) => {
      data.seeAll = "See All {name}";
    });
    expect(messages(input)).toEqual([
      'content/ui.json › field "seeAll": uses unknown placeholder {name}; expected text containing {title} and {count}',
    ]);
    const missing = contentWith("ui.json", (data) => {
      data.seeAll = "See All {title}";
    });
    expect(messages(missing)).toEqual([
      'content/ui.json › field "seeAll": is missing {count}; expected text containing {title} and {count}',
    ]);
  });

  it("checks an address template as the address it becomes", () => {
    const notAnAddress = contentWith("headlines.json", (data) => {
      data.imageUrlTemplate = "picsum.photos/seed/{id}/800/450";
    });
    expect(messages(notAnAddress)).toEqual([
      'content/headlines.json › field "imageUrlTemplate": "picsum.photos/seed/{id}/800/450" is not a web address starting with https://',
    ]);
    const noPlaceholder = contentWith("headlines.json", (data) => {
      data.imageUrlTemplate = "https://picsum.photos/800/450";
    });
    expect(messages(noPlaceholder)).toEqual([
      'content/headlines.json › field "imageUrlTemplate": is missing {id}; expected a web address starting with https:// containing {id}',
    ]);
  });

  it("reports a misspelled field as unknown and the real one as missing", () => {
    const input = contentWith("partners.json", (data) => {
      const document = (data.documents as Json[])[1]!;
      document.titel = document.title;
      delete document.title;
    });
    expect(messages(input)).toEqual([
      'content/partners.json › item documents["content-sharing-agreement"] › field "title": is missing; expected text (not empty)',
      'content/partners.json › item documents["content-sharing-agreement"] › field "titel": is not a known field; expected one of: id, title, description, embedUrl, viewUrl',
    ]);
  });

  it("reports list length limits", () => {
    const input = contentWith("site.json", (data) => {
      (data.sisterSites as Json[]).pop();
    });
    expect(messages(input)).toEqual([
      'content/site.json › field "sisterSites": has 2 items; expected at least 3',
    ]);
  });

  it("names list items by position when they have no id or title", () => {
    const input = contentWith("faq.json", (data) => {
      const questions = (data.categories as Json[])[0]!.questions as Json[];
      questions[1]!.answer = 42;
    });
    expect(validateContent(input)).toEqual([
      expect.objectContaining({
        item: expect.stringMatching(/^categories\["[a-z-]+"\]\.questions\[1\]$/),
        field: "answer",
        message: "is a whole number; expected text (not empty)",
      }),
    ]);
  });

  it("reports a reference to an unknown category", () => {
    const input = contentWith("home.json", (data) => {
      (data.hero as Json).sectionId = "weather";
    });
    expect(messages(input)).toEqual([
      'content/home.json › field "hero.sectionId": "weather" is not a category id in content/categories.json; expected one of: local-news, national-news, world-news, politics, business, technology, automotive, real-estate, health, sports, arts-culture, food-dining, lifestyle, opinion, archives, events',
    ]);
  });

  describe("facts written once and quoted by placeholder", () => {
    it("rejects a founding year or network size written out in prose", () => {
      const home = contentWith("home.json", (data) => {
        (data.about as Json).text = "Since 1825 we have covered Detroit.";
      });
      expect(messages(home)).toEqual([
        'content/home.json › field "about.text": writes out 1825; write {foundingYear} instead, which the build fills in from content/site.json › field "foundingYear", so the two always agree',
      ]);
      const faq = contentWith("faq.json", (data) => {
        const questions = (data.categories as Json[])[1]!.questions as Json[];
        questions[0]!.answer = "A network of 3,000 publications (3000 in all).";
      });
      expect(messages(faq)).toEqual([
        expect.stringMatching(
          /^content\/faq\.json › item categories\["our-network"\]\.questions\[0\] › field "answer": writes out 3,000; write \{publicationCount\} instead, which the build fills in from content\/partners\.json › field "network\.publicationCount", so the two always agree$/,
        ),
      ]);
    });

    it("follows the facts: a changed founding year makes the old one an ordinary number", () => {
      const input = contentWith("site.json", (data) => {
        data.foundingYear = 1830;
      });
      (input["home.json"] as { about: Json }).about.text = "Founded in 1825, a year before 1830?";
      expect(messages(input)).toEqual([
        'content/home.json › field "about.text": writes out 1830; write {foundingYear} instead, which the build fills in from content/site.json › field "foundingYear", so the two always agree',
      ]);
    });

    it("counts only whole numbers as copies", () => {
      const input = contentWith("partners.json", (data) => {
        (data.network as Json).text =
          "Over 13,000 readers and 30,000 visits; 18250 words; 3.000 and 1825.5.";
      });
      expect(messages(input)).toEqual([]);
    });

    it("rejects a placeholder that names no fact, and a template missing its own", () => {
      const prose = contentWith("home.json", (data) => {
        (data.about as Json).text = "Since {year} we have covered Detroit.";
      });
      expect(messages(prose)).toEqual([
        'content/home.json › field "about.text": uses unknown placeholder {year}; expected text that may contain only {foundingYear} or {publicationCount}',
      ]);
      const label = contentWith("partners.json", (data) => {
        (data.network as Json).countLabel = "publications in the network";
      });
      expect(messages(label)).toEqual([
        'content/partners.json › field "network.countLabel": is missing {publicationCount}; expected text containing {publicationCount}',
      ]);
    });
  });

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
      }
      (input["pages/privacy.json"] as Json).id = "privacy-policy";
      expect(messages(input)).toEqual([]);
    });

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

  describe("the hero: a story the newsroom wrote, or one written in home.json", () => {
    const withStory = (slug: string) =>
      contentWith("home.json", (data) => {
        (data.hero as Json).storySlug = slug;
      });

    it("accepts a hero that names a written story by its slug, or one written in home.json", () => {
      expect(validateContent(withStory("riverwalk-lighting-plan"))).toEqual([]);
      expect(validateContent(withOwnHero())).toEqual([]);
    });

    it("names file and field of a slug no story has", () => {
      expect(messages(withStory("riverwalk-lights"))).toEqual([
        expect.stringMatching(
          /^content\/home\.json › field "hero\.storySlug": "riverwalk-lights" is not the slug of a story in content\/stories\/; expected one of: .*riverwalk-lighting-plan/,
        ),
      ]);
      const noStories = Object.fromEntries(
        Object.entries(withStory("riverwalk-lighting-plan")).filter(
          ([file]) => !file.startsWith("stories/"),
        ),
      );
      expect(messages(noStories)).toEqual([
        'content/home.json › field "hero.storySlug": "riverwalk-lighting-plan" is not the slug of a story in content/stories/; there is none yet',
      ]);
    });

    it("needs the page site.json names for its publishing principles among the policy pages", () => {
      const withoutEthics = Object.fromEntries(
        Object.entries(readAllContent()).filter(([file]) => file !== "pages/ethics.json"),
      );
      expect(messages(withoutEthics)).toEqual([
        expect.stringMatching(
          /^content\/site\.json › field "publishingPrinciplesPageId": "ethics" is not the id of a policy page in content\/pages\/; expected one of: .*privacy/,
        ),
      ]);
    });

    it("refuses the hero's own story beside a named one, and asks for it without one", () => {
      const both = contentWith("home.json", (data) => {
        Object.assign(data.hero as Json, OWN_HERO);
      });
      expect(messages(both)).toEqual(
        Object.keys(OWN_HERO).map(
          (field) =>
            `content/home.json › field "hero.${field}": is not used while hero.storySlug names a story, whose headline, summary, byline and picture the hero shows; remove it, or remove storySlug`,
        ),
      );
      const neither = withOwnHero((hero) => {
        delete hero.title;
        delete hero.imageUrl;
      });
      expect(messages(neither)).toEqual([
        'content/home.json › field "hero.title": is missing; expected text (not empty), or a story\'s slug in hero.storySlug',
        'content/home.json › field "hero.imageUrl": is missing; expected a web address starting with https://, or a story\'s slug in hero.storySlug',
      ]);
    });
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

  describe("stories, one file each in content/stories/", () => {
    const STORY = "stories/2026/11/council-delays-rental-inspection-vote.json";
    const OTHER = "stories/2026/11/midtown-water-main-repairs.json";

    it("names the file and field of an unknown section, author or label", () => {
      const input = contentWith(STORY, (story) => {
        story.section = "weather";
        story.authors = ["renee-okafor", "nobody"];
        story.label = "Gossip";
      });
      // A field's own problems come first, then the references between files.
      expect(messages(input)).toEqual([
        'content/stories/2026/11/council-delays-rental-inspection-vote.json › field "label": "Gossip" is not allowed; expected one of: News, Analysis, Opinion, Sponsored',
        expect.stringMatching(
          /^content\/stories\/2026\/11\/council-delays-rental-inspection-vote\.json › field "section": "weather" is not a category id in content\/categories\.json; expected one of: local-news, /,
        ),
        expect.stringMatching(
          /^content\/stories\/2026\/11\/council-delays-rental-inspection-vote\.json › field "authors\[1\]": "nobody" is not an author id in content\/authors\.json; expected one of: renee-okafor, /,
        ),
      ]);
    });

    /** The shipped content with OTHER renamed after the slug it is given (and one more change). */
    function otherWithSlug(slug: string, change: (story: Json) => void = () => undefined) {
      const { [OTHER]: other, ...rest } = contentWith(OTHER, (story) => {
        story.slug = slug;
        change(story);
      });
      return { ...rest, [`stories/2026/11/${slug}.json`]: other };
    }

    it("refuses a slug another story has, in any month, or one that takes a fixed address", () => {
      const { [OTHER]: other, ...rest } = readAllContent();
      const october = "stories/2026/10/council-delays-rental-inspection-vote.json";
      const sameSlug = {
        ...(other as Json),
        slug: "council-delays-rental-inspection-vote",
        publishedAt: "2026-10-19T18:40:00-04:00",
      };
      expect(messages({ ...rest, [october]: sameSlug })).toEqual([
        'content/stories/2026/11/council-delays-rental-inspection-vote.json › field "slug": "council-delays-rental-inspection-vote" is also the slug of content/stories/2026/10/council-delays-rental-inspection-vote.json; every story needs its own slug',
      ]);
      expect(messages(otherWithSlug("corrections"))).toEqual([
        'content/stories/2026/11/corrections.json › field "slug": "corrections" would take the address /corrections/, which is already the corrections page; choose another id',
      ]);
      expect(messages(otherWithSlug("heading"))).toEqual([
        'content/stories/2026/11/heading.json › field "slug": "heading" would give the front page a second element with the id "local-news-heading"; choose another slug',
      ]);
    });

    it("refuses a slug changed in the file: the slug is the file's name, and never changes", () => {
      const changed = contentWith(OTHER, (story) => {
        story.slug = "midtown-water-main-fixed";
      });
      expect(messages(changed)).toEqual([
        'content/stories/2026/11/midtown-water-main-repairs.json › field "slug": is "midtown-water-main-fixed" but the file is named midtown-water-main-repairs.json; the slug is the file\'s name and never changes once the story is published: write "midtown-water-main-repairs" here, or, for a story not yet published, rename the file midtown-water-main-fixed.json',
      ]);
    });

    it("asks for a story in the folder of its month of publication in Detroit", () => {
      const later = contentWith(OTHER, (story) => {
        // 01:00 on December 1 in UTC: November in Detroit, where the file is.
        story.publishedAt = "2026-11-30T20:00:00-05:00";
      });
      expect(messages(later)).toEqual([]);
      const nextMonth = contentWith(OTHER, (story) => {
        story.publishedAt = "2026-12-02T09:00:00-05:00";
      });
      expect(messages(nextMonth)).toEqual([
        'content/stories/2026/11/midtown-water-main-repairs.json › field "publishedAt": the file is in content/stories/2026/11/ but publishedAt is 2026-12-02T09:00:00-05:00, in 2026/12 in Detroit; move the file to content/stories/2026/12/',
      ]);
      const { [OTHER]: story, ...rest } = readAllContent();
      expect(messages({ ...rest, "stories/midtown-water-main-repairs.json": story })).toEqual([
        'content/stories/midtown-water-main-repairs.json › field "publishedAt": the file is in content/stories/ but publishedAt is 2026-11-20T13:15:00-05:00, in 2026/11 in Detroit; move the file to content/stories/2026/11/',
      ]);
    });

    it("refuses an update before publication and dates without an offset", () => {
      const input = contentWith(STORY, (story) => {
        story.updatedAt = "2026-11-19T18:00:00-05:00";
        (story.corrections as Json[])[0]!.date = "2026-11-20 11:05";
      });
      // The story's own rules run on the story once its fields are valid.
      expect(messages(input)).toEqual([
        'content/stories/2026/11/council-delays-rental-inspection-vote.json › item corrections[0] › field "date": "2026-11-20 11:05" is not a date and time with its offset, e.g. 2026-11-20T09:30:00-05:00',
      ]);
      const datesFixed = contentWith(STORY, (story) => {
        story.updatedAt = "2026-11-19T18:00:00-05:00";
      });
      expect(messages(datesFixed)).toEqual([
        'content/stories/2026/11/council-delays-rental-inspection-vote.json › field "updatedAt": "2026-11-19T18:00:00-05:00" is before publishedAt "2026-11-19T18:40:00-05:00"; a story cannot be updated before it is published',
      ]);
    });

    describe("live coverage", () => {
      const LIVE = "stories/2026/11/jefferson-water-main-break-live.json";
      const FILE = `content/${LIVE}`;
      const updatesOf = (story: Json) => story.updates as Json[];

      it("accepts the fixture's live story, and a story without updates or liveUntil", () => {
        expect(messages(readAllContent())).toEqual([]);
      });

      it("ends coverage after publication, and asks for liveUntil once a story has updates", () => {
        const ended = messages(
          contentWith(LIVE, (story) => {
            story.liveUntil = "2026-11-21T06:10:00-05:00";
          }),
        );
        // Each update then comes after the end, and says so too.
        expect(ended[0]).toBe(
          `${FILE} › field "liveUntil": "2026-11-21T06:10:00-05:00" is not after publishedAt "2026-11-21T06:10:00-05:00"; live coverage ends after the story is published`,
        );
        expect(ended).toHaveLength(4);
        expect(
          messages(
            contentWith(LIVE, (story) => {
              delete story.liveUntil;
            }),
          ),
        ).toEqual([
          `${FILE} › field "liveUntil": is missing; a story with updates is live coverage: set liveUntil to the moment the coverage ends`,
        ]);
      });

      it("keeps each update between publication and the end of coverage, named by its time", () => {
        const input = contentWith(LIVE, (story) => {
          updatesOf(story)[0]!.time = "2026-11-21T19:00:00-05:00";
          updatesOf(story)[2]!.time = "2026-11-21T06:00:00-05:00";
        });
        expect(messages(input)).toEqual([
          `${FILE} › item updates["2026-11-21T19:00:00-05:00"] › field "time": "2026-11-21T19:00:00-05:00" is after liveUntil "2026-11-21T18:00:00-05:00"; move liveUntil later to keep the coverage open for it`,
          `${FILE} › item updates["2026-11-21T06:00:00-05:00"] › field "time": "2026-11-21T06:00:00-05:00" is before publishedAt "2026-11-21T06:10:00-05:00"; an update follows the story`,
        ]);
      });

      it("gives every update a moment of its own, however its offset is written", () => {
        const sameText = contentWith(LIVE, (story) => {
          updatesOf(story)[1]!.time = updatesOf(story)[0]!.time;
        });
        expect(messages(sameText)).toEqual([
          `${FILE} › item updates["2026-11-21T08:45:00-05:00"] › field "time": "2026-11-21T08:45:00-05:00" is used twice (items 1 and 2); every time must be unique`,
        ]);
        const sameMoment = contentWith(LIVE, (story) => {
          updatesOf(story)[1]!.time = "2026-11-21T13:45:00Z";
        });
        expect(messages(sameMoment)).toEqual([
          `${FILE} › item updates["2026-11-21T13:45:00Z"] › field "time": "2026-11-21T13:45:00Z" is the same moment as the update at "2026-11-21T08:45:00-05:00"; every update needs a moment of its own, to the second`,
        ]);
      });

      it("checks an update's time, body and picture like the story's", () => {
        const input = contentWith(LIVE, (story) => {
          updatesOf(story)[0]!.body = " ";
        });
        expect(messages(input)).toEqual([
          `${FILE} › item updates["2026-11-21T08:45:00-05:00"] › field "body": is empty; expected text (not empty)`,
        ]);
        const picture = contentWith(LIVE, (story) => {
          delete (updatesOf(story)[1]!.image as Json).width;
        });
        expect(messages(picture)).toEqual([
          `${FILE} › item updates["2026-11-21T07:30:00-05:00"] › field "image.width": is missing; a picture from a web address needs its width and height in pixels, so the page keeps its place`,
        ]);
      });
    });

    it("asks for a picture's alt text, and for the size of a picture from the web", () => {
      const input = contentWith(STORY, (story) => {
        const image = story.image as Json;
        delete image.alt;
        delete image.height;
      });
      expect(messages(input)).toEqual([
        'content/stories/2026/11/council-delays-rental-inspection-vote.json › field "image.alt": is missing; expected text (not empty)',
      ]);
      const altGiven = contentWith(STORY, (story) => {
        delete (story.image as Json).height;
      });
      expect(messages(altGiven)).toEqual([
        'content/stories/2026/11/council-delays-rental-inspection-vote.json › field "image.height": is missing; a picture from a web address needs its width and height in pixels, so the page keeps its place',
      ]);
      const local = contentWith(STORY, (story) => {
        story.image = { src: "../secrets.jpg", alt: "x" };
      });
      expect(messages(local)).toEqual([
        expect.stringContaining(
          'field "image.src": "../secrets.jpg" is not a picture in content/images/',
        ),
      ]);
    });

    it("refuses a local picture that is not in content/, naming file and field", () => {
      const input = contentWith(STORY, (story) => {
        story.image = { src: "images/council-chamber.jpg", alt: "The council chamber" };
      });
      const onDisk = new Set(["images/riverfront-dusk.jpg"]);
      const checked = validateContent(input, undefined, { fileExists: (file) => onDisk.has(file) });
      expect(checked.map(formatProblem)).toEqual([
        'content/stories/2026/11/council-delays-rental-inspection-vote.json › field "image.src": content/images/council-chamber.jpg does not exist; add the picture to content/images/ or correct its name',
      ]);
      // The shipped stories' pictures are all there.
      expect(
        validateContent(readAllContent(), undefined, { fileExists: (file) => onDisk.has(file) }),
      ).toEqual([]);
      // A picture from the web is not looked for on disk.
      const remoteOnly = Object.fromEntries(
        Object.entries(readAllContent()).filter(
          ([file]) => file !== "stories/2026/11/riverwalk-lighting-plan.json",
        ),
      );
      expect(validateContent(remoteOnly, undefined, { fileExists: () => false })).toEqual([]);
    });

    it("accepts no stories at all: the folder may be empty", () => {
      // The hero then has its own story: none can be named.
      const input = Object.fromEntries(
        Object.entries(withOwnHero()).filter(([file]) => !file.startsWith("stories/")),
      );
      expect(validateContent(input)).toEqual([]);
    });
  });
});
