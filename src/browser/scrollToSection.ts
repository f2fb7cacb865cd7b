/** Smooth unless the reader asked the system for reduced motion. */
export function preferredScrollBehavior(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Scrolls to a home-page element by id and moves keyboard focus there, so the next Tab continues
 * from the section. The element's CSS `scroll-margin-top` keeps it clear of the sticky header.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: preferredScrollBehavior(), block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}
