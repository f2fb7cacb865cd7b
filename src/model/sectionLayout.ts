/** How a section block lays out its stories: a lead, two side stories, the rest in a grid. */
export const SECTION_LAYOUT = {
  /** Stories shown before a reader expands the section. */
  initialCount: 5,
  /**
   * Written stories a section shows at most when expanded; older ones are in its archive, which
   * the section links to. Keeps the front page and its See All files the same size at any archive.
   */
  maxWrittenCount: 30,
  /** One lead story, then this many side items, then the grid. */
  sideCount: 2,
  sideSummaryLength: 120,
  gridSummaryLength: 100,
} as const;

export interface SectionSplit<T> {
  lead: T | undefined;
  side: T[];
  grid: T[];
}

/** Splits the stories to show into the lead, the side items and the grid. */
export function splitSection<T>(stories: readonly T[]): SectionSplit<T> {
  const [lead, ...rest] = stories;
  return {
    lead,
    side: rest.slice(0, SECTION_LAYOUT.sideCount),
    grid: rest.slice(SECTION_LAYOUT.sideCount),
  };
}
