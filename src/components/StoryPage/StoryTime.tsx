import React from "react";
import { formatDateTime } from "../../model/formatDate";

/** A moment of a story as a `<time>`, shown in Detroit's time zone. */
export function StoryTime({ iso, label }: { iso: string; label?: string }) {
  const date = new Date(iso);
  return (
    <>
      {label && `${label} `}
      <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>
    </>
  );
}
