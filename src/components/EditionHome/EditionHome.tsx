import React from "react";
import { fetchLaterStories } from "../../model/stories";
import type { UiText } from "../../hooks/useSiteData";
import type { HomeSection } from "../HomePage/HomePage";
import { SectionBlock } from "../SectionBlock/SectionBlock";
import * as styles from "./EditionHome.module.scss";

export interface EditionHomeProps {
  siteName: string;
  edition: { tagline: string; fillNotice: string; englishStory: string };
  /** Every section, named in the edition's language; its stories are the newest English ones. */
  sections: readonly HomeSection[];
  ui: UiText;
}

/**
 * An edition's front page while few stories are translated: it says so, then every section with
 * its newest stories, each marked as English. A section is never empty for want of translations.
 */
export function EditionHome({ siteName, edition, sections, ui }: EditionHomeProps) {
  return (
    <div className={styles.edition}>
      <h1 className="visually-hidden">
        {siteName}: {edition.tagline}
      </h1>
      <p className={styles.notice}>{edition.fillNotice}</p>
      {sections.map((section) => (
        <SectionBlock
          key={section.id}
          category={section}
          stories={section.stories}
          totalCount={section.articleCount}
          loadLaterStories={() => fetchLaterStories(section.storiesPath)}
          ui={ui}
          englishLabel={edition.englishStory}
        />
      ))}
    </div>
  );
}
