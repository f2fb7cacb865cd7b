/**
 * Home sections' stories are laid out lazily (content-visibility in SectionBlock.module.scss), so
 * until then their heights are estimates and a jump to a section would land a little off. This
 * class lays them all out; set before any jump to a section.
 */
export const ALL_SECTIONS_LAID_OUT = "all-sections-laid-out";

export function layOutAllSections(): void {
  document.documentElement.classList.add(ALL_SECTIONS_LAID_OUT);
}

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
  layOutAllSections();
  target.scrollIntoView({ behavior: preferredScrollBehavior(), block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}
