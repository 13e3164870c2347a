import changePasswordPage from '@fixtures/special-pages/change-password.json';
import loginPage from '@fixtures/special-pages/login.json';
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
