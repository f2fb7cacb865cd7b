import React, { useEffect } from "react";
import { fillTemplate } from "../../model/templates";
import { mailHref, telHref } from "../../model/contactLinks";
import { FaqCategory, type FaqCategoryProps } from "./FaqCategory";
import * as styles from "./Faq.module.scss";

export interface FaqPageProps {
  faq: {
    title: string;
    intro: string;
    categories: readonly FaqCategoryProps["category"][];
    stillHaveQuestions: {
      heading: string;
      text: string;
      /** Link text with `{email}`. */
      emailLabel: string;
      email: string;
      /** Link text with `{phone}`. */
      phoneLabel: string;
      phone: string;
    };
  };
}

export function FaqPage({ faq }: FaqPageProps) {
  // The spec asks the FAQ to start at the top when it loads, whatever the previous position.
  // A block body: newer browsers return a promise from scrollTo, which React would call as cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const contact = faq.stillHaveQuestions;
  return (
    <div className={styles.faq} data-pagefind-body="">
      <h1>{faq.title}</h1>
      <p className={styles.intro}>{faq.intro}</p>
      {faq.categories.map((category) => (
        <FaqCategory key={category.id} category={category} />
      ))}
      <section className={styles.stillHaveQuestions} aria-labelledby="still-have-questions">
        <h2 id="still-have-questions">{contact.heading}</h2>
        <p>{contact.text}</p>
        <p className={styles.contactLinks}>
          <a href={mailHref(contact.email)}>
            {fillTemplate(contact.emailLabel, { email: contact.email })}
          </a>
          <a href={telHref(contact.phone)}>
            {fillTemplate(contact.phoneLabel, { phone: contact.phone })}
          </a>
        </p>
      </section>
    </div>
  );
}
