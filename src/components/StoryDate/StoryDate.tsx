import React from "react";
import { publishedAt } from "../../model/buildArticles";
import { formatStoryDate } from "../../model/formatDate";
import { usePageLocale, useReadTime } from "../ReadTime/ReadTime";

export function StoryDate({
  ageMinutes,
  publishedAt: moment,
  className,
}: {
  ageMinutes: number;
  /** A written story's own moment; a sample story is dated by its age instead. */
  publishedAt?: string | null;
  className?: string;
}) {
  const readTime = useReadTime();
  const locale = usePageLocale();
  const date = moment ? new Date(moment) : publishedAt(readTime, ageMinutes);
  return (
    <time className={className} dateTime={date.toISOString()}>
      {formatStoryDate(date, locale)}
    </time>
  );
}
