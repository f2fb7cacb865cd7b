/** The shipped content with one change, and the messages the validator gives for it. */
import { formatProblem } from "../../src/content/problems";
import { validateContent } from "../../src/content/validateContent";
import { readAllContent } from "./content";

export type Json = Record<string, unknown>;

/** The shipped content with one change applied to one file. */
export function contentWith(file: string, change: (data: Json) => void): Record<string, unknown> {
  const input = readAllContent();
  const copy = input[file] as Json; // freshly parsed, safe to change
  change(copy);
  return { ...input, [file]: copy };
}

/** A hero written in home.json, without a story of the newsroom's. */
export const OWN_HERO = {
  title: "Greenway opens",
  summary: "A new stretch opens.",
  byline: "By Elena Kowalski",
  imageUrl: "https://img.example/greenway.jpg",
  imageAlt: "A greenway",
};

/** The shipped content with the hero written in home.json (and one more change to it). */
export function withOwnHero(change: (hero: Json) => void = () => undefined) {
  return contentWith("home.json", (data) => {
    const hero = data.hero as Json;
    delete hero.storySlug;
    Object.assign(hero, OWN_HERO);
    change(hero);
  });
}

export const categoriesOf = (data: Json) => data.categories as Json[];
/** The story the shipped hero names. */
export const HERO_STORY = `stories/2026/11/${String(((readAllContent()["home.json"] as Json).hero as Json).storySlug)}.json`;
export const messages = (input: Record<string, unknown>) =>
  validateContent(input).map(formatProblem);
