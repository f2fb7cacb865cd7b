/**
 * jsdom has no IntersectionObserver. `installFakeIntersectionObserver` puts in one that says an
 * element is on screen when a test does (`showOnScreen`); `observed` lists what code watched.
 */
const watchers = new Map<Element, () => void>();

class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe = (element: Element) =>
    watchers.set(element, () =>
      this.callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  disconnect = () => undefined;
}

export function installFakeIntersectionObserver(): void {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
}

export function removeFakeIntersectionObserver(): void {
  watchers.clear();
  Reflect.deleteProperty(window, "IntersectionObserver");
}

/** The elements watched since the fake was put in, in order. */
export const observed = (): Element[] => [...watchers.keys()];

/** Tells the observer watching this element that it is on screen. */
export function showOnScreen(element: Element): void {
  watchers.get(element)?.();
}
