/**
 * How far from the viewport an element counts as near: a screen's height above or below it, so work started
 * when it comes near (a slider's engine fetched and started) is done before the shopper scrolls it into view.
 */
export const NEAR_MARGIN = '100% 0px';

/**
 * Calls `then` once, when `node` first comes near the viewport (at once if it already is). Returns a cancel.
 * Without IntersectionObserver it calls `then` at once.
 */
export function whenNear(node: Element, then: () => void): () => void {
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
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(node);
  return () => observer.disconnect();
}
