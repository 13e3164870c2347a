import { afterNextPaint } from './after-next-paint';
import { loadTransport } from './api-client';

const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

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
