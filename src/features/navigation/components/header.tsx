import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useSettings } from '@/data/content/settings';
import { useIsMobile } from '@/lib/use-media-query';
import { useStickyHeader } from '../hooks/use-sticky-header';
import { HeaderActions } from './header-actions';
import { MenuIcon, StoreIcon } from './icons';
import { MainNav } from './main-nav';
import { Marquee } from './marquee';
import { SiteLogo } from './site-logo';
import styles from './header.module.css';

/** Keeps the in-flow height of the header so that fixing it never moves the page (CLS ≤ 0.02). */
function useMeasuredHeight(ref: RefObject<HTMLElement | null>, frozen: boolean) {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || frozen || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(entry.borderBoxSize[0]?.blockSize ?? el.offsetHeight);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, frozen]);
  return height;
}

/**
 * The site header, desktop and mobile (spec: shell §2 "Header"). Desktop: Store link, logo, account,
 * wishlist, search and bag, and the top menu below. Mobile (≤ 768 px): menu icon, logo, search, bag.
 */
export function Header({ onOpenSearch, onOpenMenu }: { onOpenSearch: () => void; onOpenMenu: () => void }) {
  const fixed = useStickyHeader();
  const headerRef = useRef<HTMLElement>(null);
  const height = useMeasuredHeight(headerRef, fixed);
  const settings = useSettings();
  const marquee = settings.data?.sitesettings.header_marquee.trim();
  // The desktop's own parts (Store link, account links, wishlist, top menu) are not drawn for a phone at all:
  // hidden by CSS there, they were a sixth of the home page's HTML, and the HTML must arrive in the first round
  // trip (ADR 069). A server render and its hydration follow the server's device guess; the width rules after.
  const desktop = !useIsMobile();
  // Made once: the header turns fixed as the shopper scrolls, and that must redraw the bar alone, not the
  // logo, the actions and the desktop menu (a tap right after a scroll would wait for it: INP).
  const logo = useMemo(() => <SiteLogo />, []);
  const actions = useMemo(
    () => <HeaderActions onOpenSearch={onOpenSearch} desktop={desktop} />,
    [onOpenSearch, desktop],
  );
  const desktopNav = useMemo(
    () =>
      desktop ? (
        <div className={styles.desktopOnly}>
          <MainNav />
        </div>
      ) : null,
    [desktop],
  );

  return (
    <div className={styles.slot} style={{ minHeight: height }}>
      <header ref={headerRef} className={fixed ? `${styles.header} ${styles.fixed}` : styles.header}>
        {/* The bar's space is held while settings load, so the page does not move when it fills. */}
        {/* The fixed header is compact: no marquee (the slot keeps the full height, so nothing moves). */}
        {!fixed && (marquee || settings.isPending) ? <Marquee text={marquee ?? ''} /> : null}
        <div className={styles.bar}>
          <div className={styles.start}>
            <button
              type="button"
              className={`${styles.iconButton} ${styles.mobileOnly}`}
              aria-label="Open menu"
              aria-haspopup="dialog"
              data-opens="menu"
              onClick={onOpenMenu}
            >
              <MenuIcon />
            </button>
            {desktop ? (
              <Link to="/contact-us" className={`${styles.storeLink} ${styles.desktopOnly}`}>
                <StoreIcon size={20} />
                Store
              </Link>
            ) : null}
          </div>
          {logo}
          {actions}
        </div>
        {desktopNav}
      </header>
    </div>
  );
}
