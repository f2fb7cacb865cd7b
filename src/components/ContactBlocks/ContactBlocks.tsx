import React from "react";
import { mailHref, telHref } from "../../model/contactLinks";
import * as styles from "./ContactBlocks.module.scss";

export interface ContactBlocksProps {
  /** The section's element id. */
  id: string;
  heading: string;
  contacts: readonly {
    id: string;
    title: string;
    description: string;
    email: string;
    phone: string;
  }[];
}

/** Editorial, press and advertising: how to reach each team. */
export function ContactBlocks({ id, heading, contacts }: ContactBlocksProps) {
  return (
    <section id={id} className={styles.contacts} aria-labelledby="contacts-heading">
      <h2 id="contacts-heading" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.blocks}>
        {contacts.map((contact) => (
          <div key={contact.id} className={styles.block}>
            <h3>{contact.title}</h3>
            <p>{contact.description}</p>
            <p>
              <a href={mailHref(contact.email)}>{contact.email}</a>
            </p>
            <p>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
