import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { visit } from '../support/visit';

// catalogue §2 "Sign-in", §5, §6: the form's rules, the server's message, the redirect after 1 s, and a
// stale token removed with the shopper sent home. Asha (README) is this journey's customer; other journeys
// sign in as Rohan and Meenakshi.
const ASHA = { email: 'asha.verma@example.in', password: 'Kundan@2026' };

test('a customer signs in and is sent on to the redirect; a wrong password is told so', async ({ page }, testInfo) => {
  // Three sign-ins' worth of scrypt and axe: slow on a busy CI machine.
  test.slow();
  await visit(page, '/login?redirect=/account/wishlist');
  const email = page.getByLabel('Email address');
  const password = page.getByLabel('Password');
  const signIn = page.getByRole('button', { name: 'Sign In' });

  await signIn.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await email.fill('asha.verma');
  await password.fill('anything');
  await signIn.click();
  await expect(page.getByText('Invalid Email Format')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'login with errors');

  await email.fill(ASHA.email);
  await password.fill('not-her-password');
  await signIn.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect.' }),
  ).toBeVisible();

  await password.fill(ASHA.password);
  await signIn.click();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed in successfully.' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'Wishlist', level: 1 })).toBeVisible();
});

test('a stale token is removed and the shopper goes home', async ({ page }) => {
  // The token is in storage before the page's first script, once for this tab: with a page of the app already
  // open, its own calls would answer 'Session expired' and send that page home while the next one is opening.
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('stale-token-set')) return;
    window.sessionStorage.setItem('stale-token-set', '1');
    window.localStorage.setItem('USER_TOKEN', 'a-token-the-server-never-issued');
  });
  // The first answer 'Session expired' sends the page home, maybe before it has loaded: only its start is awaited.
  await page.goto('/account/wishlist', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('USER_TOKEN'))).toBeNull();
});
