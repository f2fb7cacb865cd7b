import fc from "fast-check";
import { folderFilePath } from "../../src/content/contentFiles";
import { STORY_LABELS, storySpec } from "../../src/content/specs/stories";
import { slugFromHeadline } from "../../src/content/slugs";

/**
 * Content an editor could plausibly write beyond the files the tests ship with: stories made by
 * fast-check within the model's rules (sections, labels, authors and pictures the content
 * offers, text with the characters editors type), each bent into one of the cases the content
 * path must publish. The same seed gives the same content, so a failure can be built again.
 */

type Json = Record<string, unknown>;

/** The content files, keyed by path under content/, as an editor saves them (parsed JSON). */
export type ContentFiles = Record<string, unknown>;

const DAY = 86_400_000;
const DETROIT_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Detroit",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});
/**
 * A moment as the editor saves it: Detroit's time with its offset (2026-11-27T09:20:00-05:00).
 * The desk lists a month's stories by this text, which orders them by time only when every story
 * carries the same offset.
 */
const iso = (moment: number) => {
  const part = Object.fromEntries(
    DETROIT_TIME.formatToParts(new Date(moment)).map(({ type, value }) => [type, value]),
  );
  const offset = part.timeZoneName!.replace("GMT", "");
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
};

/** Words of a local story, with what editors really type: accents, quotes, ampersands, digits. */
const WORD = fc.constantFrom(
  "Detroit",
  "council",
  "Corktown",
  "Belle",
  "Isle",
  "riverfront",
  "bus",
  "route",
  "school",
  "board",
  "budget",
  "water",
  "main",
  "repairs",
  "Lions",
  "Tigers",
  "café",
  "Hamtramck",
  "Dearborn",
  "México",
  "“quoted”",
  "it's",
  "R&B",
  "<b>bold</b>",
  "50%",
  "$2.4M",
  "M-10",
  "2026",
  "—",
  "🎉",
);

const sentence = (minWords: number, maxWords: number) =>
  fc.array(WORD, { minLength: minWords, maxLength: maxWords }).map((words) => words.join(" "));

/** A headline of exactly `length` characters (the longest an editor might write, say). */
const headlineOf = (length: number) =>
  sentence(40, 60).map((text) => {
    const cut = text.repeat(Math.ceil(length / text.length) + 1).slice(0, length);
    return `${cut
      .slice(0, -1)
      .trimEnd()
      .padEnd(length - 1, "x")}.`;
  });

/** Markdown as the editor's body field takes it: paragraphs, emphasis, a link, a list. */
const body = fc
  .tuple(sentence(8, 30), sentence(8, 30), sentence(3, 6))
  .map(
    ([first, second, item]) =>
      `${first}.\n\n**${second}**, said a [neighbor](https://example.org/story).\n\n- ${item}\n- ${item}`,
  );

export interface VariantCase {
  /** What the case is, as the check's report names it. */
  name: string;
  slug: string;
  /** Where the story is saved, as the workflow names a changed file. */
  file: string;
  /** Whether a build at the variants' moment publishes it. */
  published: boolean;
}

export interface ContentVariants {
  files: ContentFiles;
  cases: VariantCase[];
  /** A section none of the stories is in. */
  emptySection: string;
  /** An author with no stories. */
  lonelyAuthor: string;
  /** The same content with the hero pointed at the scheduled story: the build must refuse it. */
  heroScheduled: ContentFiles;
}

/** The editor's slug for the headline, kept apart from the other variants' by its number. */
const slugOf = (headline: string, index: number) =>
  `${slugFromHeadline(headline)
    .slice(0, 60)
    .replace(/-[^-]*$/, "")}-variant-${index}`;

/**
 * The base content with the variant stories added, for a build at `moment`. `localImages` are
 * the pictures under the base's images/ (e.g. images/riverfront-dusk.jpg).
 */
