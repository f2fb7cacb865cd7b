import React, { useEffect } from "react";
import { Link } from "gatsby";
import type { UiText } from "../../hooks/useSiteData";
import { searchPath } from "../../model/pageIds";
import { AdBand } from "../AdSlot/AdBand";
import * as styles from "./NotFound.module.scss";

export interface NotFoundProps {
  pathname: string;
  copy: UiText["notFound"];
  /** The top bar's link to search, offered here too: the story may have moved. */
  searchLabel: string;
}

export function NotFound({ pathname, copy, searchLabel }: NotFoundProps) {
  useEffect(() => {
    // Lets whoever maintains the site see in the console which addresses readers try.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      <AdBand />
      <div className={styles.notFound}>
        <h1>{copy.heading}</h1>
        <p>{copy.text}</p>
        <p className={styles.actions}>
          <Link to="/" className={styles.home}>
            {copy.homeButton}
          </Link>
          <Link to="/news/">{copy.newsLink}</Link>
          <Link to={searchPath()}>{searchLabel}</Link>
        </p>
      </div>
      <AdBand />
    </>
  );
}
