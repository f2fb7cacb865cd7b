import React from "react";
import { formatDateTime } from "../../model/formatDate";
import { usePageLocale } from "../ReadTime/ReadTime";

/** A moment of a story as a `<time>`, shown in Detroit's time zone, in the page's language. */
export function StoryTime({ iso, label }: { iso: string; label?: string }) {
  const locale = usePageLocale();
  const date = new Date(iso);
  return (
    <>
      {label && `${label} `}
      <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time>
    </>
  );
}
