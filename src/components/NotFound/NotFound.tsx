import React, { useEffect } from "react";
import { Link } from "gatsby";
import type { UiText } from "../../hooks/useSiteData";
import { AdBand } from "../AdSlot/AdBand";
import * as styles from "./NotFound.module.scss";

export interface NotFoundProps {
  pathname: string;
  copy: UiText["notFound"];
  /** The top bar's link to search, offered here too: the story may have moved. */
  searchLabel: string;
  /** Where the links lead: the site's front page, its news and search, or an edition's. */
  paths: { home: string; news: string; search: string };
  /** The ads' caption in the page's language (an edition's); the site's otherwise. */
  adLabel?: string;
}

export function NotFound({ pathname, copy, searchLabel, paths, adLabel }: NotFoundProps) {
  useEffect(() => {
    // Lets whoever maintains the site see in the console which addresses readers try.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      <AdBand label={adLabel} />
      <div className={styles.notFound}>
        <h1>{copy.heading}</h1>
        <p>{copy.text}</p>
        <p className={styles.actions}>
          <Link to={paths.home} className={styles.home}>
            {copy.homeButton}
          </Link>
          <Link to={paths.news}>{copy.newsLink}</Link>
          <Link to={paths.search}>{searchLabel}</Link>
        </p>
      </div>
      <AdBand label={adLabel} />
    </>
  );
}
