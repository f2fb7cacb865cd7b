import { aliasPath } from "../../model/aliasRoutes";
import { storyTopics } from "../../model/archive";
import { authorPath, correctionsPath, editionPath, sectionArchivePath } from "../../model/pageIds";
import type { StoryPageProps } from "./StoryPage";

/** A story as its page's template or the editor's preview has it, with its section and tags. */
export interface StoryPageInput extends Omit<
  StoryPageProps,
  "section" | "topics" | "authors" | "correctionsPath"
> {
  /** The section's id, and its title (the id while the editor has not picked one). */
  section: { id: string; title: string };
  /** A translation's edition, whose lists and front page its links lead to. */
  edition?: string;
  tags: readonly string[];
  authors: readonly { id: string; name: string }[];
}

/**
 * The one mapping from a story to the story page's props, which the page's template and the
 * editor's preview both use: the section's front-page place and archive, the topics' and the
 * authors' pages; a translation's are its edition's (its section on the edition's front page).
 */
export function storyPageProps({
  section,
  edition,
  tags,
  authors,
  ...rest
}: StoryPageInput): StoryPageProps {
  return {
    ...rest,
    section: {
      title: section.title,
      path: edition === undefined ? aliasPath(section.id) : `${editionPath(edition)}#${section.id}`,
      archivePath: sectionArchivePath(section.id, edition),
    },
    correctionsPath: correctionsPath(edition),
    topics: storyTopics(tags, edition),
    authors: authors.map(({ id, name }) => ({ name, path: authorPath(id, edition) })),
  };
}
