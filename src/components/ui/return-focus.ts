import { useRef } from 'react';

/**
 * The opener of the panel open now, or closing. One panel is open at a time, so a panel opened from a link
 * inside another (the menu's "Login / Register" opens the sign-in modal) opens as that one closes, in the same
 * render: the focused link has gone with the menu, and the new panel returns focus to what opened the menu.
 */
let openerOfOpenPanel: HTMLElement | null = null;

/** A drawer's or modal's content (Radix Dialog's). */
const PANEL = '[role=dialog]';

/**
 * Focus back where it was when a drawer or modal closes (ARCHITECTURE: quality bars). Radix gives focus back
 * only to a Dialog.Trigger, and our openers live elsewhere (a header link, a card's heart), so the panel
 * remembers the element focused when it opened. When that element has gone (the header's Login link once the
 * shopper has signed in), focus goes to the page's main content rather than being lost on the body.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      const active = document.activeElement;
      const focused = active instanceof HTMLElement && active !== document.body ? active : null;
      opener.current = focused && !focused.closest(PANEL) ? focused : openerOfOpenPanel;
      openerOfOpenPanel = opener.current;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (openerOfOpenPanel === target) openerOfOpenPanel = null;
      // A panel opened in this one's place keeps the focus it has given its first field.
      if (document.querySelector(PANEL)) {
        event.preventDefault();
        return;
      }
      const fallback = document.getElementById('main');
      // What is remembered is never the body (remember() above).
      const next = target?.isConnected ? target : fallback;
      if (next) {
        event.preventDefault();
        next.focus({ preventScroll: !target?.isConnected });
      }
    },
  };
}
