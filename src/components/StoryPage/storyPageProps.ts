import { aliasPath } from "../../model/aliasRoutes";
import { sectionArchivePath, storyTopics } from "../../model/archive";
import type { StoryPageProps } from "./StoryPage";

/** A story as its page's template or the editor's preview has it, with its section and tags. */
export interface StoryPageInput extends Omit<StoryPageProps, "section" | "topics"> {
  /** The section's id, and its title (the id while the editor has not picked one). */
  section: { id: string; title: string };
  tags: readonly string[];
}

/**
 * The one mapping from a story to the story page's props, which the page's template and the
 * editor's preview both use: the section's front-page place and archive, the topics' pages.
 */
export function storyPageProps({ section, tags, ...rest }: StoryPageInput): StoryPageProps {
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
