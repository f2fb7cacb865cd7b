import React, { Suspense, lazy, useEffect, useState, type ReactNode } from "react";
import { fillTemplate } from "../../model/templates";
import {
  isCoverageOpen,
  lastUpdateAt,
  newestUpdatesFirst,
  pageDataPath,
  updateAnchor,
} from "../../model/liveCoverage";
import { StoryPicture, type PictureData } from "../StoryPicture/StoryPicture";
import { StoryTime } from "../StoryPage/StoryTime";
import * as styles from "./LiveCoverage.module.scss";

/** An update as its story's node holds it: the body made HTML, the picture prepared. */
export interface LiveUpdateData extends PictureData {
  time: string;
  headline?: string | null;
  bodyHtml: string;
  keyEvent?: boolean | null;
  image?: { alt: string; caption?: string | null; credit?: string | null } | null;
}

export interface LiveCopy {
  label: string;
  updateCount: string;
  updateCountOne: string;
  lastUpdate: string;
  keyEvents: string;
  keyEvent: string;
  share: string;
  newUpdates: string;
  newUpdatesOne: string;
}

export interface LiveCoverageProps {
  /** The story's page, whose page data the open page reads again for new updates. */
  path: string;
  liveUntil: string;
  /** Whether coverage was open at the build's moment: the static HTML shows that. */
  openAtBuild: boolean;
  updates: readonly LiveUpdateData[];
  copy: LiveCopy;
  /** The story's lead picture and body, between the key events and the updates. */
  children: ReactNode;
}

/** An update's picture is shown at the story column's width, like the lead picture. */
const IMAGE_SIZES = "(min-width: 46rem) 44rem, 100vw";

/**
 * The check for new updates, fetched only by a page whose coverage is open, once it runs in the
 * browser: a closed story and a reader without JavaScript never load it.
 */
const LivePoller = lazy(() =>
  import(/* webpackChunkName: "live-poller" */ "./LivePoller").then((module) => ({
    default: module.LivePoller,
  })),
);

const headingId = (time: string) => `${updateAnchor(time)}-heading`;

export const updateCountText = (count: number, copy: LiveCopy) =>
  count === 1 ? copy.updateCountOne : fillTemplate(copy.updateCount, { count });

/**
 * A live story's coverage: whether it is open, its key events and its updates, newest first, each
 * at its own address. Every update is in the static HTML; while coverage is open the page checks
 * for new ones and offers them with a button, never moving what the reader is reading.
 */
export function LiveCoverage({
  path,
  liveUntil,
  openAtBuild,
  updates,
  copy,
  children,
}: LiveCoverageProps) {
  const [shown, setShown] = useState(() => newestUpdatesFirst(updates));
  const [until, setUntil] = useState(liveUntil);
  // The static HTML's state first, so the page hydrates as it was built; then the reader's clock.
  const [open, setOpen] = useState(openAtBuild);
  const [inBrowser, setInBrowser] = useState(false);
  const [focusTime, setFocusTime] = useState<string>();

  useEffect(() => {
    setInBrowser(true);
    const now = Date.now();
    setOpen(isCoverageOpen({ liveUntil: until }, now));
    const left = Date.parse(until) - now;
    // Closes on time in an open tab; a timer cannot wait longer than about 24 days.
    if (left <= 0 || left > 2 ** 31 - 1) return undefined;
    const timer = window.setTimeout(() => setOpen(false), left);
    return () => window.clearTimeout(timer);
  }, [until]);

  useEffect(() => {
    if (focusTime) document.getElementById(headingId(focusTime))?.focus();
  }, [focusTime]);

  const last = lastUpdateAt(shown);
  const keyEvents = shown.filter((update) => update.keyEvent);
  return (
    <>
      <p className={styles.status}>
        {open && <span className={styles.liveLabel}>{copy.label}</span>}
        <span>{updateCountText(shown.length, copy)}</span>
        {last && (
          <span>
            <StoryTime iso={last} label={copy.lastUpdate} />
          </span>
        )}
      </p>
      {keyEvents.length > 0 && (
        <nav
          className={styles.keyEvents}
          aria-labelledby="live-key-events"
          data-pagefind-ignore="all"
        >
          <h2 id="live-key-events">{copy.keyEvents}</h2>
          <ul>
            {keyEvents.map((update) => (
              <li key={update.time}>
                <a href={`#${updateAnchor(update.time)}`}>
                  <StoryTime iso={update.time} />
                  {update.headline && <> {update.headline}</>}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
      {open && inBrowser && (
        <Suspense fallback={null}>
          <LivePoller
            pageDataUrl={pageDataPath(path)}
            liveUntil={until}
            shown={shown}
            copy={copy}
            onLiveUntil={setUntil}
            onShow={(arrived: LiveUpdateData[]) => {
              setShown((current) => newestUpdatesFirst([...arrived, ...current]));
              setFocusTime(newestUpdatesFirst(arrived)[0]?.time);
            }}
          />
        </Suspense>
      )}
      <div className={styles.coverage}>
        {shown.map((update) => (
          <LiveUpdate key={update.time} update={update} copy={copy} />
        ))}
      </div>
    </>
  );
}

/** One update: its time, its heading (the headline, or the time), its body and a share link. */
function LiveUpdate({ update, copy }: { update: LiveUpdateData; copy: LiveCopy }) {
  const anchor = updateAnchor(update.time);
  const { image } = update;
  return (
    <article id={anchor} className={styles.update} aria-labelledby={headingId(update.time)}>
      <p className={styles.updateMeta}>
        {update.headline && <StoryTime iso={update.time} />}
        {update.keyEvent && <span className={styles.keyEvent}>{copy.keyEvent}</span>}
      </p>
      {/* Focused when the reader shows new updates, so reading goes on from the newest. */}
      <h2 id={headingId(update.time)} className={styles.updateHeading} tabIndex={-1}>
        {update.headline ?? <StoryTime iso={update.time} />}
      </h2>
      {image && update.imageUrl && (
        <figure className={styles.figure}>
          <StoryPicture
            picture={{ ...update, imageUrl: update.imageUrl }}
            alt={image.alt}
            sizes={IMAGE_SIZES}
            loading="lazy"
          />
          {(image.caption || image.credit) && (
            <figcaption>
              {image.caption}
              {image.caption && image.credit && " "}
              {image.credit && <span className={styles.credit}>{image.credit}</span>}
            </figcaption>
          )}
        </figure>
      )}
      {/* Markdown made into HTML and sanitised at build time (src/model/renderMarkdown.ts). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: update.bodyHtml }} />
      <p className={styles.share} data-pagefind-ignore="all">
        <a href={`#${anchor}`} aria-describedby={headingId(update.time)}>
          {copy.share}
        </a>
      </p>
    </article>
  );
}
