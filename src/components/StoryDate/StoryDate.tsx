import React from "react";
import { publishedAt } from "../../model/buildArticles";
import { formatStoryDate } from "../../model/formatDate";
import { useReadTime } from "../ReadTime/ReadTime";

export function StoryDate({ ageMinutes, className }: { ageMinutes: number; className?: string }) {
  const date = publishedAt(useReadTime(), ageMinutes);
  return (
    <time className={className} dateTime={date.toISOString()}>
      {formatStoryDate(date)}
    </time>
  );
}