export function contentVariants(
  base: ContentFiles,
  moment: number,
  { seed = 2026, localImages = [] as readonly string[] } = {},
): ContentVariants {
  const categories = (base["categories.json"] as { categories: { id: string }[] }).categories;
  const authors = (base["authors.json"] as { authors: Json[] }).authors;
  const baseStories = Object.entries(base).filter(([file]) => file.startsWith("stories/"));
  const usedSections = new Set(baseStories.map(([, story]) => (story as Json).section));
  const emptySection = categories
    .map((category) => category.id)
    .find((id) => !usedSections.has(id));
  if (!emptySection) throw new Error("The base content has a story in every section");
  const sections = categories.map((category) => category.id).filter((id) => id !== emptySection);
  const authorIds = authors.map((author) => String(author.id));
  if (authorIds.length < 2) throw new Error("The base content needs two authors");

  const picture = fc.option(
    fc.oneof(
      ...localImages.map((src) => fc.constant({ src, alt: "A picture from the newsroom's files" })),
      fc.constant({
        src: "https://images.example.org/variant.jpg",
        alt: "A picture from a photo agency",
        width: 1600,
        height: 900,
      }),
    ),
    { nil: undefined },
  );
  const story = fc.record({
    section: fc.constantFrom(...sections),
    label: fc.constantFrom(...STORY_LABELS),
    headline: sentence(4, 14),
    summary: sentence(10, 30),
    body,
    authors: fc.shuffledSubarray(authorIds, { minLength: 1, maxLength: 1 }),
    ageDays: fc.integer({ min: 1, max: 30 }),
    image: picture,
    tags: fc.uniqueArray(fc.constantFrom("Transit", "Schools", "Weather", "Neighborhoods"), {
      maxLength: 3,
    }),
  });
  const [longHeadline] = fc.sample(headlineOf(200), { seed: seed + 1, numRuns: 1 });
  const generated = fc.sample(story, { seed, numRuns: 10 });

  /** Each case bends one generated story; the rest stay as fast-check made them. */
  const bends: [name: string, bend: (draft: Json) => Json, published: boolean][] = [
    ["a story scheduled for tomorrow", (s) => ({ ...s, publishedAt: iso(moment + DAY) }), false],
    [
      "a story published one minute before the build",
      (s) => ({ ...s, publishedAt: iso(moment - 60_000) }),
      true,
    ],
    ["a story without a picture", (s) => ({ ...s, image: undefined }), true],
    ["a story with two authors", (s) => ({ ...s, authors: authorIds.slice(0, 2) }), true],
    [
      "a correction added to an old story",
      (s) => ({
        ...s,
        publishedAt: iso(moment - 400 * DAY),
        corrections: [
          { date: iso(moment - 3_600_000), text: "An earlier version misspelled a name." },
        ],
      }),
      true,
    ],
    ["a 200-character headline", (s) => ({ ...s, headline: longHeadline }), true],
  ];

  const files: ContentFiles = { ...base };
  const cases: VariantCase[] = generated.map((draft, index) => {
    const { ageDays, ...fields } = draft;
    const [name, bend, published] = bends[index] ?? [
      "a story fast-check wrote",
      (s: Json) => s,
      true,
    ];
    const written = bend({ ...fields, publishedAt: iso(moment - ageDays * DAY), corrections: [] });
    const slug = slugOf(String(written.headline), index + 1);
    const story = Object.fromEntries(
      Object.entries({ slug, ...written }).filter(([, value]) => value !== undefined),
    );
    const file = folderFilePath(storySpec, story);
    files[file] = story;
    return { name, slug, file, published };
  });

  const lonelyAuthor = "variant-author-without-stories";
  files["authors.json"] = {
    ...(base["authors.json"] as Json),
    authors: [
      ...authors,
      {
        id: lonelyAuthor,
        name: "Jordan Quill",
        role: "Contributing writer",
        bio: "Jordan Quill joined the Herald this week and has not published a story yet.",
      },
    ],
  };

  const scheduledSlug = cases.find((each) => !each.published)!.slug;
  const home = files["home.json"] as { hero: Json };
  const heroScheduled = {
    ...files,
    "home.json": { ...home, hero: { ...home.hero, storySlug: scheduledSlug } },
  };
  return { files, cases, emptySection, lonelyAuthor, heroScheduled };
}
