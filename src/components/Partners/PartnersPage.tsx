import React from "react";
import { splitTemplate } from "../../model/templates";
import { formatFact } from "../../model/contentFacts";
import { mailHref } from "../../model/contactLinks";
import { EmbedFrame } from "../Embeds/EmbedFrame";
import { ExternalLink } from "../ExternalLink/ExternalLink";
import * as styles from "./Partners.module.scss";

export interface PartnersPageProps {
  partners: {
    title: string;
    intro: string;
    documentsHeading: string;
    viewLabel: string;
    documents: readonly {
      id: string;
      title: string;
      description: string;
      embedUrl: string;
      viewUrl: string;
    }[];
    network: {
      heading: string;
      text: string;
      publicationCount: number;
      /** The figure with its words, e.g. `{publicationCount} publications in the network`. */
      countLabel: string;
      benefits: readonly { title: string; text: string }[];
      contactText: string;
      contactEmail: string;
    };
  };
  newTabLabel: string;
  unavailableText: string;
  /** The site's language tag, for the figure's thousands separator. */
  language: string;
}

export function PartnersPage({
  partners,
  newTabLabel,
  unavailableText,
  language,
}: PartnersPageProps) {
  const { network } = partners;
  const [beforeCount, afterCount] = splitTemplate(network.countLabel, "publicationCount");
  return (
    <div className={styles.partners}>
      <h1>{partners.title}</h1>
      <p className={styles.intro}>{partners.intro}</p>

      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading">{partners.documentsHeading}</h2>
        <div className={styles.documents}>
          {partners.documents.map((document) => (
            <article
              key={document.id}
              className={styles.document}
              aria-labelledby={`${document.id}-title`}
            >
              <h3 id={`${document.id}-title`}>{document.title}</h3>
              <p>{document.description}</p>
              <EmbedFrame
                src={document.embedUrl}
                title={document.title}
                sandbox="allow-scripts allow-same-origin allow-popups"
                aspectRatio="3 / 4"
                fallback={unavailableText}
              />
              <ExternalLink
                href={document.viewUrl}
                newTabLabel={newTabLabel}
                className={styles.viewLink}
              >
                {partners.viewLabel}
                <span className="visually-hidden">: {document.title}</span>
              </ExternalLink>
            </article>
          ))}
        </div>
      </section>

      <section className={styles.network} aria-labelledby="network-heading">
        <h2 id="network-heading">{network.heading}</h2>
        <p className={styles.count}>
          {beforeCount}
          <strong>{formatFact("publicationCount", network.publicationCount, language)}</strong>
          {afterCount}
        </p>
        <p>{network.text}</p>
        <ul className={styles.benefits}>
          {network.benefits.map((benefit) => (
            <li key={benefit.title}>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
        <p>
          {network.contactText} <a href={mailHref(network.contactEmail)}>{network.contactEmail}</a>
        </p>
      </section>
    </div>
  );
}
