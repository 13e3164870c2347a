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

/** What says the shopper is reaching into a part: a finger or a pointer on it, a key or the focus in it. */
const REACH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A drawn part's wait to hydrate (ADR 051): `ready` settles once the part has come into view and `load` (its
 * code) has settled, or sooner once React needs the part now, and its code is then fetched at once:
 * - an update reached it: a render that waits calls `attempt(props)` with its own props, and a render with other
 *   props (its parent drew it again) or at another address (a navigation, whose context reaches every part) is an
 *   update's. React renders a part again with the same props when it starts the hydration's work over (an update
 *   elsewhere came first): that is still the hydration's own render, and the part keeps waiting (ADR 075);
 * - its drawn HTML was thrown away (an update React could not wait on: it draws the part afresh);
 * - the shopper reached into it (a tap, a key, the focus), which early taps hold until it has hydrated.
 */
export interface ViewGate {
  ready: Promise<void>;
  attempt(props: object): void;
}

export function viewGate(part: Element, load: () => Promise<unknown>): ViewGate {
  const boxes = boxesOf(part);
  let first: { props: object; address: string } | null = null;
  let go: () => void = () => undefined;
  const inView = new Promise<void>((resolve) => {
    const reached = () => go();
    const thrownAway = new MutationObserver(() => {
      if (boxes.some((box) => !box.isConnected)) go();
    });
    let stopViewing: () => void = () => undefined;
    go = () => {
      go = () => undefined;
      stopViewing();
      thrownAway.disconnect();
      for (const box of boxes) for (const type of REACH) box.removeEventListener(type, reached, { capture: true });
      resolve();
    };
    for (const parent of new Set(boxes.map((box) => box.parentNode)))
      if (parent) thrownAway.observe(parent, { childList: true });
    for (const box of boxes)
      for (const type of REACH) box.addEventListener(type, reached, { capture: true, passive: true });
    // Last: without an observer to ask, it answers at once.
    stopViewing = whenNear(boxes, () => go(), IN_VIEW);
  });
  const ready = inView.then(() =>
    load().then(
      () => undefined,
      () => undefined,
    ),
  );
  return {
    ready,
    attempt(props) {
      const address = window.location.href;
      if (!first) first = { props, address };
      else if (props !== first.props || address !== first.address) go();
    },
  };
}
