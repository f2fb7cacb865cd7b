import React from "react";
import { Link } from "gatsby";
import { fillTemplate } from "../../model/templates";
import { mailHref, telHref } from "../../model/contactLinks";
import { correctionsPath, policyPath } from "../../model/pageIds";
import type {
  CategorySummary,
  PolicyPageLink,
  SiteSettings,
  UiText,
} from "../../hooks/useSiteData";
import { ExternalLink } from "../ExternalLink/ExternalLink";
import * as styles from "./Footer.module.scss";

export interface FooterProps {
  settings: Pick<
    SiteSettings,
    "name" | "tagline" | "foundingYear" | "address" | "contacts" | "footerContactId" | "sisterSites"
  >;
  categories: readonly CategorySummary[];
  /** Their addresses are their ids, which editors choose. */
  policyPages: readonly PolicyPageLink[];
  /** The front page the sections' links lead to: the site's, or an edition's. */
  homePath: string;
  /** On an edition's pages, its code: the policy pages' links lead to its copies of them. */
  edition?: string;
  ui: Pick<UiText, "footer" | "newTab" | "corrections">;
  year: number;
}

export function Footer({
  settings,
  categories,
  policyPages,
  homePath,
  edition,
  ui,
  year,
}: FooterProps) {
  const { footer } = ui;
  const editorial = settings.contacts.find((contact) => contact.id === settings.footerContactId);
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            {settings.name}
          </h2>
          <p>{settings.tagline}</p>
          <p className={styles.established}>
            {fillTemplate(footer.established, { year: settings.foundingYear })}
          </p>
          <address className={styles.address}>{settings.address}</address>
        </section>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections">{footer.sectionsHeading}</h2>
          <ul className={styles.sectionList}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={`${homePath}#${category.id}`}>{category.navLabel}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information">{footer.informationHeading}</h2>
          <ul>
            {policyPages.map((page) => (
              <li key={page.id}>
                <Link to={policyPath(page.id, edition)}>{page.linkLabel}</Link>
              </li>
            ))}
            <li>
              <Link to={correctionsPath(edition)}>{ui.corrections.linkLabel}</Link>
            </li>
            {editorial && (
              <>
                <li>
                  <a href={mailHref(editorial.email)}>{footer.contactEditor}</a>
                </li>
                <li>
                  <a href={telHref(editorial.phone)}>
                    {fillTemplate(footer.callNewsroom, { phone: editorial.phone })}
                  </a>
                </li>
              </>
            )}
          </ul>
        </nav>
        <nav aria-labelledby="footer-network">
          <h2 id="footer-network">{footer.networkHeading}</h2>
          <ul>
            {settings.sisterSites.map((site) => (
              <li key={site.id}>
                <ExternalLink href={site.url} newTabLabel={ui.newTab}>
                  {site.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        {fillTemplate(footer.copyright, { year, name: settings.name })}
      </p>
    </footer>
  );
}
