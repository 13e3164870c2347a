/**
 * Taps that land before React can answer them, kept and replayed once it can (ADR 020).
 *
 * React hydrates a server-drawn page's frame at once and the page itself when its code has arrived (the
 * hydration gate). A click on a part it has not hydrated is not replayed by React when that part cannot
 * hydrate on the spot (it is waiting for code): a slow phone's first tap on a heart, Add to Cart, a
 * variation or a booking step would do nothing. So, from the moment the page's entry runs (before React
 * has even arrived), a tap or a key on a control that is not yet live is held (its default and its
 * propagation stopped) and clicked again when it is: a tap in the frame once hydration has started, a tap
 * in the page once the page has hydrated, a tap in a section that hydrates when it comes into view once it
 * has (ADR 051). Links are let through (the browser follows them anyway), and so
 * are the submit buttons of forms that work as HTML, text fields and disclosures (focus, typing and a
 * details' toggle survive hydration). A choice made in a select before then is sent again as a change, and a key
 * that only a script answers (the arrows, Home and End of tabs, radio groups and menus) pressed on a held
 * control is pressed again after its tap.
 */

import { chooseAgain, focusesOnly, HELD_CONTROLS, HELD_KEYS, submitsAsHtml, type KeyInit } from './held-controls';

/**
 * Past this after the app has started, nothing is held any more (a page whose own code never comes must not
 * swallow taps for ever). Before the app has started a held tap waits for it: until then the page's controls
 * answered nothing anyway, and if the app's code fails to load, the entry lets go.
 */
export const HOLD_LIMIT_MS = 15_000;

/** At most this many distinct controls are replayed; a control tapped twice is replayed once. */
const MAX_HELD = 4;

/** At most this many keys are pressed again, in the order they were pressed. */
const MAX_HELD_KEYS = 8;

export interface EarlyTaps {
  /** The app has started: what is still held is kept for at most the limit from now on. */
  appStarted(): void;
  /** Hydration has started: taps in the frame are answered from now on; those held are replayed. */
  frameLive(): void;
  /** The page has hydrated: every held tap and choice is replayed, and nothing is held any more but in parts
   * that hydrate later. */
  pageLive(): void;
  /** Parts of the page that hydrate after it, when they come into view (ADR 051): taps on them are held until
   * each has. */
  holdLater(parts: Iterable<Element>): void;
  /** A part that hydrates later has: what was held in it is replayed. */
  partLive(part: Element): void;
  /** Stops holding and forgets what was held (the page failed to load). */
  release(): void;
}

const noTaps: EarlyTaps = {
  appStarted() {},
  frameLive() {},
  pageLive() {},
  holdLater() {},
  partLive() {},
  release() {},
};
let current: EarlyTaps = noTaps;

/** The instance started for this page (a no-op before and without a server-drawn page). */
export const earlyTaps = (): EarlyTaps => current;

/** A held tap (no `key`) or a held key press, on the control it landed on. */
interface Held {
  control: Element;
  key?: KeyInit;
}

/**
 * Starts holding taps inside `root`; `page` is the region the page's own code hydrates (`main#main`).
 * Call once, before hydration starts: the page's entry does, before it asks for React.
 *
 * A region turns live only when what was held in it is made again, in the task after React's commit: a tap or a
 * key landing between the two is held too, and made after those before it. Were the region live at once, an arrow
 * pressed in that gap would be answered first, and the earlier tap made after it would undo it.
 */
