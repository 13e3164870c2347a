import cartPage from '@fixtures/special-pages/cart.json';
import { PageSections } from '@/renderer/page-sections';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * /cart (spec: shell §2 "Cart page"): page JSON like a CMS page (sections → columns → details) whose details
 * are the bag feature's special blocks (cart-lines, cart-summary, cart-recommendations), rendered, validated
 * and wrapped by the renderer like any block (issue 9 §0). The JSON is kept with the fixtures and bundled with
 * this page (docs/decisions/018-the-bag.md): it is the shop's own layout, not back-office content.
 */
export function CartPage() {
  useDocumentTitle(cartPage.page.page_name);
  return <PageSections sections={cartPage.sections} path="cart" />;
}
