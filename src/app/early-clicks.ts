/**
 * Clicks on buttons of a server-rendered page that React has not hydrated yet (ADR 014). Such a button is
 * on screen but has no handler: before the app has started, or while the page's code is still loading
 * (React drops a click it cannot hydrate for at once), the click would be lost. Those clicks are kept
 * and made again, in order, once React has hydrated each button. Links need none of this (they work
 * without script); a submit button's native submission is held back, for the app to make.
 */

/** React marks each DOM node it has hydrated (or created) with its fiber. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

const MAX_WAIT_MS = 10_000;

function whenHydrated(element: Element): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (!element.isConnected) resolve(false);
      else if (isHydrated(element)) resolve(true);
      else if (Date.now() - started > MAX_WAIT_MS) resolve(false);
      else setTimeout(check, 16);
    };
    check();
  });
}

/** The next frame; a hidden tab draws none, so a timer stands in for it there. */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  });

let queue: Promise<void> = Promise.resolve();
let recording = false;

function record(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled || isHydrated(button)) return;
  const held = button.type === 'submit' && button.form !== null;
  if (held) event.preventDefault();
  // React, when it has started, may hydrate the button for this very click and handle it: then the
  // button is hydrated once the click is over, and there is nothing to make again.
  queueMicrotask(() => {
    if (isHydrated(button) && !held) return;
    queue = queue.then(async () => {
      if (!(await whenHydrated(button))) return;
      // Hydrated is not yet settled: effects that give the button its meaning (a slider's engine) run
      // after the commit. Two frames later they have.
      await nextFrame();
      await nextFrame();
      if (button.isConnected) button.click();
    });
  });
}

/** Starts keeping such clicks (the entry does, before the app loads); they are made again by themselves. */
export function recordEarlyClicks(doc: Document = document): void {
  if (recording) return;
  recording = true;
  doc.addEventListener('click', record, { capture: true });
}
