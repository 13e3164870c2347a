import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { DrawerFrame } from '@/components/ui/drawer-frame';
import { untilNextPaint } from '@/lib/after-next-paint';
import type { DrawerName, DrawerRequest } from '@/lib/drawers';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';

/** What a drawer's component is given: its open state, and the payload it was opened with. */
export interface DrawerProps<P = undefined> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payload?: P;
}

interface DrawerEntry {
  // Each drawer declares its own payload type; the request that opened it carries the matching one.
  code: LazyComponent<DrawerProps<never>>;
  title: string;
  side: 'top' | 'right' | 'left' | 'center';
}

/**
 * A drawer's code, fetched once the browser has drawn its next frame. Asking for a file makes Vite add a
 * `<link rel=modulepreload>` for each file it needs, 26–40 ms on a slowed phone for the bag's. Done in the
 * tap that shows intent (or in the click's render, when the code is not there yet), that held the click
 * and its paint back; after the paint it holds nothing (ADR 036).
 */
const drawerCode = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyComponent(() => untilNextPaint().then(load));

// Drawers load on intent or first open: Radix Dialog and their forms stay out of the first load of /.
const drawers = {
  search: {
    code: drawerCode(() => import('@/features/search/components/search-panel').then((m) => m.SearchPanel)),
    title: 'Search',
    side: 'top',
  },
  newsletter: {
    code: drawerCode(() =>
      import('@/features/newsletter/components/newsletter-drawer').then((m) => m.NewsletterDrawer),
    ),
    title: 'Newsletter',
    side: 'right',
  },
  menu: {
    code: drawerCode(() => import('@/features/navigation/components/mobile-menu').then((m) => m.MobileMenu)),
    title: 'Menu',
    side: 'left',
  },
  bag: {
    code: drawerCode(() => import('@/features/cart/components/bag-drawer').then((m) => m.BagDrawer)),
    title: 'shopping bag',
    side: 'right',
  },
  variation: {
    code: drawerCode(() => import('@/features/catalogue/components/variation-drawer').then((m) => m.VariationDrawer)),
    title: 'Choose your options',
    side: 'right',
  },
  signIn: {
    code: drawerCode(() => import('@/features/account/components/entry-modals').then((m) => m.SignInModal)),
    title: 'Sign in',
    side: 'center',
  },
  signUp: {
    code: drawerCode(() => import('@/features/account/components/entry-modals').then((m) => m.SignUpModal)),
    title: 'Create an account',
    side: 'center',
  },
} satisfies Partial<Record<DrawerName, DrawerEntry>>;

const entryOf = (name: DrawerName): DrawerEntry | undefined =>
  (drawers as Partial<Record<DrawerName, DrawerEntry>>)[name];

const isDrawerName = (name: string | null | undefined): name is DrawerName =>
  name !== null && name !== undefined && Object.hasOwn(drawers, name);

/** Fetches a drawer's code ahead of its first open; a failure is left to the open, which tries again. */
export const preloadDrawer = (name: DrawerName): void =>
  void entryOf(name)
    ?.code.preload()
    .catch(() => undefined);

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

interface LazyDrawerProps {
  name: DrawerName;
  open: boolean;
  payload: unknown;
  onClose: () => void;
}

function LazyDrawer({ name, open, payload, onClose }: LazyDrawerProps) {
  const opened = useOpenedOnce(open);
  const entry = entryOf(name);
  if (!opened || !entry) return null;
  const { code, title, side } = entry;
  const change = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    // While the code is on its way the drawer's frame shows at once (only while it is meant to be open).
    <Suspense fallback={open ? <DrawerFrame label={`Opening ${title}`} side={side} onClose={onClose} /> : null}>
      <code.Component open={open} onOpenChange={change} payload={payload as never} />
    </Suspense>
  );
}

/** The shared panels that open over any page (spec: shell §2); one is open at a time. */
export function LazyDrawers({ open, onClose }: { open: DrawerRequest | null; onClose: () => void }) {
  usePreloadDrawersOnIntent();
  return (
    <>
      {(Object.keys(drawers) as DrawerName[]).map((name) => (
        <LazyDrawer
          key={name}
          name={name}
          open={open?.name === name}
          payload={open?.name === name && 'payload' in open ? open.payload : undefined}
          onClose={onClose}
        />
      ))}
    </>
  );
}
