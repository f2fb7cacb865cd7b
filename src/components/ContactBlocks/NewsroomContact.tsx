import React, { useEffect, useRef } from "react";
import { whenNearViewport } from "../../browser/whenNearViewport";
import { buildTipFormUrl } from "../../model/embedUrls";
import { EmbedFrame } from "../Embeds/EmbedFrame";
import * as styles from "./ContactBlocks.module.scss";

export interface NewsroomContactProps {
  /** The section's element id: on the front page, what the alias route /contact/ scrolls to. */
  id: string;
  newsroom: {
    heading: string;
    text: string;
    formTitle: string;
    formUrl: string;
    formScriptUrl: string;
    formCategory: string;
    fallbackText: string;
  };
}

/** The newsroom's tip form: a third-party form whose script loads only as the reader nears it. */
export function NewsroomContact({ id, newsroom }: NewsroomContactProps) {
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return undefined;
    return whenNearViewport(section, () => {
      // Compared as text: an address is content, and quotes in it would break a CSS selector.
      const loaded = Array.from(document.scripts).some(
        (script) => script.getAttribute("src") === newsroom.formScriptUrl,
      );
      if (loaded) return;
      const script = document.createElement("script");
      script.src = newsroom.formScriptUrl;
      script.async = true;
      section.appendChild(script);
    });
  }, [newsroom.formScriptUrl]);

  return (
    <section id={id} ref={sectionRef} className={styles.newsroom} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={styles.heading}>
        {newsroom.heading}
      </h2>
      <p>{newsroom.text}</p>
      <EmbedFrame
        src={buildTipFormUrl(newsroom.formUrl, newsroom.formCategory)}
        title={newsroom.formTitle}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        height={560}
        fallback={newsroom.fallbackText}
      />
    </section>
  );
}
