import { formatProblem } from "../../src/content/problems";
import { validateContent } from "../../src/content/validateContent";
import { readAllContent } from "../support/content";
import { contentWith, messages, withOwnHero, type Json } from "../support/shippedContent";

describe("validateContent: stories", () => {
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
    describe("translations, a story of their own linked to their original", () => {
      const TRANSLATION = "stories/2026/11/la-palmita-reabre-tras-el-incendio.json";
      const FILE = `content/${TRANSLATION}`;

      it("accepts the fixtures' translations", () => {
        expect(messages(readAllContent())).toEqual([]);
      });

      it("asks for all three of language, original and translators, or none", () => {
        const input = contentWith(TRANSLATION, (story) => {
          delete story.translators;
          delete story.translationOf;
        });
        expect(messages(input)).toEqual([
          `${FILE} › field "translationOf": is missing; a translation names its language, the English story it translates (translationOf) and its translators. For a story in English, leave language empty`,
          `${FILE} › field "translators": is missing; a translation names its language, the English story it translates (translationOf) and its translators. For a story in English, leave language empty`,
        ]);
      });

      it("refuses an unknown edition, and an original that is no English story of its section", () => {
        expect(messages(contentWith(TRANSLATION, (story) => void (story.language = "fr")))).toEqual(
          [
            expect.stringMatching(
              /^content\/stories\/2026\/11\/la-palmita-reabre-tras-el-incendio\.json › field "language": "fr" is not the code of an edition/,
            ),
          ],
        );
        const unknown = contentWith(TRANSLATION, (story) => void (story.translationOf = "no-such"));
        expect(messages(unknown)).toEqual([
          `${FILE} › field "translationOf": "no-such" is not the slug of a story; write the slug of the English story this one translates, the last part of its address`,
        ]);
        const ofTranslation = contentWith(TRANSLATION, (story) => {
          story.section = "local-news";
          story.translationOf = "ar-inkisar-khat-miyah-jefferson-live";
        });
        expect(messages(ofTranslation)).toEqual([
          `${FILE} › field "translationOf": "ar-inkisar-khat-miyah-jefferson-live" is itself a translation, into ar; name the English story it translates`,
        ]);
        const otherSection = contentWith(TRANSLATION, (story) => void (story.section = "sports"));
        expect(messages(otherSection)).toEqual([
          `${FILE} › field "translationOf": "la-palmita-reopens-after-fire" is in section "food-dining" and this translation in "sports"; a translation is in its original's section`,
        ]);
      });

      it("refuses a translation out before its original, and a second one into a language", () => {
        const early = contentWith(TRANSLATION, (story) => {
          story.publishedAt = "2026-11-23T07:00:00-05:00";
        });
        expect(messages(early)).toEqual([
          `${FILE} › field "translationOf": "la-palmita-reopens-after-fire" is published at 2026-11-23T08:00:00-05:00, after this translation (publishedAt 2026-11-23T07:00:00-05:00); a translation is published with or after its original`,
        ]);
        const second = "stories/2026/11/la-palmita-otra-vez.json";
        const input = {
          ...readAllContent(),
          [second]: { ...(readAllContent()[TRANSLATION] as Json), slug: "la-palmita-otra-vez" },
        };
        expect(messages(input)).toEqual([
          // Said of the second in the folder's order.
          `${FILE} › field "translationOf": "la-palmita-reopens-after-fire" is translated into es already, by content/${second}; a story has one translation per language`,
        ]);
      });

      it("refuses a translation as the English front page's hero", () => {
        const input = contentWith("home.json", (home) => {
          (home.hero as Json).storySlug = "la-palmita-reabre-tras-el-incendio";
        });
        expect(messages(input)).toEqual([
          'content/home.json › field "hero.storySlug": "la-palmita-reabre-tras-el-incendio" is a translation into es; the front page\'s hero is a story in English',
        ]);
      });
    });
  });
});
