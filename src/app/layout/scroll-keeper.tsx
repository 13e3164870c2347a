import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { layOutWholePage } from '@/components/ui/laid-out-near';
import { keepScrollPositions, keepsScroll, scrollOf } from '@/lib/scroll-positions';

/** Whether this document was reloaded or returned to (Back into it from another site), not opened afresh. */
function revisited(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Scrolls as a shopper expects a page to (ADR 049): a new navigation starts at the top, or at the element
 * its #fragment names; Back, Forward and a reload return to where the entry was left; a navigation that
 * asks to keep its place (`KEEP_SCROLL`, a listing's filters) stays put. Parts far down a page wait to be
 * laid out until they come near the screen (ADR 050); before a scroll to anywhere but the top they are laid
 * out at their real height, so the scroll lands where it should.
 */
export function ScrollKeeper() {
  const location = useLocation();
  const action = useNavigationType();
  const first = useRef(true);
  // The history entry on screen, whose position is noted when the document is left.
  const shown = useRef(location.key);

  useLayoutEffect(() => {
    // The browser is told not to restore positions itself: it would restore them before the page's parts far down
    // are laid out. A drawn page's inline loader has already returned a reload to its place (app-loader.ts).
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    keepScrollPositions(() => shown.current);
  }, []);

  useLayoutEffect(() => {
    const initial = first.current;
    first.current = false;
    shown.current = location.key;
    if (initial || action === 'POP') {
      // A document opened afresh starts where the browser put it; a reload or a return to it, where it was.
      const saved = initial && !revisited() ? undefined : scrollOf(location.key);
      if (saved !== undefined) {
        layOutWholePage(true);
        window.scrollTo(0, saved);
      }
      return;
    }
    if (keepsScroll(location.state)) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    layOutWholePage(target !== null);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}
