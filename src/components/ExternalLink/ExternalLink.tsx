import React, { type ReactNode } from "react";

/** A link that opens in a new tab: no access to this page for the target, and it says so. */
export function ExternalLink({
  href,
  newTabLabel,
  className,
  children,
}: {
  href: string;
  /** Read by screen readers after the link text, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}
