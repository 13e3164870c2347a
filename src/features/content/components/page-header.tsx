import type { CmsPage } from '@schemas/cms';
import { SafeHtml } from '@/components/ui/safe-html';
import { mediaUrl } from '@/lib/media';
import { Breadcrumb } from './breadcrumb';
import styles from './page-header.module.css';

// The header image's intrinsic box (wide banner), so the page below never shifts as it loads.
const HEADER_IMAGE_WIDTH = 1600;
const HEADER_IMAGE_HEIGHT = 400;

/**
 * The top of a content page (spec: shell §2 "Content page"): an optional header image or custom
 * HTML header, then the breadcrumb and page_name as title, each as the page's flags allow.
 */
export function PageHeader({ page, headerImagePath }: { page: CmsPage; headerImagePath: string }) {
  const showIntro = page.page_show_breadcrumb || page.page_show_title;
  return (
    <>
      {page.page_header_image ? (
        <img
          className={styles.headerImage}
          src={mediaUrl(page.page_header_image, headerImagePath)}
          alt=""
          width={HEADER_IMAGE_WIDTH}
          height={HEADER_IMAGE_HEIGHT}
          fetchPriority="high"
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
