import React from "react";
import { mailHref } from "../../model/contactLinks";
import { fillTemplate } from "../../model/templates";
import { StoryList, type StoryLink } from "./StoryList";
import * as styles from "./StoryPage.module.scss";

export interface AuthorPageProps {
  author: { name: string; role: string; bio: string; email?: string | null };
  /** The author's stories, newest first. */
  stories: readonly StoryLink[];
  ui: { story: { authorStories: string; email: string } };
}

/** An author: who they are, how to reach them, and their stories. */
export function AuthorPage({ author, stories, ui }: AuthorPageProps) {
  return (
    <div className={styles.story}>
      <header className={styles.header}>
        <h1 className={styles.headline}>{author.name}</h1>
        <p className={styles.label}>{author.role}</p>
        <p className={styles.summary}>{author.bio}</p>
        {author.email && (
          <p className={styles.meta}>
            {ui.story.email} <a href={mailHref(author.email)}>{author.email}</a>
          </p>
        )}
      </header>
      <section aria-labelledby="author-stories">
        <h2 id="author-stories">{fillTemplate(ui.story.authorStories, { name: author.name })}</h2>
        <StoryList stories={stories} />
      </section>
    </div>
  );
}
