import React, { type AnchorHTMLAttributes } from "react";

/** Gatsby's Link where there is no Gatsby router (the editor's preview): a plain link. */
export function Link({
  to,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  );
}
