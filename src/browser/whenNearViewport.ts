/** Calls `work` once the element comes within `margin` of the viewport; returns a cancel function. */
export function whenNearViewport(element: Element, work: () => void, margin = "400px"): () => void {
  if (!("IntersectionObserver" in window)) {
    work();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        work();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
