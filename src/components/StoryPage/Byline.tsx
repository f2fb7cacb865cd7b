import React, { Fragment } from "react";
import { Link } from "gatsby";
import { nameList } from "../../model/newsStories";
import { splitTemplate } from "../../model/templates";
import { usePageLocale } from "../ReadTime/ReadTime";

export interface BylineAuthor {
  name: string;
  path: string;
}

/** "By A, B and C", in the page's language, each name a link to the author's page. */
export function Byline({
  authors,
  template,
  className,
}: {
  authors: readonly BylineAuthor[];
  /** e.g. "By {author}" */
  template: string;
  className?: string;
}) {
  const [before, after] = splitTemplate(template, "author");
  const parts = nameList(
    authors.map((author) => author.name),
    usePageLocale(),
  );
  // The list's names are the authors, in their order: each becomes the link to its page.
  let next = 0;
  return (
    <p className={className}>
      {before}
      {parts.map((part, index) => {
        if (part.type === "literal") return <Fragment key={index}>{part.value}</Fragment>;
        const author = authors[next++]!;
        return (
          <Link key={index} to={author.path} rel="author" data-pagefind-filter="author">
            {author.name}
          </Link>
        );
      })}
      {after}
    </p>
  );
}
