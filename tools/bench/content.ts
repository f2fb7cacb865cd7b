import fs from "fs";
import path from "path";
import { folderFilePath } from "../../src/content/contentFiles";
import { storySpec } from "../../src/content/specs/stories";
import type { ContentOf } from "../../src/content/types";
import { isInEnglish } from "../../src/model/newsStories";
import { contentPaths } from "../../src/node/contentDir";

/**
 * Larger copies of the shipped content for the benchmark: `writeScaledContent` changes only
 * `headlines.json`, which gets `perCategory` headlines per category and the same
 * `articlesPerCategory`, so the home page can be built with ten times the sample stories;
 * `writeStoryContent` adds thousands of written stories, each with its own page.
 */

interface HeadlinesFile {
  articlesPerCategory: number;
  headlines: { category: string; headlines: string[] }[];
  [key: string]: unknown;
}

/** The headline list of each category grown to `perCategory` distinct headlines. */
export function scaleHeadlines<T extends HeadlinesFile>(file: T, perCategory: number): T {
  const headlines = file.headlines.map(({ category, headlines: list }) => ({
    category,
    headlines:
      list.length === 0
        ? []
        : Array.from({ length: perCategory }, (_, index) => {
            const round = Math.floor(index / list.length);
            const base = list[index % list.length] ?? "";
            return round === 0 ? base : `${base} (follow-up ${round})`;
          }),
  }));
  return { ...file, articlesPerCategory: perCategory, headlines };
}

/** Copies `sourceDir` into `targetDir` with the headline lists scaled to `perCategory`. */
export function writeScaledContent(sourceDir: string, targetDir: string, perCategory: number) {
  fs.cpSync(sourceDir, targetDir, { recursive: true });
  const headlinesPath = path.join(targetDir, "headlines.json");
  const headlines = JSON.parse(fs.readFileSync(headlinesPath, "utf8")) as HeadlinesFile;
  // The copy sits outside the repository, where the `$schema` path would not resolve.
  const { $schema: _schema, ...scaled } = scaleHeadlines(headlines, perCategory);
  fs.writeFileSync(headlinesPath, `${JSON.stringify(scaled, null, 2)}\n`);
}

const NEIGHBORHOODS = [
  "Corktown",
  "Midtown",
  "Mexicantown",
  "Eastern Market",
  "Rivertown",
  "Boston-Edison",
  "Bagley",
  "Brightmoor",
  "Jefferson Chalmers",
  "Osborn",
  "Palmer Park",
  "Virginia Park",
  "Woodbridge",
  "Indian Village",
  "Lafayette Park",
  "Grandmont",
  "Rosedale Park",
  "Delray",
  "Poletown",
  "North End",
];

/** The moment the newest generated story was published; each one before it an hour earlier. */
const GENERATED_NEWEST = Date.parse("2026-11-23T12:00:00-05:00");

const SECTIONS_OF_A_STORY = [
  "The council's committee heard from residents for three hours before sending the plan to the full council, which takes it up next month.",
  "Neighbors who spoke at the meeting asked for more notice before work starts on their blocks, and for a telephone line that answers outside office hours.",
  "The department said it would post a schedule of the work on its website and update it every Friday until the project is finished.",
];

interface ContentNames {
  categories: readonly string[];
  authors: readonly string[];
  /** A picture in content/images/, shown by every third story. */
  localImage?: string;
}

/**
 * `count` stories as the newsroom writes them, spread over the sections and authors, an hour
 * apart: every third one with the local picture, every third with a picture from the web (with
 * its size), every 50th corrected. Enough like the shipped stories to cost what they cost.
 */
export function generateStories(names: ContentNames, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const section = names.categories[index % names.categories.length] ?? "";
    const published = GENERATED_NEWEST - index * 3_600_000;
    const iso = (moment: number) => new Date(moment).toISOString().replace(/\.\d{3}Z$/, "Z");
    const image =
      n % 3 === 0 && names.localImage
        ? { src: names.localImage, alt: `Picture of generated story ${n}` }
        : n % 3 === 1
          ? {
              src: `https://picsum.photos/seed/bench-${n}/1200/675`,
              alt: `Picture of generated story ${n}`,
              width: 1200,
              height: 675,
            }
          : undefined;
    return {
      slug: `generated-story-${n}`,
      section,
      label: "News",
      headline: `Generated story ${n}: neighborhood plan goes before the ${section} desk`,
      summary: `A generated story for the benchmark, number ${n}, as long as the summaries the newsroom writes under its headlines.`,
      body: [
        `Generated story ${n}.`,
        ...SECTIONS_OF_A_STORY,
        "## What is next",
        ...SECTIONS_OF_A_STORY,
      ].join("\n\n"),
      authors: [names.authors[index % names.authors.length] ?? ""],
      publishedAt: iso(published),
      ...(image ? { image } : {}),
      corrections:
        n % 50 === 0
          ? [
              {
                date: iso(published + 86_400_000),
                text: `An earlier version of story ${n} gave the wrong date.`,
              },
            ]
          : [],
      // One topic as big as the archive, and neighbourhoods that share the rest.
      tags: ["Generated", NEIGHBORHOODS[index % NEIGHBORHOODS.length] ?? ""],
    };
  });
}

