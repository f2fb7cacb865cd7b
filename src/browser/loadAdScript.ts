/** The ad network's queue: each ad unit on the page asks for one ad by pushing to it. */
declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

let adScript: Promise<void> | undefined;

/**
 * Injects the ad network's script once per page view, into the container of the first slot that
 * wants an ad; every later slot (on this page or after a client-side route change) waits for the
 * same load. A blocked or failing script rejects for all of them, and a later page view tries again.
 */
export function loadAdScript(scriptUrl: string, container: HTMLElement): Promise<void> {
  adScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = scriptUrl;
    script.crossOrigin = "anonymous";
    script.onload = () => resolve();
    script.onerror = () => {
      adScript = undefined;
      reject(new Error(`The ad script did not load: ${scriptUrl}`));
    };
    container.appendChild(script);
  });
  return adScript;
}

/** Asks the ad network to fill one more ad unit; queued until its script has run. */
export function requestAd(): void {
  (window.adsbygoogle ??= []).push({});
}
