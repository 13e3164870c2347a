import changePasswordPage from '@fixtures/special-pages/change-password.json';
import loginPage from '@fixtures/special-pages/login.json';
import myAccountPage from '@fixtures/special-pages/my-account.json';
import myAddressPage from '@fixtures/special-pages/my-address.json';
import myOrderPage from '@fixtures/special-pages/my-order.json';
import orderDetailPage from '@fixtures/special-pages/order-detail.json';
import profilePage from '@fixtures/special-pages/profile.json';
import registerPage from '@fixtures/special-pages/register.json';
import verifyEmailPage from '@fixtures/special-pages/verify-email.json';
import wishlistPage from '@fixtures/special-pages/wishlist.json';
import { PageSections } from '@/renderer/page-sections';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * The account's pages (catalogue §2): page JSON like a CMS page whose details are the account feature's
 * special blocks (issue 9 §0, issue 11 §0), validated, wrapped and given their skeletons by the renderer like
 * any block. The JSON is kept with the fixtures and bundled with these pages.
 */
export function LoginPage() {
  useDocumentTitle(loginPage.page.page_name);
  return <PageSections sections={loginPage.sections} path="login" />;
}

export function RegisterPage() {
  useDocumentTitle(registerPage.page.page_name);
  return <PageSections sections={registerPage.sections} path="register" />;
}

export function VerifyEmailPage() {
  useDocumentTitle(verifyEmailPage.page.page_name);
  return <PageSections sections={verifyEmailPage.sections} path="verify-email" />;
}

export function ChangePasswordPage() {
  useDocumentTitle(changePasswordPage.page.page_name);
  return <PageSections sections={changePasswordPage.sections} path="change-password" />;
}

export function WishlistPage() {
  useDocumentTitle(wishlistPage.page.page_name);
  return <PageSections sections={wishlistPage.sections} path="wishlist" />;
}

export function MyAccountPage() {
  useDocumentTitle(myAccountPage.page.page_name);
  return <PageSections sections={myAccountPage.sections} path="my-account" />;
}

export function ProfilePage() {
  useDocumentTitle(profilePage.page.page_name);
  return <PageSections sections={profilePage.sections} path="account/profile" />;
}

export function OrderHistoryPage() {
  useDocumentTitle(myOrderPage.page.page_name);
  return <PageSections sections={myOrderPage.sections} path="account/my-order" />;
}

export function OrderDetailPage() {
  useDocumentTitle(orderDetailPage.page.page_name);
  return <PageSections sections={orderDetailPage.sections} path="order-detail" />;
}

export function AddressBookPage() {
  useDocumentTitle(myAddressPage.page.page_name);
  return <PageSections sections={myAddressPage.sections} path="account/my-address" />;
}