export function holdEarlyTaps(root: HTMLElement, page: HTMLElement | null, limitMs = HOLD_LIMIT_MS): EarlyTaps {
  let frameIsLive = false;
  let frameDue = false;
  let pageIsLive = false;
  let stopped = false;
  // Taps and keys in the order they landed: a tab chosen by a tap, then an arrow from it.
  const queue: Held[] = [];
  const choices = new Map<HTMLSelectElement, string>();
  const laterParts = new Set<Element>();

  const inPage = (node: Node) => page !== null && page.contains(node);
  // Where a control held in a part that hydrates later sits: should React draw that part afresh rather than
  // hydrate it (an update reached it first), the tap goes to the control in the same place of the new drawing.
  const places = new Map<Element, { part: Element; index: number }>();
  const partOf = (node: Node) =>
    (node instanceof Element ? places.get(node)?.part : undefined) ??
    [...laterParts].find((part) => part.contains(node));
  const inLaterPart = (node: Node) => {
    const part = partOf(node);
    return part !== undefined && laterParts.has(part);
  };
  // A section React drew afresh is a new element with the same `data-section` mark (its path on the page).
  const partNow = (part: Element): Element | undefined => {
    if (part.isConnected) return part;
    const mark = part.getAttribute('data-section');
    if (mark === null) return undefined;
    return [...root.querySelectorAll('[data-section]')].find((now) => now.getAttribute('data-section') === mark);
  };
  const drawnNow = (control: Element): Element | null => {
    if (control.isConnected) return control;
    const place = places.get(control);
    if (!place) return null;
    return partNow(place.part)?.querySelectorAll(HELD_CONTROLS)[place.index] ?? null;
  };
  const notePlace = (control: Element) => {
    const part = partOf(control);
    if (part && !places.has(control)) {
      places.set(control, { part, index: [...part.querySelectorAll(HELD_CONTROLS)].indexOf(control) });
    }
  };
  const isLive = (node: Node) => !inLaterPart(node) && ((frameIsLive && !inPage(node)) || pageIsLive);
  const count = (keys: boolean) => queue.filter((held) => (held.key !== undefined) === keys).length;

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !root.contains(event.target) || isLive(event.target)) return;
    const control = event.target.closest(`${HELD_CONTROLS},a[href]`);
    if (!control || control.matches('a[href]') || !root.contains(control) || focusesOnly(control)) return;
    if (submitsAsHtml(control)) return;
    if ((control as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const queued = queue.some((held) => held.key === undefined && held.control === control);
    if (queued || count(false) >= MAX_HELD) return;
    queue.push({ control });
    notePlace(control);
    control.setAttribute('aria-busy', 'true');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!HELD_KEYS.has(event.key) || !(event.target instanceof Element) || !root.contains(event.target)) return;
    if (isLive(event.target)) return;
    const control = event.target.closest(HELD_CONTROLS);
    if (!control || !root.contains(control) || control instanceof HTMLLabelElement) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (count(true) >= MAX_HELD_KEYS) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    queue.push({ control, key: { key, code, shiftKey, ctrlKey, altKey, metaKey } });
    notePlace(control);
  };

  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !root.contains(select) || isLive(select)) return;
    choices.set(select, select.value);
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    window.clearTimeout(limit);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('change', onChange, true);
    current = noTaps;
  };

  // The page and every part hydrating later are live: nothing is held any more.
  const stopWhenAllLive = () => {
    if (pageIsLive && laterParts.size === 0) stop();
  };

  /**
   * After React's own work for this commit (the page's effects run before a replayed tap reaches it): takes what
   * `which` covers out of the queue, turns the region live (`goLive`), and makes it all again in order.
   */
  const replay = (which: (node: Node) => boolean, goLive: () => void) => {
    window.setTimeout(() => {
      if (stopped) return;
      const due = queue.filter(({ control }) => which(control));
      const chosen = [...choices].filter(([select]) => which(select));
      for (const held of due) queue.splice(queue.indexOf(held), 1);
      for (const [select] of chosen) choices.delete(select);
      goLive();
      for (const [select, value] of chosen) if (select.isConnected) chooseAgain(select, value);
      for (const { control, key } of due) {
        if (key) {
          drawnNow(control)?.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
        } else {
          control.removeAttribute('aria-busy');
          (drawnNow(control) as HTMLElement | null)?.click();
        }
      }
      stopWhenAllLive();
    }, 0);
  };

  const forget = () => {
    for (const { control } of queue) control.removeAttribute('aria-busy');
    queue.length = 0;
    choices.clear();
  };

  let limit: number | undefined;
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('change', onChange, true);

  current = {
    appStarted() {
      if (stopped || limit !== undefined) return;
      limit = window.setTimeout(() => {
        // Parts hydrating later go on holding: each hydrates (or shows its error) once in view.
        for (const held of queue.filter(({ control }) => !inLaterPart(control))) {
          held.control.removeAttribute('aria-busy');
          queue.splice(queue.indexOf(held), 1);
        }
        for (const select of [...choices.keys()]) if (!inLaterPart(select)) choices.delete(select);
        frameIsLive = true;
        pageIsLive = true;
        stopWhenAllLive();
      }, limitMs);
    },
    frameLive() {
      if (stopped || frameDue) return;
      frameDue = true;
      replay(
        (node) => !inPage(node) && !inLaterPart(node),
        () => {
          frameIsLive = true;
        },
      );
    },
    pageLive() {
      if (stopped) return;
      replay(
        (node) => !inLaterPart(node),
        () => {
          frameIsLive = true;
          pageIsLive = true;
        },
      );
    },
    holdLater(parts) {
      if (stopped) return;
      for (const part of parts) laterParts.add(part);
    },
    partLive(part) {
      if (stopped || !laterParts.has(part)) return;
      replay(
        (node) => partOf(node) === part,
        () => {
          laterParts.delete(part);
        },
      );
    },
    release() {
      forget();
      stop();
    },
  };
  return current;
}
