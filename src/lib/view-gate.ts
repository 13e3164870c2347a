import { IN_VIEW, whenNear } from './when-near';

/** What a part's place on screen is read from: the part, or its children when it draws no box of its own. */
export function boxesOf(part: Element): Element[] {
  const own = part.getBoundingClientRect();
  if (own.width > 0 || own.height > 0) return [part];
  return [...part.children];
}

/** Whether any of a part's boxes is in a viewport `height` pixels high. */
export function partInView(part: Element, height: number): boolean {
  return boxesOf(part).some((element) => {
    const box = element.getBoundingClientRect();
    return (box.width > 0 || box.height > 0) && box.bottom > 0 && box.top < height;
  });
}

/**
 * A drawn part's wait to hydrate (ADR 051): `ready` settles once the part has come into view and `load` (its
 * code) has settled. A render that waits calls `attempt()`: the first is the hydration's own; another means
 * React needs the part now (the shopper tapped it, or an update reached it), so it stops waiting for the view
 * and its code is fetched at once.
 */
export interface ViewGate {
  ready: Promise<void>;
  attempt(): void;
}

export function viewGate(part: Element, load: () => Promise<unknown>): ViewGate {
  let attempts = 0;
  let go: () => void = () => undefined;
  const inView = new Promise<void>((resolve) => {
    go = resolve;
    whenNear(boxesOf(part), resolve, IN_VIEW);
  });
  const ready = inView.then(() =>
    load().then(
      () => undefined,
      () => undefined,
    ),
  );
  return {
    ready,
    attempt() {
      attempts += 1;
      if (attempts > 1) go();
    },
  };
}
