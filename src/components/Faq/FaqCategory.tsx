import React, { useState } from "react";
import { faqCategoryElementId } from "../../model/pageIds";
import * as styles from "./Faq.module.scss";

export interface FaqCategoryProps {
  category: {
    id: string;
    title: string;
    questions: readonly { question: string; answer: string }[];
  };
}

/** One category of questions: at most one answer open at a time, and an open one can close. */
export function FaqCategory({ category }: FaqCategoryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <section className={styles.category} aria-labelledby={faqCategoryElementId(category.id)}>
      <h2 id={faqCategoryElementId(category.id)} className={styles.categoryTitle}>
        {category.title}
      </h2>
      <ul className={styles.questions}>
        {category.questions.map((entry, index) => {
          const open = openIndex === index;
          const answerId = `${faqCategoryElementId(category.id)}-${index + 1}`;
          return (
            <li key={entry.question} className={styles.item}>
              <h3 className={styles.questionHeading}>
                <button
                  type="button"
                  className={styles.question}
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setOpenIndex(open ? null : index)}
                >
                  <span>{entry.question}</span>
                  <span className={styles.marker} aria-hidden="true" />
                </button>
              </h3>
              {/* Closed answers are hidden by CSS only where scripts run, so no-JS readers see them. */}
              <div id={answerId} className={styles.answer} data-open={open}>
                <p>{entry.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
