/**
 * The newsroom's own rules across files, on the typed content of the files that parsed: ids free
 * to become addresses and element ids, a story's file, dates, pictures and live coverage, the hero.
 */
import { monthFolderOf } from "../model/formatDate";
import { sectionElementIds } from "../model/pageIds";
import { FIXED_ELEMENT_IDS, FIXED_ROUTES } from "./reservedIds";
import { folderFilePath } from "./contentFiles";
import { fieldSchemaOf } from "./fieldSchema";
import {
  addProblem,
  type CheckContext,
  type ParsedFiles,
  type ValidateOptions,
} from "./parsedFiles";
import { describeField, itemName } from "./problems";
import { authorsSpec } from "./specs/authors";
import { categoriesSpec } from "./specs/categories";
import { headlinesSpec } from "./specs/headlines";
import { HERO_OWN_FIELDS, homeSpec } from "./specs/home";
import { editionSpec } from "./specs/editions";
import { policyPageSpec } from "./specs/policyPages";
import { storySpec } from "./specs/stories";
import { isLocalImage, matchesFormat } from "./stringFormats";
import type { ContentOf } from "./types";

/** How many stories each section gets, as headlines.json says; none while it does not parse. */
const storyCountOf = (parsed: ParsedFiles) => parsed.one(headlinesSpec)?.articlesPerCategory ?? 0;

/** A fixed address of the site that `/{id}/` would take, said so an editor sees why not. */
function routeClash(id: string): string | undefined {
  if (!Object.hasOwn(FIXED_ROUTES, id)) return undefined;
  return `"${id}" would take the address /${id}/, which is already ${FIXED_ROUTES[id]}; choose another id`;
}

/** The policy pages that parsed, of whichever spec makes `PolicyPage`s. */
function policyPagesOf({ parsed, files }: CheckContext) {
  return files.includes(policyPageSpec) ? parsed.of(policyPageSpec) : [];
}

/** The editions that parsed. */
function editionsOf({ parsed, files }: CheckContext) {
  return files.includes(editionSpec) ? parsed.of(editionSpec) : [];
}

/**
 * Category ids become the section's address (`/{id}/`) and element ids on the front page (the
 * section, its heading, its list of stories, its stories `{id}-1`…); policy page and edition
 * ids become the page's address. Each must be free: not a fixed address or element id, and not
 * one another's.
 * One problem per item, on the item that comes second.
 */
function checkPageIds(context: CheckContext): void {
  const fixedElements = new Set(FIXED_ELEMENT_IDS);
  const storyCount = storyCountOf(context.parsed);
  /** Element id on the front page → the category whose section uses it. */
  const elementOwners = new Map<string, string>();
  const categories = context.parsed.one(categoriesSpec)?.categories ?? [];
  categories.forEach((category, index) => {
    const { id } = category;
    const elementIds = sectionElementIds(id, storyCount);
    let problem = routeClash(id);
    for (const elementId of elementIds) {
      if (problem) break;
      const owner = elementOwners.get(elementId);
      if (fixedElements.has(elementId)) {
        problem = `"${id}" would give the front page a second element with the id "${elementId}", which the page already has; choose another id`;
      } else if (owner !== undefined && owner !== id) {
        problem = `"${id}" would give the front page a second element with the id "${elementId}", which section "${owner}" already uses; choose another id`;
      }
    }
    for (const elementId of elementIds) {
      if (!elementOwners.has(elementId)) elementOwners.set(elementId, id);
    }
    if (problem) {
      addProblem(
        context,
        {
          file: `content/${categoriesSpec.path}`,
          item: itemName("categories", index, category),
          field: "id",
        },
        problem,
      );
    }
  });

  const categoryIds = context.referenceIds.category;
  /** Address id → the file that has it: policy pages, then editions' front pages (`/{id}/`). */
  const owners = new Map<string, string>();
  for (const { path, data } of [...policyPagesOf(context), ...editionsOf(context)]) {
    const { id } = data;
    const other = owners.get(id);
    const problem =
      routeClash(id) ??
      (categoryIds?.has(id)
        ? `"${id}" is also a section id in content/categories.json, and both would take the address /${id}/; choose another id`
        : other !== undefined
          ? `"${id}" is also the id of content/${other}, and both would take the address /${id}/; choose another id`
          : undefined);
    if (problem) addProblem(context, { file: `content/${path}`, field: "id" }, problem);
    if (other === undefined) owners.set(id, path);
  }
}

/**
 * Sections, policy pages and authors keep their editor-given ids as the ids pages look them up
 * by, all in one space: an author cannot share an id with a section or a policy page.
 */
function checkAuthorIds(context: CheckContext): void {
  const authors = context.files.includes(authorsSpec) ? context.parsed.one(authorsSpec) : undefined;
  if (!authors) return;
  /** Id → what already has it, as an editor finds it. */
  const taken = new Map<string, string>();
  for (const category of context.parsed.one(categoriesSpec)?.categories ?? []) {
    taken.set(category.id, `a section in content/${categoriesSpec.path}`);
  }
  for (const { path, data } of policyPagesOf(context))
    taken.set(data.id, `the page content/${path}`);
  authors.authors.forEach((author, index) => {
    const owner = taken.get(author.id);
    if (owner === undefined) return;
    addProblem(
      context,
      {
        file: `content/${authorsSpec.path}`,
        item: itemName("authors", index, author),
        field: "id",
      },
      `"${author.id}" is also the id of ${owner}; an author needs an id of their own`,
    );
  });
}

