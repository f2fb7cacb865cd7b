/** Runs work once the page has painted and the main thread is idle, so it never delays content. */
export function afterFirstPaint(work: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      idleHandle = window.requestIdleCallback(() => !cancelled && work(), { timeout: 3000 });
    } else {
      window.setTimeout(() => !cancelled && work(), 200);
    }
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}
