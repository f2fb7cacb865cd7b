import React, { useEffect } from "react";
import { Link } from "gatsby";
import type { UiText } from "../../hooks/useSiteData";
import { AdBand } from "../AdSlot/AdBand";
import * as styles from "./NotFound.module.scss";

export interface NotFoundProps {
  pathname: string;
  copy: UiText["notFound"];
}

export function NotFound({ pathname, copy }: NotFoundProps) {
  useEffect(() => {
    // Lets whoever maintains the site see which addresses readers try (spec section 8).
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
        </p>
      </div>
      <AdBand />
    </>
  );
}