/** A picture's problems: a local file that exists, a web address with its size. */
function checkImage(
  image: { src: string; width?: number; height?: number },
  at: (field: string, message: string) => void,
  { fileExists }: ValidateOptions,
) {
  if (fileExists && isLocalImage(image.src) && !fileExists(image.src)) {
    at(
      "image.src",
      `content/${image.src} does not exist; add the picture to content/images/ or correct its name`,
    );
  }
  if (matchesFormat("url", image.src)) {
    for (const dimension of ["width", "height"] as const) {
      if (image[dimension] === undefined) {
        at(
          `image.${dimension}`,
          "is missing; a picture from a web address needs its width and height in pixels, so the page keeps its place",
        );
      }
    }
  }
}

/**
 * Live coverage: it ends after it begins; updates only with it, each between the story's
 * publication and the coverage's end, each at a moment of its own (its address on the page).
 */
function checkLiveCoverage(
  story: ContentOf<typeof storySpec>,
  path: string,
  context: CheckContext,
  options: ValidateOptions,
) {
  const { publishedAt, liveUntil, updates = [] } = story;
  const file = `content/${path}`;
  if (liveUntil !== undefined && Date.parse(liveUntil) <= Date.parse(publishedAt)) {
    addProblem(
      context,
      { file, field: "liveUntil" },
      `"${liveUntil}" is not after publishedAt "${publishedAt}"; live coverage ends after the story is published`,
    );
  }
  if (updates.length > 0 && liveUntil === undefined) {
    addProblem(
      context,
      { file, field: "liveUntil" },
      "is missing; a story with updates is live coverage: set liveUntil to the moment the coverage ends",
    );
  }
  /** Moment → the update first at it. */
  const moments = new Map<number, string>();
  updates.forEach((update, index) => {
    const item = itemName("updates", index, update, "time");
    const at = (field: string, message: string) =>
      addProblem(context, { file, item, field }, message);
    const moment = Date.parse(update.time);
    if (moment < Date.parse(publishedAt)) {
      at(
        "time",
        `"${update.time}" is before publishedAt "${publishedAt}"; an update follows the story`,
      );
    }
    if (liveUntil !== undefined && moment > Date.parse(liveUntil)) {
      at(
        "time",
        `"${update.time}" is after liveUntil "${liveUntil}"; move liveUntil later to keep the coverage open for it`,
      );
    }
    const first = moments.get(moment);
    // The same text twice is said already, as a time used twice (the list's uniqueBy).
    if (first !== undefined && first !== update.time) {
      at(
        "time",
        `"${update.time}" is the same moment as the update at "${first}"; every update needs a moment of its own, to the second`,
      );
    }
    if (first === undefined) moments.set(moment, update.time);
    if (update.image) checkImage(update.image, at, options);
  });
}

/**
 * A story's file is named after its slug, in the folder of its month of publication
 * (`stories/2026/11/riverwalk-lighting-plan.json`): the slug cannot change by an edit of the file,
 * and no folder outgrows a month. Each mismatch is said on the field, with what to do.
 */
function checkStoryFile(path: string, story: ContentOf<typeof storySpec>, context: CheckContext) {
  const expected = folderFilePath(storySpec, story);
  if (path === expected) return;
  const at = (field: string, message: string) =>
    addProblem(context, { file: `content/${path}`, field }, message);
  const slash = path.lastIndexOf("/");
  const folder = path.slice(0, slash + 1);
  const name = path.slice(slash + 1, -".json".length);
  if (name !== story.slug) {
    at(
      "slug",
      `is "${story.slug}" but the file is named ${name}.json; the slug is the file's name and never changes once the story is published: write "${name}" here, or, for a story not yet published, rename the file ${story.slug}.json`,
    );
  }
  const monthFolder = expected.slice(0, expected.lastIndexOf("/") + 1);
  if (folder !== monthFolder) {
    at(
      "publishedAt",
      `the file is in content/${folder} but publishedAt is ${story.publishedAt}, in ${monthFolderOf(story.publishedAt)} in Detroit; move the file to content/${monthFolder}`,
    );
  }
}

/**
 * What the model cannot say field by field: slugs unique and free to become addresses, each story
 * in its file, an update not before publication, a local picture that exists, a picture from the
 * web with its size (the page reserves its box), live coverage that holds together.
 */
