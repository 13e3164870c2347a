import { lazy, Suspense, useState } from 'react';

// Drawers load on first open: Radix Dialog and their forms stay out of the first load of / (≤ 190 KB).
const SearchPanel = lazy(() =>
  import('@/features/search/components/search-panel').then((m) => ({ default: m.SearchPanel })),
);
const NewsletterDrawer = lazy(() =>
  import('@/features/newsletter/components/newsletter-drawer').then((m) => ({ default: m.NewsletterDrawer })),
);
const MobileMenu = lazy(() =>
  import('@/features/navigation/components/mobile-menu').then((m) => ({ default: m.MobileMenu })),
);

export type DrawerName = 'search' | 'newsletter' | 'menu';

/** Mounts a drawer the first time it opens and keeps it mounted, so it can animate closed. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** The shared panels that open over any page (spec: shell §2); one is open at a time. */
export function LazyDrawers({ open, onClose }: { open: DrawerName | null; onClose: () => void }) {
  const search = useOpenedOnce(open === 'search');
  const newsletter = useOpenedOnce(open === 'newsletter');
  const menu = useOpenedOnce(open === 'menu');
  const change = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    <Suspense fallback={null}>
      {search ? <SearchPanel open={open === 'search'} onOpenChange={change} /> : null}
      {newsletter ? <NewsletterDrawer open={open === 'newsletter'} onOpenChange={change} /> : null}
      {menu ? <MobileMenu open={open === 'menu'} onOpenChange={change} /> : null}
    </Suspense>
  );
}
