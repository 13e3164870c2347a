import type { CmsPage } from '@schemas/cms';
import { SafeHtml } from '@/components/ui/safe-html';
import { mediaUrl, responsiveImage } from '@/lib/media';
import { Breadcrumb } from './breadcrumb';
import { PAGE_HEADER_IMAGE } from './page-image-sizes';
import styles from './page-header.module.css';

/**
 * The top of a content page (spec: shell §2 "Content page"): an optional header image or custom
 * HTML header, then the breadcrumb and page_name as title, each as the page's flags allow.
 * The header image is fetched at high priority as the page's largest paint unless the page says another
 * image is (`imagePriority` 'low': a phone's first-section image, ADR 059); then it is fetched after that one
 * has painted (ADR 071).
 */
export function PageHeader({
  page,
  headerImagePath,
  imagePriority = 'high',
}: {
  page: CmsPage;
  headerImagePath: string;
  imagePriority?: 'high' | 'low';
}) {
  const showIntro = page.page_show_breadcrumb || page.page_show_title;
  const yields = imagePriority === 'low';
  const headerImage = page.page_header_image ? mediaUrl(page.page_header_image, headerImagePath) : '';
  return (
    <>
      {page.page_header_image ? (
        <img
          className={styles.headerImage}
          src={headerImage}
          {...responsiveImage(headerImage, PAGE_HEADER_IMAGE)}
          alt=""
          width={PAGE_HEADER_IMAGE.ownWidth}
          height={PAGE_HEADER_IMAGE.height}
          fetchPriority={imagePriority}
          // Yielding, it also waits for the largest paint, though on the screen (ADR 071): the inline loader
          // lets a lazy picture so marked back only when it asks for the app, or at the shopper's first scroll.
          loading={yields ? 'lazy' : undefined}
          data-after-largest={yields ? '' : undefined}
        />
      ) : page.page_custom_header ? (
        <SafeHtml html={page.page_custom_header} as="div" className={styles.customHeader} />
      ) : null}
      {showIntro ? (
        <div className={styles.intro}>
          {page.page_show_breadcrumb ? <Breadcrumb current={page.page_name} /> : null}
          {page.page_show_title ? <h1 className={styles.title}>{page.page_name}</h1> : null}
        </div>
      ) : null}
    </>
  );
}