function checkStories(context: CheckContext, { fileExists }: ValidateOptions): void {
  const storyCount = storyCountOf(context.parsed);
  /** Slug → the file that has it. */
  const slugs = new Map<string, string>();
  for (const { path, data: story } of context.parsed.of(storySpec)) {
    checkLiveCoverage(story, path, context, { fileExists });
    const at = (field: string, message: string) =>
      addProblem(context, { file: `content/${path}`, field }, message);
    const { slug, section, publishedAt, updatedAt, image } = story;
    const other = slugs.get(slug);
    const elementId = `${section}-${slug}`;
    const problem =
      routeClash(slug) ??
      (other !== undefined
        ? `"${slug}" is also the slug of content/${other}; every story needs its own slug`
        : FIXED_ELEMENT_IDS.includes(elementId) ||
            sectionElementIds(section, storyCount).includes(elementId)
          ? `"${slug}" would give the front page a second element with the id "${elementId}"; choose another slug`
          : undefined);
    if (problem) at("slug", problem);
    if (other === undefined) slugs.set(slug, path);
    checkStoryFile(path, story, context);
    if (updatedAt !== undefined && Date.parse(updatedAt) < Date.parse(publishedAt)) {
      at(
        "updatedAt",
        `"${updatedAt}" is before publishedAt "${publishedAt}"; a story cannot be updated before it is published`,
      );
    }
    if (image) checkImage(image, at, { fileExists });
  }
}

/** A translation's own fields: an edition's language, the original's slug, its translators. */
const TRANSLATION_FIELDS = ["language", "translationOf", "translators"] as const;

/**
 * A translation is a story of its own that names its language, its original and who translated
 * it, all three or none; its original is a story in English, in the same section (the two pages
 * link to each other), with no other translation into the same language.
 */
function checkTranslations(context: CheckContext): void {
  const stories = context.parsed.of(storySpec);
  const bySlug = new Map(stories.map(({ data }) => [data.slug, data]));
  /** Original's slug and language → the translation's file. */
  const translated = new Map<string, string>();
  for (const { path, data: story } of stories) {
    const at = (field: string, message: string) =>
      addProblem(context, { file: `content/${path}`, field }, message);
    const given = TRANSLATION_FIELDS.filter((field) => story[field] !== undefined);
    if (given.length === 0) continue;
    if (given.length < TRANSLATION_FIELDS.length) {
      for (const field of TRANSLATION_FIELDS.filter((name) => !given.includes(name))) {
        at(
          field,
          `is missing; a translation names its language, the English story it translates (translationOf) and its translators. For a story in English, leave ${given.join(" and ")} empty`,
        );
      }
      continue;
    }
    const { translationOf = "", language = "" } = story;
    const original = bySlug.get(translationOf);
    // A story file that did not parse may be the original: its own problem is said already.
    if (original === undefined && !context.parsed.complete(storySpec)) continue;
    const problem =
      original === undefined
        ? `"${translationOf}" is not the slug of a story; write the slug of the English story this one translates, the last part of its address`
        : original.language !== undefined
          ? `"${translationOf}" is itself a translation, into ${original.language}; name the English story it translates`
          : original.section !== story.section
            ? `"${translationOf}" is in section "${original.section}" and this translation in "${story.section}"; a translation is in its original's section`
            : Date.parse(story.publishedAt) < Date.parse(original.publishedAt)
              ? `"${translationOf}" is published at ${original.publishedAt}, after this translation (publishedAt ${story.publishedAt}); a translation is published with or after its original`
              : translated.has(`${translationOf} ${language}`)
                ? `"${translationOf}" is translated into ${language} already, by content/${translated.get(`${translationOf} ${language}`)}; a story has one translation per language`
                : undefined;
    if (problem) at("translationOf", problem);
    else translated.set(`${translationOf} ${language}`, path);
  }
}

/**
 * The hero shows a story the newsroom wrote (`storySlug`) or one written in home.json, never a
 * mix: with a story its own fields would be silently unused, without one the hero needs them.
 */
function checkHero(context: CheckContext): void {
  const hero = context.parsed.one(homeSpec)?.hero;
  if (!hero) return;
  const heroSchema = fieldSchemaOf(homeSpec.root.shape.hero);
  const at = (field: string, message: string) =>
    addProblem(context, { file: `content/${homeSpec.path}`, field: `hero.${field}` }, message);
  const named = hero.storySlug !== undefined;
  const language = context.parsed.of(storySpec).find(({ data }) => data.slug === hero.storySlug)
    ?.data.language;
  if (language !== undefined) {
    at(
      "storySlug",
      `"${hero.storySlug}" is a translation into ${language}; the front page's hero is a story in English`,
    );
  }
  for (const field of HERO_OWN_FIELDS) {
    if (named && hero[field] !== undefined) {
      at(
        field,
        "is not used while hero.storySlug names a story, whose headline, summary, byline and picture the hero shows; remove it, or remove storySlug",
      );
    }
    if (!named && hero[field] === undefined) {
      const expected = describeField(heroSchema.properties?.[field] ?? {});
      at(field, `is missing; expected ${expected}, or a story's slug in hero.storySlug`);
    }
  }
}

/** Every rule of the newsroom's, in the order an editor reads their problems. */
export function checkNewsroomRules(context: CheckContext, options: ValidateOptions): void {
  checkPageIds(context);
  checkAuthorIds(context);
  checkHero(context);
  checkStories(context, options);
  checkTranslations(context);
}
