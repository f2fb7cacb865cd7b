import { validateContent } from "../../src/content/validateContent";
import { readAllContent } from "../support/content";
import { categoriesOf, contentWith, messages, type Json } from "../support/shippedContent";

describe("validateContent: fields and facts", () => {
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
});
