import { validateContent } from "../../src/content/validateContent";
import { readAllContent } from "../support/content";
import { contentWith, messages, OWN_HERO, withOwnHero, type Json } from "../support/shippedContent";

describe("validateContent: the hero", () => {
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
});
