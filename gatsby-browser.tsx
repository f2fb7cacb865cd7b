import type { GatsbyBrowser } from "gatsby";
import { hydrateInTransition } from "./src/browser/hydrateInTransition";
import { layOutAllSections } from "./src/browser/scrollToSection";
import { isSectionScrollRequest } from "./src/model/aliasRoutes";
import "./src/styles/global.scss";

export { wrapPageElement } from "./src/components/Layout/wrapPageElement";

/**
 * Every route change starts at the top, except a link to `/#id`, which lands on
 * that element, and an alias redirect, whose delayed scroll the home page performs.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const { location } = routerProps;
  if (isSectionScrollRequest(location.state)) return false;
  if (location.hash.length > 1) {
    layOutAllSections();
    return decodeURIComponent(location.hash.slice(1));
  }
  return [0, 0];
};

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

/** Time-sliced hydration: see src/browser/hydrateInTransition.ts. */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  // Gatsby types the hook's return as ReactDOM's legacy renderer; Gatsby 5 calls it with
  // (element, container) and uses the unmount it returns, which is what this takes and gives.
  hydrateInTransition as unknown as HydrateFunction;
