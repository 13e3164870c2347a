import { useMemo, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { usePageContent } from '@/data/content/page-content';
import { PageHeader } from '@/features/content/components/page-header';
import { SectionsSkeleton } from '@/features/content/components/sections-skeleton';
import { ResponsiveSections } from '@/renderer/responsive-sections';
import { usePageHead } from '@/lib/page-head';
import { useIsMobile } from '@/lib/use-media-query';
import { firstSectionImage } from '../first-section-image';
import { useDocumentTitle } from '../hooks/use-document-title';

/** What a dedicated route shows, and titles the tab with, when the back office has no page for it. */
export interface PageFallback {
  title: string;
  element: ReactNode;
}

/**
 * /{slug}: a CMS content page (spec: shell §2 "Content page"). A page the server does not know, or a
 * failed call, goes to /error_404 (shell §8, catalogue §8), replacing the history entry.
 *
 * A dedicated route can show the CMS page of a fixed `slug` the same way, with a `fallback` instead of
 * the 404 when the back office has no such page (see book-appointment-page.tsx).
 */
export function ContentPage({ slug: fixedSlug, fallback }: { slug?: string; fallback?: PageFallback } = {}) {
  const params = useParams();
  const slug = fixedSlug ?? params.slug ?? '';
  const query = usePageContent(slug);
  const page = query.data?.status === 'success' ? query.data.data : undefined;
  const missing = query.isError || (query.isSuccess && !page);
  const isMobile = useIsMobile();
  const mobileSet = query.data?.resAppearanceHomeMobileData;
  // On a phone the header is a strip and the first section's image the larger paint: it loads first (ADR 059).
  const headerYields = useMemo(
    () => isMobile && mobileSet !== undefined && firstSectionImage(mobileSet) !== null,
    [isMobile, mobileSet],
  );
  useDocumentTitle(page?.page_name || (missing ? fallback?.title : undefined));
  // Unique per page (issue 12 §2); the back office's page carries no description of its own.
  usePageHead(
    page
      ? {
          description: `${page.page_name} at Padmakshya, a family jewellery house from Jaipur: kundan and polki jewellery, Banarasi and Kanjeevaram silks and hand block printed textiles.`,
          canonical: `/${page.page_url || slug}`,
        }
      : {},
  );

  if (missing) return fallback ? fallback.element : <Navigate to="/error_404" replace />;
  if (!query.data || !page) return <SectionsSkeleton label="Loading page" />;

  return (
    <article>
      <PageHeader
        page={page}
        headerImagePath={query.data.header_image_path}
        imagePriority={headerYields ? 'low' : 'high'}
      />
      <ResponsiveSections
        browser={query.data.resAppearanceHomeBrowserData}
        mobile={query.data.resAppearanceHomeMobileData}
      />
    </article>
  );
}
