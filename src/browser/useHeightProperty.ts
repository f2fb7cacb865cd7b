import { useEffect, type RefObject } from "react";

/** Keeps a CSS custom property on the root element equal to an element's height as it changes. */
export function useHeightProperty(ref: RefObject<HTMLElement>, property: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(property, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
