import { loadTransport } from './api-client';

const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Fetches the HTTP transport (ADR 015) at the shopper's first sign of interaction: a pointer over the
 * page, a touch, a key or a focus. Calls follow interactions (a search, a tap on a link), so by the time
 * one is made its code is on the way or there; a page nobody touches never fetches it.
 */
export function warmTransportOnFirstInteraction(target: EventTarget = window): void {
  const warm = () => {
    for (const type of FIRST_INTERACTION) target.removeEventListener(type, warm, true);
    void loadTransport().catch(() => undefined); // the call that needs it retries and reports
  };
  for (const type of FIRST_INTERACTION) target.addEventListener(type, warm, { capture: true, passive: true });
}
