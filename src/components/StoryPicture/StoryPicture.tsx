import React from "react";

/** A picture as the build prepared it: a local one comes in several widths and formats. */
export interface PictureData {
  imageUrl?: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
  /** A local picture: every width made of it in its own format. */
  imageSrcSet?: string | null;
  /** A local picture: the same widths in newer formats, newest first. */
  imageSources?: readonly { type: string; srcSet: string }[] | null;
}

export interface StoryPictureProps {
  picture: PictureData & { imageUrl: string };
  alt: string;
  /** How wide the picture is shown, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  /** `high`: the page's largest element, fetched first; `lazy`: fetched when near the screen. */
  loading: "high" | "lazy";
  /** The size to reserve when the picture's own is unknown (a sample's placeholder picture). */
  fallbackSize?: { width: number; height: number };
}

/**
 * A story's picture: `<picture>` with AVIF and WebP sources and a srcset when the build made
 * them, a plain `<img>` otherwise; always with width and height, so the page never shifts. No
 * script: it is static HTML.
 */
export function StoryPicture({ picture, alt, sizes, loading, fallbackSize }: StoryPictureProps) {
  const img = (
    <img
      src={picture.imageUrl}
      srcSet={picture.imageSrcSet ?? undefined}
      sizes={picture.imageSrcSet ? sizes : undefined}
      alt={alt}
      width={picture.imageWidth ?? fallbackSize?.width}
      height={picture.imageHeight ?? fallbackSize?.height}
      {...(loading === "high"
        ? // Lower case: React 18 does not know the camel-case prop and warns about it.
          { loading: "eager", fetchpriority: "high" }
        : { loading: "lazy" })}
      decoding="async"
    />
  );
  if (!picture.imageSources || picture.imageSources.length === 0) return img;
  return (
    <picture>
      {picture.imageSources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
