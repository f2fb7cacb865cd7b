import { graphql } from "gatsby";

/**
 * What `StoryPicture` reads (`PictureData`), as one fragment on the `PreparedPicture` interface
 * that stories and their cards share (`SHARED_FIELDS` in the content model). Page queries spread
 * it: `story { ...PreparedPicture }`. Gatsby finds fragments in any file under `src/`.
 */
export const preparedPictureFragment = graphql`
  fragment PreparedPicture on PreparedPicture {
    imageUrl
    imageWidth
    imageHeight
    imageSrcSet
    imageSources {
      type
      srcSet
    }
  }
`;
