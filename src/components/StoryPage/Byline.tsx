import React, { Fragment } from "react";
import { Link } from "gatsby";
import { splitTemplate } from "../../model/templates";

export interface BylineAuthor {
  name: string;
  path: string;
}

/** "By A, B and C", each name a link to the author's page. */
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
  return (
    <p className={className}>
      {before}
      {authors.map((author, index) => (
        <Fragment key={author.path}>
          {index > 0 && (index === authors.length - 1 ? " and " : ", ")}
          <Link to={author.path} rel="author" data-pagefind-filter="author">
            {author.name}
          </Link>
        </Fragment>
      ))}
      {after}
    </p>
  );
}
