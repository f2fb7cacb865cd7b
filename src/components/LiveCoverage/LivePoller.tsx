import React, { useEffect, useRef, useState } from "react";
import { arrivedUpdates, liveStateOf } from "../../model/liveCoverage";
import { fillTemplate } from "../../model/templates";
import type { LiveCopy, LiveUpdateData } from "./LiveCoverage";
import * as styles from "./LiveCoverage.module.scss";

/**
 * How often an open page checks for new updates: a reader sees one within 15 s of its publication
 * on the host. An unchanged answer is a 304 of a few hundred bytes (the page data is revalidated).
 */
export const LIVE_INTERVAL_MS = 15_000;

/** A browser test shortens the wait by setting this before the page's scripts run. */
const intervalMs = () =>
  (window as { __liveIntervalMs?: number }).__liveIntervalMs ?? LIVE_INTERVAL_MS;

export interface LivePollerProps {
  pageDataUrl: string;
  /** When coverage ends: no check after it. */
  liveUntil: string;
  /** The updates the page shows now. */
  shown: readonly LiveUpdateData[];
  copy: LiveCopy;
  /** The end of coverage the newest page data says (an editor may close it early or extend it). */
  onLiveUntil: (liveUntil: string) => void;
  /** The reader asked to see the updates that arrived. */
  onShow: (arrived: LiveUpdateData[]) => void;
}

export const newUpdatesText = (count: number, copy: LiveCopy) =>
  count === 1 ? copy.newUpdatesOne : fillTemplate(copy.newUpdates, { count });

/**
 * Reads the page's own page data again every 15 s while the tab is visible, asking the host to
 * revalidate it (the page data is served revalidated), and offers what arrived as a
 * button, announced politely. Nothing moves until the reader presses it. Unmounted once coverage
 * closes, which stops the checks.
 */
export function LivePoller({
  pageDataUrl,
  liveUntil,
  shown,
  copy,
  onLiveUntil,
  onShow,
}: LivePollerProps) {
  const [arrived, setArrived] = useState<LiveUpdateData[]>([]);
  // The latest props, for checks started by a timer.
  const latest = useRef({ liveUntil, shown, onLiveUntil });
  latest.current = { liveUntil, shown, onLiveUntil };

  useEffect(() => {
    let timer: number | undefined;
    const controller = new AbortController();
    const check = () => {
      // Coverage may close between two renders; the page closes it on its next.
      if (Date.now() >= Date.parse(latest.current.liveUntil)) return;
      fetch(pageDataUrl, { cache: "no-cache", signal: controller.signal })
        .then((response) => (response.ok ? response.json() : undefined))
        .then((pageData: unknown) => {
          const state = liveStateOf<LiveUpdateData>(pageData);
          if (!state) return;
          setArrived(arrivedUpdates(latest.current.shown, state.updates));
          if (state.liveUntil) latest.current.onLiveUntil(state.liveUntil);
        })
        // A failed check (offline, a deploy under way) waits for the next one.
        .catch(() => undefined);
    };
    const start = () => {
      window.clearInterval(timer);
      timer =
        document.visibilityState === "visible"
          ? window.setInterval(check, intervalMs())
          : undefined;
    };
    start();
    document.addEventListener("visibilitychange", start);
    return () => {
      document.removeEventListener("visibilitychange", start);
      window.clearInterval(timer);
      controller.abort();
    };
  }, [pageDataUrl]);

  const label = newUpdatesText(arrived.length, copy);
  return (
    <>
      <p className={styles.announcer} aria-live="polite" role="status">
        {arrived.length > 0 ? label : ""}
      </p>
      {arrived.length > 0 && (
        <button
          type="button"
          className={styles.newUpdates}
          onClick={() => {
            onShow(arrived);
            setArrived([]);
          }}
        >
          {label}
        </button>
      )}
    </>
  );
}
