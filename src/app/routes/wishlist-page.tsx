import wishlistPage from '@fixtures/special-pages/wishlist.json';
import { PageSections } from '@/renderer/page-sections';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * /account/wishlist (catalogue §2 "Wishlist"): page JSON like a CMS page (sections → columns → details) whose
 * detail is the account feature's special block `wishlist`, validated, wrapped and given its skeleton by the
 * renderer like any block (issue 9 §0). The JSON is kept with the fixtures and bundled with this page.
 */
export function WishlistPage() {
  useDocumentTitle(wishlistPage.page.page_name);
  return <PageSections sections={wishlistPage.sections} path="wishlist" />;
}
