import addressPage from '@fixtures/special-pages/address.json';
import checkoutPage from '@fixtures/special-pages/checkout.json';
import giftCardThanksPage from '@fixtures/special-pages/giftcardthankyou.json';
import giftingPage from '@fixtures/special-pages/gifting.json';
import thankYouPage from '@fixtures/special-pages/thankyou.json';
import { PageSections } from '@/renderer/page-sections';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * The checkout's pages (shell §2 "Address step", "Payment step", "Order confirmation"): page JSON like a CMS
 * page whose details are the checkout feature's special blocks (issue 10 §0), kept with the fixtures and
 * bundled with these pages as the bag's is (docs/decisions/018-the-bag.md).
 */
export function AddressPage() {
  useDocumentTitle(addressPage.page.page_name);
  return <PageSections sections={addressPage.sections} path="address" />;
}

export function PaymentPage() {
  useDocumentTitle(checkoutPage.page.page_name);
  return <PageSections sections={checkoutPage.sections} path="checkout" />;
}

export function ThankYouPage() {
  useDocumentTitle(thankYouPage.page.page_name);
  return <PageSections sections={thankYouPage.sections} path="thankyou" />;
}

export function GiftingPage() {
  useDocumentTitle(giftingPage.page.page_name);
  return <PageSections sections={giftingPage.sections} path="gifting" />;
}

export function GiftCardThanksPage() {
  useDocumentTitle(giftCardThanksPage.page.page_name);
  return <PageSections sections={giftCardThanksPage.sections} path="giftcardthankyou" />;
}
