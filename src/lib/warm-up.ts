import { afterNextPaint } from './after-next-paint';
import { loadTransport } from './api-client';
import { whenPressEnds } from './press';

const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Settles at the shopper's first sign of interaction (a pointer over the page, a touch, a key or a focus,
 * or a move through history: the browser's back button gives the page no other sign), once the frame
 * answering it has been drawn, so what waits for it stays out of that first interaction. A press (a touch, a
 * key) is waited out first: on a phone the first sign is the finger going down, and the tap it makes comes a
 * moment later; work set off at once sat in front of that tap's handlers (issue 13 §1: INP).
 */
export function firstInteraction(target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const types = [...FIRST_INTERACTION, 'popstate'];
    const done = (event: Event) => {
      for (const type of types) target.removeEventListener(type, done, true);
      whenPressEnds(event, () => afterNextPaint(resolve), target);
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
