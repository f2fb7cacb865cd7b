import React from "react";
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
      benefits: readonly { title: string; text: string }[];
      contactText: string;
      contactEmail: string;
    };
  };
  newTabLabel: string;
  unavailableText: string;
}

export function PartnersPage({ partners, newTabLabel, unavailableText }: PartnersPageProps) {
  const { network } = partners;
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
          <strong>{network.publicationCount.toLocaleString("en-US")}</strong>
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
