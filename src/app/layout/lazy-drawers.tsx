import { Suspense, useEffect, useState } from 'react';
import { DrawerFrame } from '@/components/ui/drawer-frame';
import { lazyComponent } from '@/lib/lazy-component';

// Drawers load on intent or first open: Radix Dialog and their forms stay out of the first load of /.
const drawers = {
  search: {
    code: lazyComponent(() => import('@/features/search/components/search-panel').then((m) => m.SearchPanel)),
    title: 'Search',
    side: 'top',
  },
  newsletter: {
    code: lazyComponent(() =>
      import('@/features/newsletter/components/newsletter-drawer').then((m) => m.NewsletterDrawer),
    ),
    title: 'Newsletter',
    side: 'right',
  },
  menu: {
    code: lazyComponent(() => import('@/features/navigation/components/mobile-menu').then((m) => m.MobileMenu)),
    title: 'Menu',
    side: 'left',
  },
} as const;

export type DrawerName = keyof typeof drawers;

const isDrawerName = (name: string | null | undefined): name is DrawerName =>
  name !== null && name !== undefined && Object.hasOwn(drawers, name);

/** Fetches a drawer's code ahead of its first open; a failure is left to the open, which tries again. */
export const preloadDrawer = (name: DrawerName): void => void drawers[name].code.preload().catch(() => undefined);

/** What says a shopper is about to open a drawer: a pointer over its opener, a touch, a focus. */
const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Fetches a drawer's code when the shopper shows intent on an element that opens it (marked
 * `data-opens="search"`, say), so that by the click the code is there and the drawer opens in the same
 * frame. Nothing is fetched for a page nobody reaches for, so the first load stays as small.
 */
export function usePreloadDrawersOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const opener = event.target instanceof Element ? event.target.closest('[data-opens]') : null;
      const name = opener?.getAttribute('data-opens');
      if (isDrawerName(name)) preloadDrawer(name);
    };
    for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, []);
}

/** Mounts a drawer the first time it opens and keeps it mounted, so it can animate closed. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

function LazyDrawer({ name, open, onClose }: { name: DrawerName; open: boolean; onClose: () => void }) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  const { code, title, side } = drawers[name];
  const change = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    // While the code is on its way the drawer's frame shows at once (only while it is meant to be open).
    <Suspense fallback={open ? <DrawerFrame label={`Opening ${title}`} side={side} onClose={onClose} /> : null}>
      <code.Component open={open} onOpenChange={change} />
    </Suspense>
  );
}

/** The shared panels that open over any page (spec: shell §2); one is open at a time. */
export function LazyDrawers({ open, onClose }: { open: DrawerName | null; onClose: () => void }) {
  usePreloadDrawersOnIntent();
  return (
    <>
      {(Object.keys(drawers) as DrawerName[]).map((name) => (
        <LazyDrawer key={name} name={name} open={open === name} onClose={onClose} />
      ))}
    </>
  );
}
