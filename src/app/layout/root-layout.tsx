import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '@/features/navigation/components/header';
import { HydrationGate } from '../hydration-gate';
import { DrawerContext, type DrawerRequest } from '@/lib/drawers';
import { useCheckoutFrame } from './frame-context';
import { LaterFooter } from './later-footer';
import { LazyDrawers } from './lazy-drawers';
import { ScrollKeeper } from './scroll-keeper';
import styles from './root-layout.module.css';

/**
 * A part of the frame React hydrates on its own, in a task of its own (a Suspense boundary hydrates
 * after the shell, yielding to the browser in between), so that hydrating a server-rendered page does
 * not block the main thread in one long task (ADR 014). The header never suspends; the foot may, until its code
 * has come (ADR 051), and shows nothing meanwhile.
 */
const HydrationUnit = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/**
 * The page frame: skip link, header, the route's page, welcome banner, footer and the shared drawers,
 * whose open state lives here so any part of the frame can open them. Navigation closes them. A checkout
 * step draws its own slim header instead (route table: `frame: 'checkout'`); paper gets the page alone.
 */
export function RootLayout() {
  const [drawer, setDrawer] = useState<DrawerRequest | null>(null);
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setDrawer(null);
  }
  // The header and footer, with their Suspense boundaries, are made once: opening or closing a drawer re-renders
  // this layout, and a shopper's tap on Menu, Search or the bag then waits for the drawer alone, not for the whole
  // frame (issue 13 §1: INP). They read what else they show (the bag count, the menu) from their own hooks. The
  // same elements also keep the tap's update away from a footer still waiting to hydrate (ADR 051): reaching it
  // at a tap's priority, React would throw its drawn HTML away and draw it afresh from nothing.
  const frame = useMemo(() => {
    const openNewsletter = () => setDrawer({ name: 'newsletter' });
    return {
      header: (
        <HydrationUnit>
          <Header onOpenSearch={() => setDrawer({ name: 'search' })} onOpenMenu={() => setDrawer({ name: 'menu' })} />
        </HydrationUnit>
      ),
      footer: (
        <HydrationUnit>
          <LaterFooter onSignUp={openNewsletter} />
        </HydrationUnit>
      ),
    };
  }, []);
  const checkout = useCheckoutFrame();

  return (
    <DrawerContext.Provider value={setDrawer}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {checkout ? null : <div className={styles.chrome}>{frame.header}</div>}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<div className={styles.pending} role="status" aria-label="Loading page" />}>
          <HydrationGate />
          <Outlet />
        </Suspense>
      </main>
      {checkout ? null : (
        // The foot hydrates when it comes into view (ADR 051): the entry finds it by this mark.
        <div className={styles.chrome} data-later-footer="">
          {frame.footer}
        </div>
      )}
      <LazyDrawers open={drawer} onClose={() => setDrawer(null)} />
      {/* New navigations start at the top; back and forward restore the position. */}
      <ScrollKeeper />
    </DrawerContext.Provider>
  );
}
