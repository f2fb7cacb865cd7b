import { useEffect } from "react";
import { ALIAS_SCROLL_DELAY_MS, isSectionScrollRequest } from "../model/aliasRoutes";
import { scrollToSection } from "./scrollToSection";

/** On the home page: when an alias sent the reader here, scroll to its section after the delay. */
export function useSectionScrollRequest(historyState: unknown): void {
  const target = isSectionScrollRequest(historyState) ? historyState.scrollToSection : undefined;
  useEffect(() => {
    if (!target) return undefined;
    const timer = window.setTimeout(() => scrollToSection(target), ALIAS_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, historyState]);
}
