/**
 * How far from the viewport an element counts as near: a screen's height above or below it, so work started
 * when it comes near (a slider's engine fetched and started) is done before the shopper scrolls it into view.
 */
export const NEAR_MARGIN = '100% 0px';

/** In view: no margin at all (a part hydrated only once the shopper can see it, ADR 051). */
export const IN_VIEW = '0px';

/**
 * Calls `then` once, when `node` (or any of several) first comes within `margin` of the viewport (at once if it
 * already is). Returns a cancel. Without IntersectionObserver it calls `then` at once.
 */
export function whenNear(
  node: Element | readonly Element[],
  then: () => void,
  margin: string = NEAR_MARGIN,
): () => void {
  if (typeof IntersectionObserver !== 'function') {
    then();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: margin },
  );
  for (const element of Array.isArray(node) ? node : [node]) observer.observe(element);
  return () => observer.disconnect();
}