/** Copies `sourceDir` into `targetDir` with `count` generated stories added to its stories. */
export function writeStoryContent(sourceDir: string, targetDir: string, count: number) {
  fs.cpSync(sourceDir, targetDir, { recursive: true });
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(targetDir, file), "utf8")) as Record<string, unknown>;
  const ids = (list: unknown) => (list as { id: string }[]).map((item) => item.id);
  const images = fs.existsSync(path.join(targetDir, "images"))
    ? fs.readdirSync(path.join(targetDir, "images")).filter((name) => /\.(jpe?g|png)$/i.test(name))
    : [];
  const stories = generateStories(
    {
      categories: ids(read("categories.json").categories),
      authors: ids(read("authors.json").authors),
      localImage: images[0] && `images/${images[0]}`,
    },
    count,
  );
  // Each in the month folder of its publication, as the model asks.
  for (const story of stories) {
    const file = path.join(targetDir, folderFilePath(storySpec, story));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(story, null, 2)}\n`);
  }
}

type Story = ContentOf<typeof storySpec>;

/** The story files of a content folder, by their paths under it, in order. */
export const storyFiles = (contentDir: string): string[] => contentPaths(contentDir, [storySpec]);

/** Every story of a content folder, in the order of its files' paths. */
export function readStories(contentDir: string): Story[] {
  return storyFiles(contentDir).map(
    (file) => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as Story,
  );
}

/** The newest of these stories published by `now`, if any. */
function newestPublished(stories: readonly Story[], now: number): Story | undefined {
  return stories
    .filter((story) => Date.parse(story.publishedAt) <= now)
    .reduce<Story | undefined>(
      (newest, story) =>
        !newest || Date.parse(story.publishedAt) > Date.parse(newest.publishedAt) ? story : newest,
      undefined,
    );
}

/** Writes a story where the content model files it; returns its file under the folder. */
function writeStory(contentDir: string, story: Story): string {
  const file = folderFilePath(storySpec, story);
  fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
  fs.writeFileSync(path.join(contentDir, file), `${JSON.stringify(story, null, 2)}\n`);
  return file;
}

/** A moment as the content's files write it, to the second. */
const contentMoment = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * One more story, the newest, as an editor adds it to a content folder: a copy of the newest
 * published story, an hour later (or a minute ago, if that is sooner), so that it is listed
 * first, as a real publish is. Returns its file, e.g. `stories/2026/11/bench-one-more-story.json`.
 */
export function addStory(contentDir: string, now = Date.now()): string {
  // A story in English: a copy of a translation would be a second translation of its original.
  const template = newestPublished(readStories(contentDir).filter(isInEnglish), now);
  if (!template) throw new Error(`${contentDir}/stories/ has no published story to copy`);
  return writeStory(contentDir, {
    ...template,
    slug: "bench-one-more-story",
    headline: "One more story, added to a warm build",
    publishedAt: contentMoment(
      Math.min(Date.parse(template.publishedAt) + 3_600_000, now - 60_000),
    ),
  });
}

/**
 * One more translation, as a translator adds it: of the newest published English story that is
 * neither live coverage nor translated into `language` yet, published a minute after it (or at
 * once, if that is later than now), with none of its original's corrections or update times.
 * Returns its file.
 */
export function addTranslation(contentDir: string, language: string, now = Date.now()): string {
  const stories = readStories(contentDir);
  const translated = new Set(
    stories.filter((story) => story.language === language).map((story) => story.translationOf),
  );
  const original = newestPublished(
    stories.filter(
      (story) => isInEnglish(story) && !story.liveUntil && !translated.has(story.slug),
    ),
    now,
  );
  if (!original) throw new Error(`${contentDir}/stories/ has no story to translate`);
  const { updatedAt: _updatedAt, ...text } = original;
  const published = Date.parse(original.publishedAt);
  return writeStory(contentDir, {
    ...text,
    slug: "bench-una-traduccion-mas",
    language,
    translationOf: original.slug,
    translators: ["Bench Translator"],
    headline: `Una traducción más: ${original.headline}`,
    corrections: [],
    publishedAt: contentMoment(Math.max(published, Math.min(published + 60_000, now))),
  });
}

/**
 * A story file that may be taken down alone: in English and translated by none (a translation
 * names its original, which must then stay), other than `except`.
 */
export function standaloneStoryFile(contentDir: string, except: string): string | undefined {
  const files = storyFiles(contentDir);
  const stories = readStories(contentDir);
  const translated = new Set(stories.map((story) => story.translationOf));
  return files.find(
    (file, index) =>
      file !== except && isInEnglish(stories[index]!) && !translated.has(stories[index]!.slug),
  );
}
