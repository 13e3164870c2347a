import { Navigate, useParams } from 'react-router-dom';
import { usePageContent } from '@/features/content/api/page-content';
import { PageHeader } from '@/features/content/components/page-header';
import { SectionsSkeleton } from '@/features/content/components/sections-skeleton';
import { ResponsiveSections } from '@/renderer/responsive-sections';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * /{slug}: a CMS content page (spec: shell §2 "Content page"). A page the server does not know, or a
 * failed call, goes to /error_404 (shell §8, catalogue §8), replacing the history entry.
 */
export function ContentPage() {
  const { slug = '' } = useParams();
  const query = usePageContent(slug);
  const page = query.data?.status === 'success' ? query.data.data : undefined;
  useDocumentTitle(page?.page_name || undefined);

  if (query.isError || (query.isSuccess && !page)) return <Navigate to="/error_404" replace />;
  if (!query.data || !page) return <SectionsSkeleton label="Loading page" />;

  return (
    <article>
      <PageHeader page={page} headerImagePath={query.data.header_image_path} />
      <ResponsiveSections
        browser={query.data.resAppearanceHomeBrowserData}
        mobile={query.data.resAppearanceHomeMobileData}
      />
    </article>
  );
}
