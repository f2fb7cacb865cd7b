import { aliasPath } from "../../model/aliasRoutes";
import { sectionArchivePath, storyTopics } from "../../model/archive";
import { editionPath } from "../../model/pageIds";
import type { StoryPageProps } from "./StoryPage";

/** A story as its page's template or the editor's preview has it, with its section and tags. */
export interface StoryPageInput extends Omit<StoryPageProps, "section" | "topics"> {
  /** The section's id, and its title (the id while the editor has not picked one). */
  section: { id: string; title: string };
  /** A translation's edition: its section is on the edition's front page, its tags no topics. */
  edition?: string;
  tags: readonly string[];
}

/**
 * The one mapping from a story to the story page's props, which the page's template and the
 * editor's preview both use: the section's front-page place and archive, the topics' pages; a
 * translation's section on its edition's front page.
 */
export function storyPageProps({
  section,
  edition,
  tags,
  ...rest
}: StoryPageInput): StoryPageProps {
  if (edition !== undefined) {
    // The edition has no archives of its own: its front page's section is where its stories are.
    const path = `${editionPath(edition)}#${section.id}`;
    return { ...rest, section: { title: section.title, path, archivePath: path }, topics: [] };
  }
  return {
    ...rest,
    section: {
      title: section.title,
      path: aliasPath(section.id),
      archivePath: sectionArchivePath(section.id),
    },
    topics: storyTopics(tags),
  };
}
