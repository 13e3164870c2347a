import { eq } from 'drizzle-orm';
import { pageSlugOf } from '@schemas/content';
import { pages } from '../db/schema';
import { serverMessages } from '../messages';
import { MEDIA_PATHS } from './content';
import type { Handler } from './types';

/**
 * `pagecontent {slug}` (spec: shell §7). An unknown slug is a business outcome, not an HTTP error:
 * status 'error' with "Page not found", which the storefront turns into /error_404 (shell §8).
 */
export const pagecontent: Handler<'pagecontent'> = async ({ slug }, { db }) => {
  const wanted = pageSlugOf(slug);
  const [page] = await db.select().from(pages).where(eq(pages.slug, wanted));
  if (!page) {
    return {
      status: 'error',
      message: serverMessages.pageNotFound,
      data: undefined,
      header_image_path: MEDIA_PATHS.pages,
      resAppearanceHomeBrowserData: [],
      resAppearanceHomeMobileData: [],
    };
  }
  return {
    status: 'success',
    message: '',
    data: {
      page_id: page.id,
      page_name: page.name,
      page_url: page.slug,
      page_show_title: page.showTitle,
      page_show_breadcrumb: page.showBreadcrumb,
      page_header_image: page.headerImage,
      page_custom_header: page.customHeader,
    },
    header_image_path: MEDIA_PATHS.pages,
    resAppearanceHomeBrowserData: page.browserSections,
    resAppearanceHomeMobileData: page.mobileSections,
  };
};
