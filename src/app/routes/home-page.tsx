import { HeroBanner } from '@blocks/hero-banner/hero-banner';
import { useDashboard } from '@/data/content/dashboard';
import { SectionsSkeleton } from '@/features/content/components/sections-skeleton';
import { ResponsiveSections } from '@/renderer/responsive-sections';
import { usePageHead } from '@/lib/page-head';
import { HOME_TITLE, useDocumentTitle } from '../hooks/use-document-title';

/**
 * spec: shell §2 "Home page" — hero banner slider, then the server's layout sections, with separate
 * sets for browser and mobile widths. A failed dashboard ends loading silently (shell §8).
 */
export function HomePage() {
  useDocumentTitle(undefined);
  // The description stays index.html's, the shop's own; the canonical URL is the root.
  usePageHead({ canonical: '/' });
  const dashboard = useDashboard();
  return (
    <>
      <h1 className="visually-hidden">{HOME_TITLE}</h1>
      <HeroBanner />
      {dashboard.isPending ? (
        <SectionsSkeleton />
      ) : dashboard.data ? (
        <ResponsiveSections
          browser={dashboard.data.resAppearanceHomeBrowserData}
          mobile={dashboard.data.resAppearanceHomeMobileData}
          afterHero
        />
      ) : null}
    </>
  );
}
