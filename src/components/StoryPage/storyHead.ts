import { aliasPath } from "../../model/aliasRoutes";
import type { PageMetadata } from "../../model/buildMetadata";
import type { Alternate } from "../../model/editions";
import { joinNames } from "../../model/newsStories";

/** What a story page's `<head>` is made of, in whichever language the story is. */
export interface StoryHeadInput {
  story: {
    headline: string;
    summary: string;
    tags: readonly string[];
    path: string;
    imageUrl?: string | null;
    publishedAt: string;
    modifiedAt: string;
    corrections: readonly { date: string; text: string }[];
    liveUntil?: string | null;
    updates?: readonly { time: string; headline?: string | null; bodyHtml: string }[] | null;
    authorProfiles: readonly { name: string; path: string }[];
    translators?: readonly string[] | null;
  };
  /** The story's section: its id and its title in the story's language. */
  section: { id: string; title: string };
  /** The story in every language it is in, its original first (`storyAlternates`). */
  alternates?: readonly Alternate[];
  /** A translation's edition: its language and front page. */
  edition?: { language: { tag: string; direction: string }; homePath: string };
}

/**
 * A story page's metadata, the original's or a translation's: a translation names its original
 * and translators, an original its translations, and both the same `hreflang` alternates.
 */
export function storyHeadPage({ story, section, alternates = [], edition }: StoryHeadInput) {
  const [original, ...translations] = alternates;
  // Where the breadcrumbs lead: the section on the front page, the edition's for a translation.
  const sectionPath = edition ? `${edition.homePath}#${section.id}` : aliasPath(section.id);
  return {
    title: story.headline,
    description: story.summary,
    keywords: story.tags,
    path: story.path,
    image: story.imageUrl ?? undefined,
    type: "article",
    author: joinNames(
      story.authorProfiles.map((author) => author.name),
      edition?.language.tag,
    ),
    publishedTime: story.publishedAt,
    modifiedTime: story.modifiedAt,
    section: section.title,
    tag: story.tags,
    alternates,
    ...(edition && { language: edition.language }),
    article: {
      headline: story.headline,
      authors: story.authorProfiles,
      section: { title: section.title, path: sectionPath },
      corrections: story.corrections,
      ...(edition && { homePath: edition.homePath }),
      ...(edition && original
        ? { translation: { of: original.path, translators: story.translators ?? [] } }
        : { translations: translations.map((translation) => translation.path) }),
      ...(story.liveUntil
        ? { live: { liveUntil: story.liveUntil, updates: story.updates ?? [] } }
        : {}),
    },
  } satisfies PageMetadata;
}
