import React, { useEffect } from "react";
import { navigate } from "gatsby";
import type { SectionScrollRequest } from "../../model/aliasRoutes";

export interface AliasRedirectProps {
  /** Id of the element on the front page this address stands for. */
  targetId: string;
  continueLabel: string;
}

/**
 * A short address such as `/sports/`: replaces itself in the history with `/`, and the front page
 * then scrolls to the section. Without scripts, the page's refresh (and the link) do the same.
 */
export function AliasRedirect({ targetId, continueLabel }: AliasRedirectProps) {
  useEffect(() => {
    const state: SectionScrollRequest = { scrollToSection: targetId };
    void navigate("/", { replace: true, state });
  }, [targetId]);
  // Without scripts the refresh forwards the reader. It sits in the page, not in the Head export:
  // Gatsby's Head turns the contents of a <noscript> into escaped text, which refreshes nothing.
  return (
    <>
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<meta http-equiv="refresh" content="0; url=/#${targetId}">`,
        }}
      />
      <p style={{ padding: "2rem 1rem", textAlign: "center" }}>
        <a href={`/#${targetId}`}>{continueLabel}</a>
      </p>
    </>
  );
}
