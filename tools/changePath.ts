import { archivesByLanguage } from "../src/model/archive";
import { editionPath, storyPath } from "../src/model/pageIds";

/**
 * Which checks a change needs before it is published. A change of content alone (what editors
 * and the CMS write) cannot fail a code test, since the tests own their content: it takes the
 * content path (validate, build, the browser checks that matter for content). Anything else,
 * a content change that also touches code included, takes the full path: every test.
 */
export type ChangePath = "content" | "full";

/** Files under content/ that the content model writes, not editors: a change there is code. */
const GENERATED_CONTENT = /^content\/schemas\//;

export function choosePath(changedFiles: readonly string[]): ChangePath {
  const files = changedFiles.map((file) => file.trim()).filter((file) => file !== "");
  // No file at all (a scheduled run, which publishes what has come due) is the content path.
  const codeChanged = files.some(
    (file) => !file.startsWith("content/") || GENERATED_CONTENT.test(file),
  );
  return codeChanged ? "full" : "content";
}

/**
 * The changed files as a change names them (CHANGED_CONTENT_FILES): the workflow separates them
 * by spaces; a person running the check by hand may use commas, which no content file's name
 * holds. Read as one name, "a.json,b.json" would be taken for story b alone.
 */
export const changedFilesNamed = (named: string | undefined): string[] =>
  (named ?? "").split(/[\s,]+/).filter((file) => file !== "");

/** A story's file, wherever the editor's month folders put it: its name is the story's slug. */
const STORY_FILE = /^content\/stories\/(?:[^/]+\/)*([^/]+)\.json$/;

/** The slugs of the stories among the changed files. */
export const changedStorySlugs = (changedFiles: readonly string[]): string[] =>
  changedFiles.flatMap((file) => STORY_FILE.exec(file.trim())?.[1] ?? []);

/**
 * Whether the change is of stories alone: its pages are then known (`touchedPages`), and the
 * content path checks those. Any other content file (a section's name, the front page's copy)
 * can change every page, and no change named (a scheduled run) says which stories came due.
 */
export const onlyStoriesChanged = (changedFiles: readonly string[]): boolean => {
  const files = changedFiles.map((file) => file.trim()).filter((file) => file !== "");
  return files.length > 0 && files.every((file) => STORY_FILE.test(file));
};

type ListedStory = Parameters<typeof archivesByLanguage>[0][number] & {
  translationOf?: string | null;
};

/**
 * The pages a change of these stories wrote or rewrote that show what it changed, by the site's
 * rules, each with the changed stories it lists: each published story's page, the front page, and
 * the page of each list that holds the story (its section's, its topics', the corrections', in
 * its language); a translation's page, its edition's front page, which leads its section with it,
 * and its original's page, which links to it. Its
 * authors' pages are left out: they show the same card as its section's page, and nothing else
 * of the change. A story not published (scheduled, or taken down) touches the front page only,
 * where it must not be.
 */
export function touchedPages(
  published: readonly Omit<ListedStory, "id">[],
  slugs: readonly string[],
): Map<string, string[]> {
  const stories = published.map((story) => ({ ...story, id: story.slug }));
  const lists = archivesByLanguage(stories).flatMap(({ archives }) =>
    [
      ...archives.sections.values(),
      ...archives.topics.map((topic) => topic.pages),
      archives.corrections,
    ].flat(),
  );
  const pages = new Map<string, string[]>([["/", []]]);
  const show = (path: string, slug: string) => pages.set(path, [...(pages.get(path) ?? []), slug]);
  for (const story of stories.filter((each) => slugs.includes(each.slug))) {
    const language = story.language ?? undefined;
    show(storyPath(story.section, story.slug, language), story.slug);
    if (language !== undefined) {
      show(editionPath(language), story.slug);
      // Its original links to it now ("Also in"), under the same section.
      if (story.translationOf) show(storyPath(story.section, story.translationOf), story.slug);
    }
    for (const page of lists) if (page.ids.includes(story.id)) show(page.path, story.slug);
  }
  return pages;
}
