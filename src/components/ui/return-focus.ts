import { useRef } from 'react';

/**
 * Focus back where it was when a drawer or modal closes (ARCHITECTURE: quality bars). Radix gives focus back
 * only to a Dialog.Trigger, and our openers live elsewhere (a header link, a card's heart), so the panel
 * remembers the element focused when it opened. When that element has gone (the header's Login link once the
 * shopper has signed in, a link inside the menu drawer), focus goes to the page's main content rather than
 * being lost on the body.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      const fallback = document.getElementById('main');
      const next = target?.isConnected && target !== document.body ? target : fallback;
      if (next) {
        event.preventDefault();
        next.focus({ preventScroll: !target?.isConnected });
      }
    },
  };
}
