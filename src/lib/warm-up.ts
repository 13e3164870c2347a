import { loadTransport } from './api-client';

const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** How long `afterNextPaint` waits at most: a hidden tab draws no frames, and its work should still run. */
const NO_FRAME_FALLBACK_MS = 100;

/**
 * Runs `task` once the browser has drawn the next frame, in a task of its own. Work set off by an
 * interaction but not needed to answer it (fetching and evaluating code for later) then never sits between
 * the shopper's tap and what it draws: it would count in that interaction's INP (issue 13 §1).
 */
export function afterNextPaint(task: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    task();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, NO_FRAME_FALLBACK_MS);
}

/**
 * Settles at the shopper's first sign of interaction (a pointer over the page, a touch, a key or a focus,
 * or a move through history: the browser's back button gives the page no other sign), once the frame
 * answering it has been drawn, so what waits for it stays out of that first interaction.
 */
export function firstInteraction(target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const types = [...FIRST_INTERACTION, 'popstate'];
    const done = () => {
      for (const type of types) target.removeEventListener(type, done, true);
      afterNextPaint(resolve);
    };
    for (const type of types) target.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * Fetches the HTTP transport (ADR 015) at the shopper's first sign of interaction. Calls follow
 * interactions (a search, a tap on a link), so by the time one is made its code is on the way or there;
 * a page nobody touches never fetches it.
 */
export function warmTransportOnFirstInteraction(interaction: Promise<void> = firstInteraction()): void {
  void interaction.then(() => loadTransport().catch(() => undefined)); // the call that needs it retries and reports
}
