import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { KEEP_SCROLL } from '@/lib/scroll-positions';
import { canonicalSearch, readListingState, rebaseListingState, type ListingState } from '../listing-params';

/**
 * The listing's state, read from the URL, and how to change it. Every change is a navigation (a new
 * history entry), so Back steps through the shopper's choices and a reload or a shared link shows the same
 * listing. A URL that is not canonical is replaced by its canonical spelling (same history entry).
 */
export function useListingState(): {
  state: ListingState;
  /** Goes to `next`; `toTop` scrolls to the top (a new page), otherwise the shopper stays put. */
  go: (next: ListingState, options?: { toTop?: boolean }) => void;
} {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readListingState(search), [search]);
  const canonical = canonicalSearch(state);

  useEffect(() => {
    if (search !== canonical) navigate({ search: canonical, hash }, { replace: true, state: KEEP_SCROLL });
  }, [search, canonical, hash, navigate]);

  const go = useCallback(
    (next: ListingState, { toTop = false } = {}) => {
      // The URL may be a change ahead of this drawing (its listing still on the way): the shopper's change is
      // made on that URL's state, so a sort chosen a moment ago is not dropped by a filter chosen now.
      const ahead = typeof window !== 'undefined' && window.location.pathname === pathname;
      const latest = ahead ? readListingState(window.location.search) : state;
      const nextSearch = canonicalSearch(rebaseListingState(next, state, latest));
      navigate({ search: nextSearch }, toTop ? undefined : { state: KEEP_SCROLL });
      // spec: catalogue §2 "changing page scrolls to the top" (the router's scroll reset does it in the app;
      // this covers routers without one).
      if (toTop && typeof window !== 'undefined') window.scrollTo({ top: 0 });
    },
    [navigate, pathname, state],
  );

  return { state, go };
}
