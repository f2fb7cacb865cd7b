/** The fields of a picture prepared for a page, shared by stories, their cards and the hero's story. */
import { integer, list, object, optional, text } from "../fields";

/** One format of a local picture at every width made of it, for a `<source>`. */
const imageSourceType = object({ type: text("e.g. image/avif"), srcSet: text() }, "ImageSource");

/**
 * A picture as prepared for a page (`src/node/storyImages.ts`): on a story and on its card, which
 * differ only in the widths made. Sample stories have the address and size alone.
 */
export const preparedPictureFields = (widths: string) =>
  ({
    imageUrl: optional(text("Address of the picture on the site, or its https address")),
    imageWidth: optional(integer(1, 10000, "The picture's width in pixels")),
    imageHeight: optional(integer(1, 10000, "The picture's height in pixels")),
    imageSrcSet: optional(text(`A local picture ${widths}`)),
    imageSources: optional(
      list(imageSourceType, {
        minItems: 0,
        description: `A local picture in newer formats, ${widths}, newest first`,
      }),
    ),
  }) as const;

/**
 * Fields that several node types share, declared to GraphQL as interfaces so that pages ask for
 * them with one fragment: `...PreparedPicture` on a story, its card and the hero's story.
 */
export const SHARED_FIELDS = {
  PreparedPicture: preparedPictureFields("at the widths made of it"),
} as const;
