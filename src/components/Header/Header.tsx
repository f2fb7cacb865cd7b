import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { scrollToSection } from "../../browser/scrollToSection";
import { useHeightProperty } from "../../browser/useHeightProperty";
import { aliasPath } from "../../model/aliasRoutes";
import type { LanguageLink } from "../../model/editions";
import type { CategorySummary, UiText } from "../../hooks/useSiteData";
import { useReadDay } from "../ReadTime/ReadTime";
import * as styles from "./Header.module.scss";

export interface HeaderProps {
  siteName: string;
  tagline: string;
  categories: readonly CategorySummary[];
  ui: Pick<
    UiText,
    | "skipLink"
    | "sectionsNavLabel"
    | "siteNavLabel"
    | "support"
    | "supportShort"
    | "partnersLink"
    | "faqLink"
    | "searchLink"
    | "languagesLabel"
  >;
  /** The site in its other languages (`languageLinks`). */
  languages: readonly LanguageLink[];
  /** The masthead's link: the front page, or an edition's. */
  homePath: string;
  /** The search page in the page's language. */
  searchPath: string;
  /** On the home page a section choice scrolls; elsewhere it goes to the section's address. */
  isHome: boolean;
  onSupport: () => void;
  /** The reader points at or focuses the Support button: a moment to fetch the dialog. */
  onSupportIntent?: () => void;
}

const MENU_ID = "section-menu";
/** Read by `scroll-margin-top` in global.scss: the bar wraps onto more rows on narrower screens. */
const BAR_HEIGHT_PROPERTY = "--section-bar-height";

export function Header({
  siteName,
  tagline,
  categories,
  ui,
  homePath,
  searchPath,
  languages,
  isHome,
  onSupport,
  onSupportIntent,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const today = useReadDay();
  const barRef = useRef<HTMLElement>(null);
  useHeightProperty(barRef, BAR_HEIGHT_PROPERTY);

  const chooseSection = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    setMenuOpen(false);
    if (isHome && scrollToSection(id)) event.preventDefault();
  };

  // The open menu drops down over the page: once focus moves on past it (or a reader clicks
  // elsewhere), it closes, so it never covers the control that now has focus.
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || !menuOpen) return undefined;
    const closeOnFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && bar.contains(event.relatedTarget))) {
        setMenuOpen(false);
      }
    };
    bar.addEventListener("focusout", closeOnFocusOut);
    return () => bar.removeEventListener("focusout", closeOnFocusOut);
  }, [menuOpen]);

  // The section bar follows the header instead of sitting inside it: a sticky element sticks only
  // within its parent, and the header ends right below the bar.
  return (
    <>
      <header className={styles.header}>
        <a className={styles.skipLink} href="#main-content">
          {ui.skipLink}
        </a>
        <div className={styles.topBar}>
          <time className={styles.date} dateTime={today.iso}>
            <span className={styles.longDate}>{today.long}</span>
            <span className={styles.shortDate}>{today.short}</span>
          </time>
          <nav className={styles.utility} aria-label={ui.siteNavLabel}>
            <Link to="/partners/">{ui.partnersLink}</Link>
            <Link to="/faq/">{ui.faqLink}</Link>
            <Link to={searchPath}>{ui.searchLink}</Link>
          </nav>
          <button
            type="button"
            className={styles.support}
            onClick={onSupport}
            onPointerEnter={onSupportIntent}
            onFocus={onSupportIntent}
          >
            <span className={styles.longLabel}>{ui.support}</span>
            <span className={styles.shortLabel}>{ui.supportShort}</span>
          </button>
        </div>
        <div className={styles.masthead}>
          <Link to={homePath} className={styles.brand}>
            {siteName}
          </Link>
          <p className={styles.tagline}>{tagline}</p>
          {/* Plain links: a page in another language loads whole, its <html lang dir> with it. */}
          {languages.length > 0 && (
            <nav className={styles.languages} aria-label={ui.languagesLabel}>
              <ul>
                {languages.map((language) => (
                  <li key={language.lang}>
                    <a href={language.path} lang={language.lang} hrefLang={language.lang}>
                      {language.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>
      <nav ref={barRef} className={styles.sectionNav} aria-label={ui.sectionsNavLabel}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.menuIcon} data-open={menuOpen} />
          {ui.sectionsNavLabel}
        </button>
        <ul id={MENU_ID} className={styles.menu} data-open={menuOpen}>
          {categories.map((category) => (
            <li key={category.id}>
              {isHome ? (
                <a href={`#${category.id}`} onClick={(event) => chooseSection(event, category.id)}>
                  {category.navLabel}
                </a>
              ) : (
                <Link to={aliasPath(category.id)} onClick={() => setMenuOpen(false)}>
                  {category.navLabel}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
