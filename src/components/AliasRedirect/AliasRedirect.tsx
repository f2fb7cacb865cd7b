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
 * then scrolls to the section. Without scripts, the link (and the page's refresh) do the same.
 */
export function AliasRedirect({ targetId, continueLabel }: AliasRedirectProps) {
  useEffect(() => {
    const state: SectionScrollRequest = { scrollToSection: targetId };
    void navigate("/", { replace: true, state });
  }, [targetId]);
  return (
    <p style={{ padding: "2rem 1rem", textAlign: "center" }}>
      <a href={`/#${targetId}`}>{continueLabel}</a>
    </p>
  );
}
