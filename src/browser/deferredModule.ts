/**
 * Code a page needs only for a part a reader may never reach (HydrateWhenSeen): its chunk is
 * fetched on the first `load()`, not with the page. Once it has arrived, `loaded()` gives it at
 * once, so a later render of the part (after a navigation) never waits for it.
 */
export interface DeferredModule<T> {
  /** Starts the fetch, once; settles, never rejecting, when the module has arrived or failed. */
  load: () => Promise<void>;
  loaded: () => T | undefined;
  /** Why the fetch failed, once it has: it is not tried again (a reload is). */
  failure: () => Error | undefined;
}

export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let module: T | undefined;
  let failure: Error | undefined;
  let loading: Promise<void> | undefined;
  return {
    load: () =>
      (loading ??= importModule().then(
        (arrived) => {
          module = arrived;
        },
        (error: unknown) => {
          failure = error instanceof Error ? error : new Error(String(error));
        },
      )),
    loaded: () => module,
    failure: () => failure,
  };
}
