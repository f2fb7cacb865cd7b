import React, { useState } from "react";
import { Link } from "gatsby";
import { fillTemplate } from "../../model/templates";
import { sectionHeadingId, sectionListId } from "../../model/pageIds";
import { SECTION_LAYOUT, splitSection } from "../../model/sectionLayout";
import type { StoryItem } from "../../model/stories";
import type { UiText } from "../../hooks/useSiteData";
import { StoryCard, type StoryVariant } from "./StoryCard";
import * as styles from "./SectionBlock.module.scss";

export interface SectionBlockProps {
  category: {
    id: string;
    title: string;
    description: string;
    archivePath?: string | null;
    /** The list's language, where it is not the page's (an edition's link to the site's list). */
    archiveLanguage?: string;
  };
  /** The stories shown before the section is expanded (the first five). */
  stories: readonly StoryItem[];
  /** All stories of the category, shown on the toggle. */
  totalCount: number;
  /** Fetches the stories past the first ones, only when a reader expands the section. */
  loadLaterStories: () => Promise<StoryItem[]>;
  ui: Pick<UiText, "seeAll" | "showLess" | "loadingStories" | "storiesFailed" | "byline"> & {
    archive: Pick<UiText["archive"], "moreStories">;
  };
  /** In an edition whose stories are English: the mark each story gets (StoryCard). */
  englishLabel?: string;
}

type LoadState = "idle" | "loading" | "failed";

export function SectionBlock({
  category,
  stories,
  totalCount,
  loadLaterStories,
  ui,
  englishLabel,
}: SectionBlockProps) {
  const [expanded, setExpanded] = useState(false);
  const [later, setLater] = useState<StoryItem[] | undefined>();
  const [loadState, setLoadState] = useState<LoadState>("idle");

  if (stories.length === 0) return null;

  const initial = stories.slice(0, SECTION_LAYOUT.initialCount);
  const shown = expanded && later ? [...initial, ...later] : initial;
  const { lead, side, grid } = splitSection(shown);
  const headingId = sectionHeadingId(category.id);
  const listId = sectionListId(category.id);

  const toggle = async () => {
    if (expanded) {
      setExpanded(false);
      return;
    }
    if (later) {
      setExpanded(true);
      return;
    }
    setLoadState("loading");
    try {
      setLater(await loadLaterStories());
      setExpanded(true);
      setLoadState("idle");
    } catch {
      setLoadState("failed");
    }
  };

  const renderCards = (items: readonly StoryItem[], variant: StoryVariant, summaryLength: number) =>
    items.map((story) => (
      <StoryCard
        key={story.articleId}
        story={story}
        variant={variant}
        summaryLength={summaryLength}
        bylineTemplate={ui.byline}
        englishLabel={englishLabel}
      />
    ));

  return (
    <section id={category.id} className={styles.section} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {category.title}
        </h2>
        <p className={styles.description}>{category.description}</p>
      </header>
      <div id={listId} className={styles.layout}>
        {lead && (
          <StoryCard
            story={lead}
            variant="lead"
            bylineTemplate={ui.byline}
            englishLabel={englishLabel}
          />
        )}
        {side.length > 0 && (
          <div className={styles.sideColumn}>
            {renderCards(side, "side", SECTION_LAYOUT.sideSummaryLength)}
          </div>
        )}
        {grid.length > 0 && (
          <div className={styles.grid}>
            {renderCards(grid, "grid", SECTION_LAYOUT.gridSummaryLength)}
          </div>
        )}
      </div>
      {(totalCount > SECTION_LAYOUT.initialCount || category.archivePath) && (
        <div className={styles.toggleRow}>
          {totalCount > SECTION_LAYOUT.initialCount && (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={listId}
              aria-busy={loadState === "loading"}
              onClick={() => void toggle()}
            >
              {expanded
                ? ui.showLess
                : fillTemplate(ui.seeAll, { title: category.title, count: totalCount })}
            </button>
          )}
          {/* Past the front page's bounded list, and without scripts too: the section's archive. */}
          {category.archivePath && (
            <Link
              className={styles.archiveLink}
              to={category.archivePath}
              hrefLang={category.archiveLanguage}
            >
              {fillTemplate(ui.archive.moreStories, { section: category.title })}
            </Link>
          )}
          <p className={styles.loadStatus} role="status">
            {loadState === "loading" && ui.loadingStories}
            {loadState === "failed" && ui.storiesFailed}
          </p>
        </div>
      )}
    </section>
  );
}
