/**
 * Page anchors on the home page that have a short address of their own (docs/architecture.md §6):
 * each is the id of an element on the home page, and `/{anchor}/` scrolls to it. They are fixed in
 * code, not content, so an alias and its target can never disagree.
 */
import { isPlainObject } from "./isPlainObject";

export const HOME_ANCHORS = ["home", "about", "news", "contact"] as const;
export type HomeAnchor = (typeof HOME_ANCHORS)[number];

export interface AliasRoute {
  path: string;
  /** Id of the element on the home page the alias scrolls to. */
  targetId: string;
}

/** The short address of an anchor of the home page: a section's is `/{category id}/`. */
export const aliasPath = (targetId: string) => `/${targetId}/`;

/** `/home/`, `/about/`, `/news/`, `/contact/` and one per category id. */
export function buildAliasRoutes(categoryIds: readonly string[]): AliasRoute[] {
  return [...HOME_ANCHORS, ...categoryIds].map((targetId) => ({
    path: aliasPath(targetId),
    targetId,
  }));
}

/** After an alias redirects to the home page, it waits this long before scrolling. */
export const ALIAS_SCROLL_DELAY_MS = 100;

/** History state an alias hands to the home page: which element to scroll to. */
export interface SectionScrollRequest {
  scrollToSection: string;
}

export function isSectionScrollRequest(state: unknown): state is SectionScrollRequest {
  return isPlainObject(state) && typeof state.scrollToSection === "string";
}
